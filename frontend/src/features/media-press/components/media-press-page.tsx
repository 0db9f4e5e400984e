import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { CardSkeletons, ListMessage } from '@/components/ui/list-states'
import { MEDIA_CATEGORIES, subcategoryLabel } from '@/lib/catalogue'
import { errorMessage } from '@/lib/http-error'
import { EMPTY_IN_CATEGORY } from '@/lib/messages'
import { ROUTES } from '@/lib/routes'
import { useHydrated } from '@/lib/hydration'
import { Each, If, Unless, useTemplateView } from '@/lib/template'
import type { MediaItem } from '@/lib/types'
import { useGetMediaItemsQuery } from '../api'
import { mediaView, type MediaSectionView, type MediaView } from '../view'
import { MediaCard } from './media-card'
import { MediaDialog } from './media-dialog'

/**
 * `?category=documentaries` (used by the home page's highlight) names no
 * media section: documentaries are portfolio projects (film-animation,
 * Documentaries group). The choice made here: the page shows all four
 * sections and points to the portfolio's documentaries. Any other unknown
 * value also shows all sections.
 */
const DOCUMENTARIES = 'documentaries'

function SectionCards({ section, onOpen }: { section: MediaSectionView; onOpen: (id: number) => void }) {
  return (
    <>
      <If when={section.empty}>
        <ListMessage>{EMPTY_IN_CATEGORY}</ListMessage>
      </If>
      <Unless when={section.empty}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          <Each of={section.items}>{(i) => <MediaCard item={i} onOpen={onOpen} />}</Each>
        </SimpleGrid>
      </Unless>
    </>
  )
}

/**
 * Media & Press: four sections; the `category` query parameter picks one.
 * While prerendering, the cards are a template the server fills with the
 * stored items (the same markup the browser renders).
 */
export function MediaPressPage() {
  const [params, setParams] = useSearchParams()
  // The server HTML is the unfiltered page; the query string applies once hydrated.
  const hydrated = useHydrated()
  const requested = hydrated ? (params.get('category') ?? '') : ''
  const selected = MEDIA_CATEGORIES.some((c) => c.key === requested) ? requested : null
  const template = useTemplateView<MediaView>('media')
  const { data, error, isLoading } = useGetMediaItemsQuery(undefined, { skip: !!template })
  const view = template ?? (isLoading || error ? undefined : mediaView(data ?? []))
  const [open, setOpen] = useState<MediaItem | null>(null)
  const openItem = (id: number) => setOpen(data?.find((i) => i.id === id) ?? null)
  const sections = MEDIA_CATEGORIES.filter((c) => !selected || c.key === selected)

  const select = (key: string | null) => setParams(key ? { category: key } : {}, { replace: true })

  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" mb="3">
        {ROUTES.mediaPress.label}
      </Heading>
      <Text color="fg.muted" mb="8" maxW="2xl">
        Podcasts, talks, interviews and articles on games, entertainment and investing.
      </Text>
      <Wrap as="nav" aria-label="Media categories" gap="2" mb="10">
        <Button size="sm" variant={selected ? 'outline' : 'solid'} colorPalette="brand" aria-pressed={!selected} onClick={() => select(null)}>
          All
        </Button>
        {MEDIA_CATEGORIES.map((c) => (
          <Button key={c.key} size="sm" variant={selected === c.key ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={selected === c.key} onClick={() => select(c.key)}>
            {c.label}
          </Button>
        ))}
      </Wrap>
      {requested === DOCUMENTARIES && (
        <Box borderWidth="1px" borderRadius="xl" p="4" mb="10" bg="brand.subtle" data-testid="documentaries-note">
          <Text>
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={`${ROUTES.portfolio.path}#film-animation-documentaries`}>{subcategoryLabel(DOCUMENTARIES)}</RouterLink>
            </Link>
            {' · '}
            {ROUTES.portfolio.label}
          </Text>
        </Box>
      )}
      <Stack gap="16">
        {sections.map((c) => (
          <Box as="section" key={c.key} id={c.key} scrollMarginTop="80px" aria-labelledby={`${c.key}-title`}>
            <Heading as="h2" id={`${c.key}-title`} size={{ base: 'xl', md: '2xl' }} mb="6">
              {c.label}
            </Heading>
            {view ? (
              <SectionCards section={view.sections[c.key]} onOpen={openItem} />
            ) : isLoading ? (
              <CardSkeletons count={3} />
            ) : (
              <ListMessage tone="error">{errorMessage(error)}</ListMessage>
            )}
          </Box>
        ))}
      </Stack>
      <MediaDialog item={open} onClose={() => setOpen(null)} />
    </Container>
  )
}
