import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from '../../lib/use-site-form'
import { TextField } from '../fields'
import { ListEditor } from './list-editor'

/** The outlets of the "Featured In" strip. */
export function OutletsGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<string> form={form} path="outlets" noun="Outlet" name={(o) => o} create={() => ''} max={SITE_LIMITS.maxItems}>
      {(at) => <TextField label="Outlet Name" required {...form.text(at)} />}
    </ListEditor>
  )
}
