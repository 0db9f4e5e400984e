import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { SITE_LIMITS, SITE_TEXT_RULES } from '@/lib/limits.gen'
import type { SiteForm } from '../../lib/use-site-form'
import { TextAreaField, TextField } from '../fields'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'

/** A text of a group: its member, its label, and whether it is a sentence (a textarea) rather than a heading or button. */
type TextRow = readonly [key: string, label: string, sentence?: 'sentence']

/** A group's texts under sub-headings: each a heading and the rows below it. */
type TextSections = readonly (readonly [heading: string, rows: readonly TextRow[]])[]

function TextRows({ form, group, rows }: { form: SiteForm; group: string; rows: readonly TextRow[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {rows.map(([key, label, sentence]) => {
        const path = `${group}.${key}`
        const required = SITE_TEXT_RULES[path]?.required
        return sentence ? (
          <TextAreaField key={key} label={label} rows={2} required={required} {...form.text(path)} />
        ) : (
          <TextField key={key} label={label} required={required} {...form.text(path)} />
        )
      })}
    </SimpleGrid>
  )
}

function TextsGroup({ form, group, sections }: { form: SiteForm; group: string; sections: TextSections }) {
  return (
    <Stack gap="4">
      {sections.map(([heading, rows]) => (
        <Stack key={heading} gap="3">
          <SubHeading>{heading}</SubHeading>
          <TextRows form={form} group={group} rows={rows} />
        </Stack>
      ))}
    </Stack>
  )
}

const HOME_TEXTS: TextSections = [
  ['Hero Buttons', [['portfolioButton', 'Portfolio Button'], ['pressButton', 'Press Button'], ['investmentsButton', 'Investments Button']]],
  ['Projects Overview', [['projectsHeading', 'Projects Heading'], ['projectsIntro', 'Projects Introduction', 'sentence']]],
  ['Funds', [['fundsHeading', 'Funds Heading'], ['fundsIntro', 'Funds Introduction', 'sentence']]],
  ['Media Highlights', [['mediaHeading', 'Media Heading'], ['mediaIntro', 'Media Introduction', 'sentence']]],
  ['Biography', [['biographyHeading', 'Biography Heading']]],
  ['Figures', [['impactHeading', 'Figures Heading'], ['impactIntro', 'Figures Introduction', 'sentence']]],
  ['Venture', [['ventureHeading', 'Venture Heading'], ['ventureButton', 'Venture Button']]],
  ['Featured In', [['featuredInHeading', 'Featured In Heading'], ['featuredInButton', 'Featured In Button']]],
  ['Timeline', [['timelineHeading', 'Timeline Heading'], ['timelineIntro', 'Timeline Introduction', 'sentence']]],
  ['Collaborations', [['collaborationsHeading', 'Collaborations Heading'], ['collaborationsIntro', 'Collaborations Introduction', 'sentence']]],
]

const CALL_TO_ACTION: TextSections = [
  ['Closing Call to Action of the Home Page', [['heading', 'Call to Action Heading'], ['text', 'Call to Action Text', 'sentence'], ['contactButton', 'Contact Button'], ['portfolioButton', 'Portfolio Button']]],
]

const PAGE_TEXTS: TextSections = [
  ['Portfolio', [['portfolioTitle', 'Portfolio Title'], ['portfolioIntro', 'Portfolio Introduction', 'sentence'], ['portfolioCtaHeading', 'Portfolio Closing Heading'], ['portfolioCtaButton', 'Portfolio Closing Button']]],
  ['Games', [['gamesTitle', 'Games Title']]],
  ['Investments', [['investmentsTitle', 'Investments Title'], ['investmentsIntro', 'Investments Introduction', 'sentence']]],
  ['Media & Press', [['mediaTitle', 'Media & Press Title'], ['mediaIntro', 'Media & Press Introduction', 'sentence']]],
  ['Contact', [['contactTitle', 'Contact Title'], ['contactFormTitle', 'Contact Form Title']]],
]

/** The home page's headings, introductions and buttons. */
export function HomeTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="homeTexts" sections={HOME_TEXTS} />
}

/** The home page's one closing call to action. */
export function CallToActionGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="callToAction" sections={CALL_TO_ACTION} />
}

/** The other pages' titles and introductions. */
export function PageTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="pages" sections={PAGE_TEXTS} />
}

const FOOTER_HEADINGS: readonly TextRow[] = [['quickLinksHeading', 'Quick Links Heading'], ['industriesHeading', 'Industries Heading'], ['connectHeading', 'Connect Heading']]

/** The footer's column headings, Industries list and copyright line. */
export function FooterGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <TextRows form={form} group="footer" rows={FOOTER_HEADINGS} />
      <TextField label="Copyright Line" required helper="{year} becomes the current year, {name} your name." {...form.text('footer.copyright')} />
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
