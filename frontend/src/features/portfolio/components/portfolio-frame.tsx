import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { If } from '@/lib/template'
import { PortfolioCta } from './portfolio-cta'

interface PortfolioFrameProps {
  /** The page's h1. */
  title: string
  /** The introduction under it (a marker tests on the server). */
  intro: string
  introTestId?: string
  /** A category page's band is lower than the portfolio's, which also holds the search. */
  compact?: boolean
  /** What the band holds under the introduction (the portfolio's search). */
  hero?: ReactNode
  /** The side index, beside the content on wide screens, above it on phones. */
  index: ReactNode
  children: ReactNode
}

/**
 * The frame of the portfolio's pages (/portfolio and each category's): the
 * dark band with the h1 and its introduction, the side index beside the
 * sections, and the closing call to action.
 */
export function PortfolioFrame({ title, intro, introTestId, compact, hero, index, children }: PortfolioFrameProps) {
  return (
    <>
      <Box bgColor="brand.900" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.950" color="white" py={compact ? { base: '12', md: '16' } : { base: '14', md: '20' }} mt="4" className="dark">
        <Container maxW="7xl">
          <Heading as="h1" textStyle="pageTitle" color="white">
            {title}
          </Heading>
          <If when={intro}>
            <Text mt="4" maxW="2xl" textStyle="lead" color="whiteAlpha.800" data-testid={introTestId}>
              {intro}
            </Text>
          </If>
          {hero}
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '6', md: '12' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} alignItems="start">
          {index}
          {children}
        </Grid>
      </Container>
      <PortfolioCta />
    </>
  )
}
