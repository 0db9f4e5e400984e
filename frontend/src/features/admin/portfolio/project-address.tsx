import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { LuCopy, LuExternalLink } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useGetSiteQuery } from '@/lib/site'
import type { Error as ErrorBody } from '@/lib/api-types.gen'
import { VALIDATION } from '@/lib/messages.gen'
import { copyText } from '../lib/clipboard'
import { PAGE_ADDRESS_MESSAGES } from './messages'
import { TextField } from '../components/fields'

/** The server's "address taken" (409) may name no field: it belongs under Slug all the same. */
export function slugTakenOnField(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('data' in error)) return error
  const data = error.data as Partial<ErrorBody> | null
  if (data?.message !== VALIDATION.slugTaken || data.fields?.slug) return error
  return { ...error, data: { ...data, fields: { ...data.fields, slug: VALIDATION.slugTaken } } }
}

/** The Slug field: the last part of the page's address, typed as it is sent (no capitals, no autocorrect). */
export function SlugField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField
      label="Slug"
      value={value}
      onChange={onChange}
      error={error}
      helper={PAGE_ADDRESS_MESSAGES.slugHelper}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      fontFamily="mono"
    />
  )
}

/** A page's full address: the site's public URL (configuration), else this browser's origin, and the path. */
export function pageAddress(publicUrl: string | undefined, path: string): string {
  const base = (publicUrl || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/+$/, '')
  return base + path
}

/**
 * A saved project's page address (public URL + path), read-only and
 * selectable, with Copy link (the clipboard, then the notice "Link copied";
 * where the browser refuses, a notice to select the address and copy it by
 * hand) and Open (the page in a new tab).
 */
export function ProjectAddress({ path }: { path: string }) {
  const { data: site } = useGetSiteQuery()
  const address = pageAddress(site?.publicUrl, path)
  return (
    <Field.Root>
      <Field.Label>Page address</Field.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full">
        {/* Growing only in a row: in the phone's column a flex basis of 0 would squash the field to its text's height. */}
        <Input readOnly value={address} size="sm" fontFamily="mono" flex={{ sm: '1' }} minW="0" onFocus={(e) => e.currentTarget.select()} />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={async () => {
              if (await copyText(address)) notifySuccess(PAGE_ADDRESS_MESSAGES.copied)
              else notifyError(PAGE_ADDRESS_MESSAGES.copyFailed)
            }}
          >
            <LuCopy aria-hidden /> Copy link
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={address} target="_blank" rel="noopener noreferrer">
              <LuExternalLink aria-hidden /> Open
            </a>
          </Button>
        </HStack>
      </Stack>
      <Field.HelperText>{PAGE_ADDRESS_MESSAGES.moved}</Field.HelperText>
    </Field.Root>
  )
}
