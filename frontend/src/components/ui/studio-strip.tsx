import { Button, HStack } from '@chakra-ui/react'
import { Each, If, Unless } from '@/lib/template'
import type { GameStudioView } from '@/lib/views.gen'
import { LogoImage } from './logo-image'

/** A studio of a strip: the portfolio's StudioView and the Games page's GameStudioView both have these. */
export type StudioLink = Pick<GameStudioView, 'title' | 'logo' | 'logoImage' | 'logoSrcSet' | 'logoAvifSrcSet' | 'href'>

/** Logo box of the strip (px): inside the lg button's 44 px. */
const STUDIO_LOGO = { width: 100, height: 30 }

/**
 * The strip of the owner's game studios, each a link to its block (on the
 * portfolio's Games section): the logo image when set (alt text the name),
 * else the wordmark, else the name. Plain links, with or without script.
 */
export function StudioStrip({ studios }: { studios: StudioLink[] }) {
  return (
    <HStack as="nav" aria-label="Studios" gap="3" mb="8" wrap="wrap">
      <Each of={studios}>
        {(s) => (
          <Button asChild type={undefined} variant="outline" size="lg" fontFamily="heading" letterSpacing="widest" fontWeight="semibold">
            <a href={s.href} aria-label={s.title}>
              <If when={s.logoImage}>
                <LogoImage src={s.logoImage} srcSet={s.logoSrcSet} avifSrcSet={s.logoAvifSrcSet} alt={s.title} {...STUDIO_LOGO} px="1.5" py="0.5" mx="-2" />
              </If>
              <Unless when={s.logoImage}>
                <If when={s.logo}>{s.logo}</If>
                <Unless when={s.logo}>{s.title}</Unless>
              </Unless>
            </a>
          </Button>
        )}
      </Each>
    </HStack>
  )
}
