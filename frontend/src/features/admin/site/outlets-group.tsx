import type { OutletLogo } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { LOGO_FIELD, LOGO_UPLOAD } from '../messages'
import { ListEditor } from './list-editor'
import { outletLogo, outletLogosToSend, renameOutletLogo, withOutletLogo } from './outlet-logos'

/** The outlets of the "Featured In" strip, each with its optional logo (kept in outletLogos by the outlet's name, so a rename carries it along). */
export function OutletsGroup({ form }: { form: SiteForm }) {
  const outlets = form.get<string[]>('outlets') ?? []
  const logos = form.get<OutletLogo[]>('outletLogos') ?? []
  // Messages come back by the index of the list sent, which drops the logos of removed outlets.
  const sent = outletLogosToSend(outlets, logos)
  return (
    <ListEditor<string> form={form} path="outlets" noun="Outlet" name={(o) => o} create={() => ''} max={SITE_LIMITS.maxItems}>
      {(at, name) => {
        const field = form.text(at)
        const sentAt = sent.findIndex((l) => l.name === name)
        return (
          <>
            <TextField
              label="Outlet Name"
              required
              {...field}
              onChange={(next) => {
                field.onChange(next)
                if (outletLogo(logos, name)) form.set('outletLogos', renameOutletLogo(logos, name, next))
              }}
            />
            <ImageField
              label={LOGO_FIELD.label}
              helper={LOGO_FIELD.helper}
              value={outletLogo(logos, name)}
              onChange={(url) => form.set('outletLogos', withOutletLogo(logos, name, url))}
              error={sentAt >= 0 ? (form.error(`outletLogos[${sentAt}].logoUrl`) ?? form.error(`outletLogos[${sentAt}].name`)) : undefined}
              upload={LOGO_UPLOAD}
              previewAlt={name}
            />
          </>
        )
      }}
    </ListEditor>
  )
}
