import { Box, Button, Container, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { LuArrowLeft, LuCalendarPlus, LuExternalLink, LuMapPin, LuPlay } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { Each, If, useRequiredTemplateView } from '@/lib/template'
import type { AppearancePageView } from '@/lib/views.gen'
import { ADD_TO_CALENDAR, AppearanceWhen } from './appearance-card'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** The page's fixed words. */
const TEXT = {
  back: 'All appearances',
  event: "Event's page",
  recording: 'Watch the recording',
} as const

/** The image fills the text column: up to 56rem wide, 16:9. */
const FIGURE_SIZES = `(min-width: 56rem) 56rem, ${PHONE_WIDTH}`

/**
 * An appearance's page (/speaking/{slug}): rendered at build as a template
 * the server fills with the appearance's view, its head and its Event
 * JSON-LD. Plain links; public/local-time.ts adds the visitor's time.
 */
export function AppearancePage() {
  const view = useRequiredTemplateView<AppearancePageView>('appearance')
  const card = view.card
  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Link href="/speaking" display="inline-flex" alignItems="center" gap="1.5" minH="44px" mb="4">
        <LuArrowLeft aria-hidden />
        {TEXT.back}
      </Link>
      <Stack as="article" gap="5">
        <Text color="brand.fg" fontWeight="semibold">
          {card.role}
          <If when={card.eventName}> · {card.eventName}</If>
        </Text>
        <Heading as="h1" textStyle="pageTitle" overflowWrap="anywhere">
          {card.title}
        </Heading>
        <Box>
          <AppearanceWhen card={card} />
          <If when={card.place}>
            <HStack gap="1.5" color="fg.muted" mt="1">
              <LuMapPin aria-hidden />
              <Text>{card.place}</Text>
            </HStack>
          </If>
        </Box>
        <If when={view.image}>
          <Box borderRadius="xl" overflow="hidden" aspectRatio={16 / 9} bg="bg.muted">
            <SafeImage src={view.image} srcSet={view.srcSet || undefined} avifSrcSet={view.avifSrcSet} sizes={FIGURE_SIZES} alt={view.imageAlt} width={1600} height={900} w="full" h="full" objectFit="cover" position={view.position} />
          </Box>
        </If>
        <Stack gap="4" maxW="prose">
          <Each of={view.description}>{(p) => <Text>{p}</Text>}</Each>
        </Stack>
        <Wrap gap="3">
          <Button asChild type={undefined} variant="outline" minH="44px">
            <a href={card.ics} download>
              <LuCalendarPlus aria-hidden />
              {ADD_TO_CALENDAR}
            </a>
          </Button>
          <If when={view.url}>
            <Button asChild type={undefined} variant="outline" minH="44px">
              <a href={view.url} target="_blank" rel="noopener noreferrer">
                <LuExternalLink aria-hidden />
                {TEXT.event}
              </a>
            </Button>
          </If>
          <If when={view.recordingUrl}>
            <Button asChild type={undefined} minH="44px">
              <a href={view.recordingUrl} target="_blank" rel="noopener noreferrer">
                <LuPlay aria-hidden />
                {TEXT.recording}
              </a>
            </Button>
          </If>
        </Wrap>
      </Stack>
    </Container>
  )
}
