import { Box, HStack, Icon, SimpleGrid, Stack } from '@chakra-ui/react'
import { SOCIAL_PLATFORMS, type SiteSocial, type SocialPlatformKey } from '@/lib/api-types.gen'
import { SOCIAL_ICONS } from '@/components/ui/social-icon'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { SelectField, TextField } from '../components/fields'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'

const newSocial = (): SiteSocial => ({ platform: 'website', label: '', url: '' })

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p.key, label: p.label }))

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
            <HStack align="flex-end" gap="2">
              <Icon as={SOCIAL_ICONS[form.get<SocialPlatformKey>(`${at}.platform`)] ?? SOCIAL_ICONS.website} boxSize="5" mb="2.5" color="fg.muted" aria-hidden data-testid="platform-icon" data-platform={form.get<string>(`${at}.platform`)} />
              <Box flex="1">
                <SelectField label="Platform" required options={PLATFORM_OPTIONS} placeholder="Choose a platform" {...form.text(`${at}.platform`)} />
              </Box>
            </HStack>
            <TextField label="Label" required {...form.text(`${at}.label`)} />
            <TextField label="URL" required {...form.text(`${at}.url`)} />
          </SimpleGrid>
        )}
      </ListEditor>
    </Stack>
  )
}
