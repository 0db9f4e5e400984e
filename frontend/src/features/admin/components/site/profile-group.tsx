import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { SiteSocial } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from '../../lib/use-site-form'
import { TextField } from '../fields'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'

const newSocial = (): SiteSocial => ({ platform: '', label: '', url: '' })

/** The owner's name, tagline, contact details and social links. */
export function ProfileGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Tagline" required {...form.text('tagline')} />
        <TextField label="E-mail" type="email" {...form.text('email')} />
        <TextField label="Location" {...form.text('location')} />
      </SimpleGrid>
      <SubHeading>Social Links</SubHeading>
      <ListEditor<SiteSocial> form={form} path="socials" noun="Social Link" name={(s) => s.label || s.platform} create={newSocial} max={SITE_LIMITS.maxItems}>
        {(at) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField label="Platform" helper="linkedin, twitter, instagram…" {...form.text(`${at}.platform`)} />
            <TextField label="Label" required {...form.text(`${at}.label`)} />
            <TextField label="URL" required {...form.text(`${at}.url`)} />
          </SimpleGrid>
        )}
      </ListEditor>
    </Stack>
  )
}
