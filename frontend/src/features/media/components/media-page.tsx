import { Box, Button, Container, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { fitGrid } from '@/components/ui/fit-grid'
import { ListMessage } from '@/components/ui/list-states'
import { MEDIA_CATEGORIES, subcategoryLabel } from '@/lib/catalogue'
import { EMPTY_IN_CATEGORY } from '@/lib/messages'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { Each, If, Unless, useRequiredTemplateView } from '@/lib/template'
import type { MediaSectionView, MediaView } from '@/lib/views.gen'
import { MediaCard } from './media-card'

/**
 * `?category=documentaries` (used by the home page's highlight) names no
 * media section: documentaries are portfolio projects (film-animation,
 * Documentaries group). The choice made here: the page shows all four
 * sections and points to the portfolio's documentaries. Any other unknown
 * value also shows all sections.
 */
const DOCUMENTARIES = 'documentaries'

function SectionCards({ section }: { section: MediaSectionView }) {
  return (
    <>
      <If when={section.empty}>
        <ListMessage>{EMPTY_IN_CATEGORY}</ListMessage>
      </If>
      <Unless when={section.empty}>
        <Box css={fitGrid({ base: 1, md: 2, xl: 3 })} gap="6">
          <Each of={section.items}>{(i) => <MediaCard item={i} />}</Each>
        </Box>
      </Unless>
    </>
  )
}

/**
 * Media & Press: four sections; `?category=` picks one (the server renders
 * the page for it: each section's `shown`, the links' aria-current). The
 * category links are ordinary links, so they work without script.
 */
export function MediaPressPage() {
  const view = useRequiredTemplateView<MediaView>('media')
  const { pages, nav } = useSite()
  const categoryLink = (key: string | null, label: string, current: string) => (
    <Button key={key ?? 'all'} asChild type={undefined} size="sm" variant="outline" css={{ '&[aria-current=true]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' } }}>
      <a href={key ? `${ROUTES.mediaPress.path}?category=${key}` : ROUTES.mediaPress.path} aria-current={current as 'true' | 'false'}>
        {label}
      </a>
    </Button>
  )
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" textStyle="pageTitle" mb="3">
        {pages.mediaTitle}
      </Heading>
      <Text color="fg.muted" mb="8" maxW="2xl">
        {pages.mediaIntro}
      </Text>
      <Wrap as="nav" aria-label="Media categories" gap="2" mb="10">
        {categoryLink(null, pages.mediaAllButton, view.allCurrent)}
        {MEDIA_CATEGORIES.map((c) => categoryLink(c.key, view.sections[c.key].heading, view.sections[c.key].current))}
      </Wrap>
      <If when={view.documentaries}>
        <Box borderWidth="1px" borderRadius="xl" p="4" mb="10" bg="brand.subtle" data-testid="documentaries-note">
          <Text>
            <Link href={`${ROUTES.portfolio.path}#film-animation-documentaries`} color="brand.fg" fontWeight="semibold" textDecoration="underline">
              {subcategoryLabel(DOCUMENTARIES)}
            </Link>
            {' · '}
            {nav.portfolio}
          </Text>
        </Box>
      </If>
      <Stack gap="16">
        {MEDIA_CATEGORIES.map((c) => (
          <If key={c.key} when={view.sections[c.key].shown}>
            <Box as="section" id={c.key} scrollMarginTop="80px" aria-labelledby={`${c.key}-title`}>
              <Heading as="h2" id={`${c.key}-title`} size={{ base: 'xl', md: '2xl' }} mb="6">
                {view.sections[c.key].heading}
              </Heading>
              <SectionCards section={view.sections[c.key]} />
            </Box>
          </If>
        ))}
      </Stack>
    </Container>
  )
}
