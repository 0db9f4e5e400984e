import type { ReactNode } from 'react'
import type { IconType } from 'react-icons'
import {
  FaBluesky,
  FaDiscord,
  FaFacebook,
  FaGithub,
  FaInstagram,
  FaLinkedin,
  FaMastodon,
  FaMedium,
  FaSpotify,
  FaThreads,
  FaTiktok,
  FaTwitch,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6'
import { LuGlobe } from 'react-icons/lu'
import type { SocialPlatformKey } from '@/lib/api-types.gen'
import { If, Unless } from '@/lib/template'

/** Each social platform's icon (SOCIAL_PLATFORMS of the site document); website and any other key is a globe. */
export const SOCIAL_ICONS: Record<SocialPlatformKey, IconType> = {
  linkedin: FaLinkedin,
  x: FaXTwitter,
  instagram: FaInstagram,
  youtube: FaYoutube,
  facebook: FaFacebook,
  tiktok: FaTiktok,
  github: FaGithub,
  twitch: FaTwitch,
  discord: FaDiscord,
  threads: FaThreads,
  bluesky: FaBluesky,
  mastodon: FaMastodon,
  medium: FaMedium,
  spotify: FaSpotify,
  website: LuGlobe,
}

const BRANDED = (Object.entries(SOCIAL_ICONS) as [SocialPlatformKey, IconType][]).filter(([key]) => key !== 'website')

/**
 * A platform's icon. The platform may be a server marker (the footer's
 * template): then every icon is a branch of its own, so the server keeps
 * the one that matches, and the globe when none does.
 */
export function PlatformIcon({ platform }: { platform: string }) {
  const other = BRANDED.reduceRight<ReactNode>(
    (inner, [key]) => (
      <Unless when={platform} eq={key}>
        {inner}
      </Unless>
    ),
    <LuGlobe />,
  )
  return (
    <>
      {BRANDED.map(([key, Icon]) => (
        <If key={key} when={platform} eq={key}>
          <Icon />
        </If>
      ))}
      {other}
    </>
  )
}
