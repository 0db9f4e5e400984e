import { Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { RevealSection } from '@/components/ui/reveal'
import { SectionHeading } from '@/components/ui/section-heading'
import { home } from '@/content/home'
import { FeaturedInSection, FundsSection, MediaHighlightsSection, ProjectsOverviewSection } from './card-sections'
import { HeroSection } from './hero-section'
import { BiographySection, ConnectSections, ImpactSection, QuoteSection, VentureSection } from './story-sections'
import { TimelineSection } from './timeline-section'

/**
 * The home page's thirteen sections, in order. The collaborations carousel
 * belongs to its own feature; the app passes it in.
 */
export function HomePage({ collaborations }: { collaborations: ReactNode }) {
  return (
    <>
      <HeroSection />
      <ProjectsOverviewSection />
      <FundsSection />
      <MediaHighlightsSection />
      <BiographySection />
      <ImpactSection />
      <QuoteSection />
      <VentureSection />
      <FeaturedInSection />
      <TimelineSection />
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
