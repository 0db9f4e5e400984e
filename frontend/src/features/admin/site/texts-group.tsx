import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { SITE_LIMITS, SITE_TEXT_RULES } from '@/lib/limits.gen'
import { SITE_TEXT_GROUPS, type SiteTextRow } from '@/lib/site-texts.gen'
import type { SiteForm } from './use-site-form'
import { TextAreaField, TextField } from '../components/fields'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'

/** A group of the site document's fixed texts (domain.SiteTextFields, generated). */
type TextGroup = keyof typeof SITE_TEXT_GROUPS

function TextRow({ form, group, row }: { form: SiteForm; group: TextGroup; row: SiteTextRow }) {
  const path = `${group}.${row.key}`
  const required = SITE_TEXT_RULES[path]?.required
  return row.sentence ? (
    <TextAreaField label={row.label} rows={2} required={required} helper={row.hint} {...form.text(path)} />
  ) : (
    <TextField label={row.label} required={required} helper={row.hint} {...form.text(path)} />
  )
}

/**
 * Texts in two columns: a sentence is a textarea, a line an input, each
 * with the hint on its placeholders ({name}, {path}) under it; a wide
 * text has a row of its own below them.
 */
function TextRows({ form, group, rows }: { form: SiteForm; group: TextGroup; rows: readonly SiteTextRow[] }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {rows
          .filter((row) => !row.wide)
          .map((row) => (
            <TextRow key={row.key} form={form} group={group} row={row} />
          ))}
      </SimpleGrid>
      {rows
        .filter((row) => row.wide)
        .map((row) => (
          <TextRow key={row.key} form={form} group={group} row={row} />
        ))}
    </>
  )
}

/** A group's texts, each part under its sub-heading. */
function TextsGroup({ form, group }: { form: SiteForm; group: TextGroup }) {
  return (
    <Stack gap="4">
      {SITE_TEXT_GROUPS[group].map((part) => (
        <Stack key={part.heading} gap="3">
          <SubHeading>{part.heading}</SubHeading>
          <TextRows form={form} group={group} rows={part.texts} />
        </Stack>
      ))}
    </Stack>
  )
}

/** The texts of a group shown without sub-headings. */
const allTexts = (group: TextGroup) => SITE_TEXT_GROUPS[group].flatMap((part) => part.texts)

/** The home page's headings, introductions and buttons. */
export function HomeTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="homeTexts" />
}

/** The home page's one closing call to action. */
export function CallToActionGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="callToAction" />
}

/** The other pages' titles, introductions, buttons and labels. */
export function PageTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="pages" />
}

/** The Investments and Media & Press pages' section headings (also their index and category links) and card buttons. */
export function SectionTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="sections" />
}

/** The navigation's labels: the header, the mobile menu, the footer's Quick Links and the breadcrumbs. */
export function NavGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        The links of the header, the mobile menu and the footer&apos;s Quick Links, and the breadcrumbs.
      </Text>
      <TextRows form={form} group="nav" rows={allTexts('nav')} />
    </Stack>
  )
}

/** The footer's column headings, copyright line and Industries list. */
export function FooterGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <TextRows form={form} group="footer" rows={allTexts('footer')} />
      <SubHeading>Industries</SubHeading>
      <Text color="fg.muted" fontSize="sm">
        The list under Industries in the footer.
      </Text>
      <ListEditor<string> form={form} path="footer.industries" noun="Industry" name={(i) => i} create={() => ''} max={SITE_LIMITS.maxItems}>
        {(at) => <TextField label="Industry" required {...form.text(at)} />}
      </ListEditor>
    </Stack>
  )
}
