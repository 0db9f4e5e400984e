import { Box, Container, Flex, Heading, Link, Stack, Tag, Text, Wrap } from '@chakra-ui/react'
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { Each, If, useRequiredTemplateView } from '@/lib/template'
import type { ProjectNavView, ProjectPageView } from '@/lib/views.gen'
import { ProjectCaseStudy, ProjectFacts } from './project-case-study'
import { ProjectLinks } from './project-links'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The page's fixed words. */
const TEXT = {
  links: 'Links',
  tags: 'Tags',
  more: 'More projects',
  previous: 'Previous project',
  next: 'Next project',
  back: 'Back to the portfolio',
} as const

/** A figure fills the text column: up to 56rem wide, always 16:9 (the image contained in it), so nothing moves as the lazy images arrive. */
const FIGURE_SIZES = `(min-width: 56rem) 56rem, ${PHONE_WIDTH}`

/** A neighbour in the section's order, when there is one. */
function Neighbour({ nav, label, next }: { nav: ProjectNavView; label: string; next?: boolean }) {
  return (
    <If when={nav.path}>
      <Link href={nav.path} rel={next ? 'next' : 'prev'} display="flex" flexDirection="column" alignItems={next ? 'flex-end' : 'flex-start'} textAlign={next ? 'end' : 'start'} gap="1" p="4" borderWidth="1px" borderRadius="lg" flex="1" minW="0" _hover={{ borderColor: 'gold.fg', textDecoration: 'none' }} data-testid={next ? 'project-next' : 'project-prev'}>
        <Text as="span" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
          {!next && <LuArrowLeft aria-hidden />}
          {label}
          {next && <LuArrowRight aria-hidden />}
        </Text>
        <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
          {nav.title}
        </Text>
      </Link>
    </If>
  )
}

/**
 * A project's page (/portfolio/{category}/{slug}), filled by the server
 * from views.project: title, subcategory, the facts row (role, year,
 * studio, platform), description, the case study (story, outcomes,
 * credits: project-case-study.tsx), every image of the gallery as a figure
 * with its caption, links and video, tags, the neighbours in the
 * section's order and the way back to its card. It reads
 * fully without script: each image links to the image itself;
 * src/public/gallery.ts opens the gallery dialog on that image instead, and
 * src/public/video.ts plays an embeddable video in the page.
 */
export function ProjectPage() {
  const view = useRequiredTemplateView<ProjectPageView>('project')
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} data-testid="project-page">
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2" as="header">
          <If when={view.subcategoryLabel}>
            <Text textStyle="eyebrow" color="gold.fg">
              {view.subcategoryLabel}
            </Text>
          </If>
          <Heading as="h1" textStyle="pageTitle" overflowWrap="anywhere">
            {view.title}
          </Heading>
        </Stack>
        <ProjectFacts view={view} />
        <If when={view.paragraphs}>
          <Stack gap="4" textStyle="lead">
            <Each of={view.paragraphs}>{(p) => <Text>{p}</Text>}</Each>
          </Stack>
        </If>
        <ProjectCaseStudy view={view} />
        <If when={view.images}>
          <Stack gap={{ base: '6', md: '8' }} data-gallery-list={view.gallery} data-gallery-title={view.title}>
            <Each of={view.images}>
              {(image) => (
                <Box as="figure" m="0">
                  <Box asChild display="block" borderRadius="xl" overflow="hidden" bg="bg.subtle" cursor="zoom-in">
                    <a href={image.src} data-gallery-item="">
                      {/* SafeImage is a <picture>: no preload of the eager image is hoisted into the head (see ProjectCard). */}
                      <SafeImage src={image.src} srcSet={image.srcSet || undefined} avifSrcSet={image.avifSrcSet} sizes={FIGURE_SIZES} alt={image.alt} width={1600} height={900} w="100%" h="auto" aspectRatio="16 / 9" objectFit="contain" loading={image.loading || 'lazy'} fetchPriority={image.fetchPriority || 'auto'} />
                    </a>
                  </Box>
                  <If when={image.caption}>
                    <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted">
                      {image.caption}
                    </Text>
                  </If>
                </Box>
              )}
            </Each>
          </Stack>
        </If>
        <If when={view.video}>
          <ProjectLinks links={view.video} />
        </If>
        <If when={view.links}>
          <Stack gap="3" as="section" aria-label={TEXT.links}>
            <Heading as="h2" textStyle="cardTitle">
              {TEXT.links}
            </Heading>
            <ProjectLinks links={view.links} />
          </Stack>
        </If>
        <If when={view.tags}>
          <Stack gap="3" as="section" aria-label={TEXT.tags}>
            <Heading as="h2" textStyle="cardTitle">
              {TEXT.tags}
            </Heading>
            <Wrap gap="2" asChild>
              <ul>
                <Each of={view.tags}>
                  {(tag) => (
                    <Tag.Root asChild size="lg" variant="subtle">
                      <li>
                        <Tag.Label>{tag}</Tag.Label>
                      </li>
                    </Tag.Root>
                  )}
                </Each>
              </ul>
            </Wrap>
          </Stack>
        </If>
        <Stack as="nav" aria-label={TEXT.more} gap="4" borderTopWidth="1px" pt={{ base: '6', md: '8' }}>
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
            <Neighbour nav={view.prev} label={TEXT.previous} />
            <Neighbour nav={view.next} label={TEXT.next} next />
          </Flex>
          <Link href={view.back} alignSelf="flex-start" color="gold.fg" fontWeight="semibold" data-testid="project-back">
            <LuArrowLeft aria-hidden />
            {TEXT.back}
          </Link>
        </Stack>
      </Stack>
    </Container>
  )
}
