import { Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { RevealSection } from '@/components/ui/reveal'
import { SectionHeading } from '@/components/ui/section-heading'
import { useHome } from '@/content/home'
import { useRequiredTemplateView } from '@/lib/template'
import type { HomeView } from '@/lib/views.gen'
import { FeaturedInSection, FundsSection, MediaHighlightsSection, ProjectsOverviewSection } from './card-sections'
import { HeroSection } from './hero-section'
import { BiographySection, ConnectSections, ImpactSection, QuoteSection, VentureSection } from './story-sections'
import { TimelineSection } from './timeline-section'

/**
 * The home page's sections, in order (one closing call to action: the
 * spec's separate Get In Touch button repeated Contact Directly), from the site document's
 * view (the server's template view while prerendering). The collaborations carousel
 * belongs to its own feature; the app passes it in.
 */
export function HomePage({ collaborations }: { collaborations: ReactNode }) {
  const view = useRequiredTemplateView<HomeView>('home')
  const home = useHome()
  return (
    <>
      <HeroSection hero={view.hero} />
      <ProjectsOverviewSection cards={view.cards} />
      <FundsSection funds={view.funds} />
      <MediaHighlightsSection highlights={view.highlights} />
      <BiographySection biography={view.biography} />
      <ImpactSection stats={view.stats} />
      <QuoteSection quote={view.quote} />
      <VentureSection paragraphs={view.venture} />
      <FeaturedInSection outlets={view.outlets} />
      <TimelineSection eras={view.eras} />
      <RevealSection id="collaborations" py={{ base: '16', md: '24' }} bg="bg.subtle" overflow="hidden">
        <Container maxW="7xl">
          <SectionHeading title={home.collaborations.heading} intro={home.collaborations.intro} />
        </Container>
        {collaborations}
      </RevealSection>
      <ConnectSections />
    </>
  )
}
