import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { SITE_LIMITS, SITE_TEXT_RULES } from '@/lib/limits.gen'
import type { SiteForm } from '../../lib/use-site-form'
import { TextAreaField, TextField } from '../fields'
import { ListEditor } from './list-editor'
import { SubHeading } from './sub-heading'

/**
 * A text of a group: its member, its label, whether it is a sentence (a
 * textarea) rather than a heading or button, and the placeholders it may
 * hold ({name}, {path}), told under the field.
 */
type TextRow = readonly [key: string, label: string, sentence?: 'sentence' | 'line', placeholders?: string]

/** A group's texts under sub-headings: each a heading and the rows below it. */
type TextSections = readonly (readonly [heading: string, rows: readonly TextRow[]])[]

function TextRows({ form, group, rows }: { form: SiteForm; group: string; rows: readonly TextRow[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {rows.map(([key, label, sentence, helper]) => {
        const path = `${group}.${key}`
        const required = SITE_TEXT_RULES[path]?.required
        return sentence === 'sentence' ? (
          <TextAreaField key={key} label={label} rows={2} required={required} helper={helper} {...form.text(path)} />
        ) : (
          <TextField key={key} label={label} required={required} helper={helper} {...form.text(path)} />
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

const NAME = '{name} becomes your name.'

const PAGE_TEXTS: TextSections = [
  ['About', [['aboutTitle', 'About Title', 'line', NAME]]],
  [
    'Portfolio',
    [
      ['portfolioTitle', 'Portfolio Title'],
      ['portfolioIntro', 'Portfolio Introduction', 'sentence'],
      ['portfolioSearchLabel', 'Search Box Label'],
      ['portfolioSearchButton', 'Search Button'],
      ['portfolioSearchResult', 'Search Result Line', 'line', '{search} becomes the words searched for.'],
      ['portfolioClearSearch', 'Clear Search Link'],
      ['portfolioSectionsHeading', 'Sections Index Heading'],
      ['portfolioCtaHeading', 'Portfolio Closing Heading'],
      ['portfolioCtaButton', 'Portfolio Closing Button'],
      ['portfolioCtaAboutButton', 'Portfolio About Button', 'line', NAME],
    ],
  ],
  ['Games', [['gamesTitle', 'Games Title']]],
  ['Investments', [['investmentsTitle', 'Investments Title'], ['investmentsIntro', 'Investments Introduction', 'sentence'], ['investmentsIndexHeading', 'Investment Index Heading']]],
  ['Media & Press', [['mediaTitle', 'Media & Press Title'], ['mediaIntro', 'Media & Press Introduction', 'sentence'], ['mediaAllButton', 'All Categories Button']]],
  [
    'Contact',
    [
      ['contactTitle', 'Contact Title'],
      ['contactFormTitle', 'Contact Form Title'],
      ['contactNameLabel', 'Name Field Label'],
      ['contactEmailLabel', 'Email Field Label'],
      ['contactSubjectLabel', 'Subject Field Label'],
      ['contactMessageLabel', 'Message Field Label'],
      ['contactSendButton', 'Send Button'],
      ['contactSentTitle', 'Message Sent Title'],
      ['contactSentText', 'Message Sent Text', 'sentence'],
      ['contactSentButton', 'Send Another Button'],
    ],
  ],
  ['Page Not Found', [['notFoundTitle', 'Not Found Title'], ['notFoundHint', 'Not Found Hint', 'sentence', '{path} becomes the address asked for.']]],
]

const NAV_TEXTS: readonly TextRow[] = [
  ['home', 'Home Link'],
  ['about', 'About Link', 'line', NAME],
  ['portfolio', 'Portfolio Link'],
  ['investments', 'Investments Link'],
  ['mediaPress', 'Media & Press Link'],
  ['contact', 'Contact Link'],
]

/** The home page's headings, introductions and buttons. */
export function HomeTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="homeTexts" sections={HOME_TEXTS} />
}

/** The home page's one closing call to action. */
export function CallToActionGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="callToAction" sections={CALL_TO_ACTION} />
}

/** The other pages' titles, introductions, buttons and labels. */
export function PageTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="pages" sections={PAGE_TEXTS} />
}

const POSSESSIVE = "{name} becomes your name, {name}' its possessive (Jordan Avery's)."

const SECTION_TEXTS: TextSections = [
  [
    'Investments',
    [
      ['fundsManaged', 'Funds Managed Heading', 'line', POSSESSIVE],
      ['portfolioCompanies', 'Portfolio Companies Heading', 'line', POSSESSIVE],
      ['game', 'Game Heading'],
      ['technology', 'Technology Heading'],
      ['consumer', 'Consumer Heading'],
      ['ventureFunds', 'Venture Funds Heading'],
      ['boardAdvisory', 'Board & Advisory Heading'],
      ['boardRoles', 'Board Roles Heading'],
      ['advisoryRoles', 'Advisory Roles Heading'],
      ['fundButton', 'Fund Card Button'],
      ['websiteButton', 'Company Card Button'],
    ],
  ],
  [
    'Media & Press',
    [
      ['podcastAppearances', 'Podcast Appearances Heading'],
      ['talksPanels', 'Talks & Panels Heading'],
      ['interviews', 'Interviews Heading'],
      ['featuredArticles', 'Featured Articles Heading'],
      ['watchButton', 'Video Button'],
      ['listenButton', 'Audio Button'],
      ['readButton', 'Article Button'],
      ['viewButton', 'Other Link Button'],
    ],
  ],
]

/** The Investments and Media & Press pages' section headings (also their index and category links) and card buttons. */
export function SectionTextsGroup({ form }: { form: SiteForm }) {
  return <TextsGroup form={form} group="sections" sections={SECTION_TEXTS} />
}

/** The navigation's labels: the header, the mobile menu, the footer's Quick Links and the breadcrumbs. */
export function NavGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        The links of the header, the mobile menu and the footer&apos;s Quick Links, and the breadcrumbs.
      </Text>
      <TextRows form={form} group="nav" rows={NAV_TEXTS} />
    </Stack>
  )
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
