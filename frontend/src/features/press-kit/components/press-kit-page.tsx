import { Box, Button, Card, Container, Flex, Grid, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LuDownload, LuFileText, LuMail } from 'react-icons/lu'
import { SafeImage } from '@/components/ui/safe-image'
import { useSite } from '@/lib/site'
import { Each, If, useRequiredTemplateView } from '@/lib/template'
import type { PressKitView } from '@/lib/views.gen'
import { BioCard } from './bio-card'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'

/** A headshot is at most a third of the 5xl container (about 330 px) on a wide screen, the whole width on a phone. */
const HEADSHOT_SIZES = `(min-width: 48em) 330px, ${PHONE_WIDTH}`

/** The headshots' and the logos' cards: one column on a phone, two, then three. */
const CARD_COLUMNS = { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }

/** One part of the kit: a section named by its heading. */
function KitSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="2xl" mb="5">
        {heading}
      </Heading>
      {children}
    </Box>
  )
}

/** A file's download link as a small button: its label, and for a screen reader which file (of). */
function DownloadButton({ href, label, of, icon, variant = 'outline' }: { href: string; label: string; of: string; icon?: boolean; variant?: 'outline' | 'ghost' }) {
  return (
    <Button asChild type={undefined} size="sm" minH="11" variant={variant}>
      <a href={href} download>
        {icon && <LuDownload aria-hidden />}
        {label}
        <VisuallyHidden>: {of}</VisuallyHidden>
      </a>
    </Button>
  )
}

/**
 * The press kit (/press-kit): the bios to copy, the headshots and logos to
 * download with their credits, the facts and the press contact. Every
 * download is a plain link the server counts; the copy buttons are the
 * page's only enhancement (public/copy.ts), hidden without script.
 */
export function PressKitPage() {
  const { pages } = useSite()
  const kit = useRequiredTemplateView<PressKitView>('pressKit')
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4" mb={{ base: '10', md: '14' }}>
        <Heading as="h1" textStyle="pageTitle">
          {pages.pressKitTitle}
        </Heading>
        <Text textStyle="lead" color="fg.muted" maxW="3xl">
          {pages.pressKitIntro}
        </Text>
        <HStack gap="3" wrap="wrap" pt="2">
          <Button asChild type={undefined} size="lg" minH="11" colorPalette="brand">
            <a href={kit.oneSheet} data-testid="press-one-sheet">
              <LuFileText aria-hidden />
              {pages.pressKitOneSheet}
            </a>
          </Button>
          <Button asChild type={undefined} size="lg" minH="11" variant="outline">
            <a href={kit.zip} download data-testid="press-zip">
              <LuDownload aria-hidden />
              {pages.pressKitZip}
            </a>
          </Button>
        </HStack>
      </Stack>

      <Stack gap={{ base: '12', md: '16' }}>
        <If when={kit.bios}>
          <KitSection id="press-bios" heading={pages.pressKitBiosHeading}>
            <Stack gap="5">
              <Each of={kit.bios}>{(bio) => <BioCard bio={bio} copy={pages.pressKitCopy} copied={pages.pressKitCopied} />}</Each>
            </Stack>
          </KitSection>
        </If>

        <If when={kit.headshots}>
          <KitSection id="press-headshots" heading={pages.pressKitHeadshotsHeading}>
            <Grid templateColumns={CARD_COLUMNS} gap="6">
              <Each of={kit.headshots}>
                {(h) => (
                  <Card.Root as="figure" variant="outline" borderRadius="xl" overflow="hidden" data-testid="press-headshot">
                    <SafeImage src={h.image} srcSet={h.srcSet || undefined} avifSrcSet={h.avifSrcSet} sizes={HEADSHOT_SIZES} alt={h.alt} width={600} height={600} position={h.position} />
                    <Card.Body as="figcaption" gap="2" fontSize="sm">
                      <If when={h.credit}>
                        <Text>
                          <Text as="span" fontWeight="semibold">
                            {pages.pressKitCredit}:
                          </Text>{' '}
                          {h.credit}
                        </Text>
                      </If>
                      <If when={h.license}>
                        <Text color="fg.muted">
                          <Text as="span" fontWeight="semibold">
                            {pages.pressKitLicense}:
                          </Text>{' '}
                          {h.license}
                        </Text>
                      </If>
                      <HStack gap="2" wrap="wrap" pt="1">
                        <DownloadButton href={h.original} label={pages.pressKitOriginal} of={h.alt} icon />
                        <DownloadButton href={h.web} label={pages.pressKitWebSize} of={h.alt} variant="ghost" />
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                )}
              </Each>
            </Grid>
          </KitSection>
        </If>

        <If when={kit.logos}>
          <KitSection id="press-logos" heading={pages.pressKitLogosHeading}>
            <Grid templateColumns={CARD_COLUMNS} gap="6">
              <Each of={kit.logos}>
                {(logo) => (
                  <Card.Root variant="outline" borderRadius="xl" overflow="hidden" data-testid="press-logo">
                    <Flex bg="bg.muted" p="6" justify="center" align="center" h="40">
                      <SafeImage src={logo.image} alt={logo.alt} width={480} height={240} objectFit="contain" h="full" />
                    </Flex>
                    <Card.Body gap="3" flexDirection="row" alignItems="center" justifyContent="space-between" flexWrap="wrap">
                      <Heading as="h3" size="md">
                        {logo.name}
                      </Heading>
                      <DownloadButton href={logo.original} label={pages.pressKitOriginal} of={logo.name} icon />
                    </Card.Body>
                  </Card.Root>
                )}
              </Each>
            </Grid>
          </KitSection>
        </If>

        <If when={kit.facts}>
          <KitSection id="press-facts" heading={pages.pressKitFactsHeading}>
            <Grid as="dl" templateColumns={{ base: '1fr', md: 'minmax(10rem, 1fr) 3fr' }} columnGap="8" rowGap={{ base: '1', md: '3' }}>
              <Each of={kit.facts}>
                {(f) => (
                  <>
                    <Box as="dt" fontWeight="semibold" color="gold.fg" pt={{ base: '3', md: '0' }}>
                      {f.label}
                    </Box>
                    <Box as="dd">{f.value}</Box>
                  </>
                )}
              </Each>
            </Grid>
          </KitSection>
        </If>

        <Box as="section" aria-labelledby="press-contact" borderTopWidth="1px" pt={{ base: '8', md: '10' }}>
          <Heading as="h2" id="press-contact" size="2xl" mb="3">
            {pages.pressKitContactHeading}
          </Heading>
          <Text color="fg.muted" mb="4" maxW="3xl">
            {pages.pressKitContactText}
          </Text>
          <HStack gap="6" wrap="wrap">
            <If when={kit.email}>
              <Link href={kit.emailHref} color="brand.fg" fontWeight="medium" minH="11" data-testid="press-email">
                <LuMail aria-hidden />
                {kit.email}
              </Link>
            </If>
            <Link href={kit.contact} color="brand.fg" fontWeight="medium" minH="11">
              {pages.pressKitContactLink}
            </Link>
          </HStack>
        </Box>
      </Stack>
    </Container>
  )
}
