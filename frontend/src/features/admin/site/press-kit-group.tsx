import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { PressFact, PressHeadshot, PressLogo } from '@/lib/api-types.gen'
import { PRESS_KIT_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextAreaField, TextField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { IMAGE_UPLOAD, LOGO_UPLOAD } from '../messages'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'
import { wordCount } from './word-count'
import { focalOf } from '../lib/focal'

const newHeadshot = (): PressHeadshot => ({ src: '', alt: '', credit: '', license: '', ...focalOf('focal') })
const newLogo = (): PressLogo => ({ src: '', alt: '', name: '', ...focalOf('focal') })
const newFact = (): PressFact => ({ label: '', value: '' })

const BIOS = [
  { key: 'short', label: 'Short Bio', rows: 5 },
  { key: 'medium', label: 'Medium Bio', rows: 8 },
  { key: 'long', label: 'Long Bio', rows: 12 },
] as const

/** A bio's live word count, with the hint of the short one's length. */
function BioWords({ text, short }: { text: string; short: boolean }) {
  const n = wordCount(text)
  const { shortBioMinWords: lo, shortBioMaxWords: hi } = PRESS_KIT_LIMITS
  const words = `${n} ${n === 1 ? 'word' : 'words'}`
  return <span data-testid="bio-words">{short ? `${words}. ${lo}–${hi} words suits a short bio for press.` : `${words}. Paragraphs are separated by a blank line.`}</span>
}

/** The press kit of /press-kit, its one-sheet and ZIP: the bios with their word counts, headshots and logos from the media library, facts. */
export function PressKitGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <SubHeading>Bios</SubHeading>
      {BIOS.map((b) => {
        const field = form.text(`pressKit.bios.${b.key}`)
        return <TextAreaField key={b.key} label={b.label} rows={b.rows} {...field} helper={<BioWords text={field.value} short={b.key === 'short'} />} />
      })}
      <SubHeading>Headshots</SubHeading>
      <ListEditor<PressHeadshot> form={form} path="pressKit.headshots" noun="Headshot" name={(h) => h.alt} create={newHeadshot} max={PRESS_KIT_LIMITS.headshots}>
        {(at) => (
          <Stack gap="4">
            <ImageField label="Headshot Image" required helper="Square, at least 1500 px: the original is what the press downloads." {...form.text(`${at}.src`)} focal={form.focal(`${at}.focal`)} upload={IMAGE_UPLOAD} previewAlt={form.get<string>(`${at}.alt`)} />
            <TextField label="Description" required helper="What the picture shows, read out to visitors who cannot see it" {...form.text(`${at}.alt`)} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Credit" helper="As it must be printed: Photo: Jane Doe" {...form.text(`${at}.credit`)} />
              <TextField label="Licence" helper="Free for editorial use with credit" {...form.text(`${at}.license`)} />
            </SimpleGrid>
          </Stack>
        )}
      </ListEditor>
      <SubHeading>Logos</SubHeading>
      <ListEditor<PressLogo> form={form} path="pressKit.logos" noun="Logo" name={(l) => l.name} create={newLogo} max={PRESS_KIT_LIMITS.logos}>
        {(at) => (
          <Stack gap="4">
            <ImageField label="Logo Image" required {...form.text(`${at}.src`)} upload={LOGO_UPLOAD} previewAlt={form.get<string>(`${at}.name`)} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Name" required helper="What it is the logo of: Wordmark, Monogram" {...form.text(`${at}.name`)} />
              <TextField label="Description" helper="Optional: the name when blank" {...form.text(`${at}.alt`)} />
            </SimpleGrid>
          </Stack>
        )}
      </ListEditor>
      <SubHeading>Facts</SubHeading>
      <ListEditor<PressFact> form={form} path="pressKit.facts" noun="Fact" name={(f) => f.label} create={newFact} max={PRESS_KIT_LIMITS.facts}>
        {(at) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Label" required {...form.text(`${at}.label`)} />
            <TextField label="Value" required {...form.text(`${at}.value`)} />
          </SimpleGrid>
        )}
      </ListEditor>
    </Stack>
  )
}
