import { ERA_PALETTES, SITE_ICONS, SOCIAL_PLATFORMS } from '@/lib/api-types.gen'
import { SITE_TEXT_RULES } from '@/lib/limits.gen'
import { tooLong, VALIDATION } from '@/lib/messages.gen'
import { EMAIL_SHAPE, HEX_COLOUR } from '@/lib/patterns.gen'
import type { SitePatch } from './api'
import { isImageRef, isLinkRef, type FieldErrors } from '../lib/validation'

// The client-side mirror of the server's checks of PUT /api/site (the server
// is the authority): required texts, lengths, URLs, colours and the
// milestone markup. Keys are the server's JSON paths; which texts are
// required, every limit and every message are the server's own
// (generated: limits.gen.ts SITE_TEXT_RULES, messages.gen.ts).

/** The server's rule of the text field at path (list indexes as "[]"). */
const ruleOf = (path: string) => SITE_TEXT_RULES[path.replace(/\[\d+\]/g, '[]')]

/** `<` before a letter, '/', '!' or '?': the start of a tag, comment or declaration. */
const HTML = /<[a-zA-Z/!?]/
const MARKUP_LINK = /\[[^\]]+\]\(([^)\s]+)\)/g

/** The server counts characters (code points), so the mirror does too. */
const chars = (value: string) => Array.from(value).length

/** A press kit file: a path of this site (the media library's /uploads/…) or an https URL (domain.IsPressAssetRef). */
export function isPressAsset(value: string): boolean {
  return isImageRef(value) && (value.startsWith('/') || /^https:\/\//i.test(value))
}

/** A social link may also be an anchor or an e-mail link. */
export function isSocialUrl(value: string): boolean {
  return isLinkRef(value) || /^#\S*$/.test(value) || /^mailto:\S+$/i.test(value)
}

class Checks {
  errors: FieldErrors = {}

  add(path: string, message: string | undefined) {
    if (message && !(path in this.errors)) this.errors[path] = message
  }

  text(path: string, value: string) {
    const rule = ruleOf(path)
    if (!rule) return
    this.add(path, rule.required && !value.trim() ? VALIDATION.required : chars(value) > rule.max ? tooLong(rule.max) : undefined)
  }

  image(path: string, value: string) {
    this.text(path, value)
    this.add(path, value && !isImageRef(value) ? VALIDATION.invalidImage : undefined)
  }

  link(path: string, value: string) {
    this.text(path, value)
    this.add(path, value && !isLinkRef(value) ? VALIDATION.invalidUrl : undefined)
  }

  /** A choice of a select: its placeholder ("") is no choice. */
  oneOf(path: string, value: string, allowed: readonly string[]) {
    this.add(path, allowed.includes(value) ? undefined : VALIDATION.required)
  }

  color(path: string, value: string) {
    this.add(path, HEX_COLOUR.test(value) ? undefined : VALIDATION.invalidColor)
  }

  markup(path: string, value: string) {
    this.text(path, value)
    this.add(path, HTML.test(value) ? VALIDATION.markupHtml : undefined)
    const hrefs = [...value.matchAll(MARKUP_LINK)].map((m) => m[1] ?? '')
    this.add(path, hrefs.some((href) => !isLinkRef(href)) ? VALIDATION.invalidUrl : undefined)
  }

  paragraphs(path: string, list: readonly string[]) {
    list.forEach((p, i) => this.text(`${path}[${i}]`, p))
  }
}

const PLATFORM_KEYS = SOCIAL_PLATFORMS.map((p) => p.key)

/** A studio's key: lowercase words of letters and digits joined by single hyphens (the server's rule). */
const STUDIO_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The text groups of the document (each member a text with its rule in SITE_TEXT_RULES). */
const TEXT_GROUPS = ['homeTexts', 'callToAction', 'pages', 'nav', 'sections'] as const

/** The messages for a (trimmed) PUT body: only the keys it holds are checked. */
export function validateSite(body: SitePatch): FieldErrors {
  const c = new Checks()
  if (body.name !== undefined) c.text('name', body.name)
  if (body.tagline !== undefined) c.text('tagline', body.tagline)
  if (body.email !== undefined) c.text('email', body.email)
  if (body.email) c.add('email', EMAIL_SHAPE.test(body.email) ? undefined : VALIDATION.invalidEmail)
  if (body.location !== undefined) c.text('location', body.location)
  body.socials?.forEach((s, i) => {
    c.oneOf(`socials[${i}].platform`, s.platform, PLATFORM_KEYS)
    c.text(`socials[${i}].label`, s.label)
    c.text(`socials[${i}].url`, s.url)
    c.add(`socials[${i}].url`, isSocialUrl(s.url) ? undefined : VALIDATION.invalidUrl)
  })
  if (body.seo) {
    c.text('seo.description', body.seo.description)
    body.seo.keywords.forEach((k, i) => c.text(`seo.keywords[${i}]`, k))
    c.image('seo.shareImage', body.seo.shareImage)
  }
  if (body.hero) {
    c.text('hero.eyebrow', body.hero.eyebrow)
    c.text('hero.headline', body.hero.headline)
    c.text('hero.intro', body.hero.intro)
    c.image('hero.image', body.hero.image)
  }
  body.categoryCards?.forEach((card, i) => {
    const at = `categoryCards[${i}]`
    c.text(`${at}.title`, card.title)
    c.text(`${at}.subtitle`, card.subtitle)
    c.link(`${at}.link`, card.link)
    c.image(`${at}.imageUrl`, card.imageUrl)
    c.text(`${at}.imageDescription`, card.imageDescription)
  })
  body.funds?.forEach((fund, i) => {
    const at = `funds[${i}]`
    c.text(`${at}.name`, fund.name)
    c.text(`${at}.focus`, fund.focus)
    c.text(`${at}.description`, fund.description)
    c.link(`${at}.link`, fund.link)
    c.image(`${at}.imageUrl`, fund.imageUrl)
    c.text(`${at}.imageDescription`, fund.imageDescription)
  })
  body.mediaHighlights?.forEach((h, i) => {
    c.text(`mediaHighlights[${i}].title`, h.title)
    c.text(`mediaHighlights[${i}].description`, h.description)
    c.image(`mediaHighlights[${i}].image`, h.image)
    c.link(`mediaHighlights[${i}].link`, h.link)
  })
  body.impactStats?.forEach((s, i) => {
    c.text(`impactStats[${i}].number`, s.number)
    c.text(`impactStats[${i}].label`, s.label)
    c.text(`impactStats[${i}].detail`, s.detail)
    c.oneOf(`impactStats[${i}].icon`, s.icon, SITE_ICONS)
  })
  body.timeline?.forEach((era, i) => {
    const at = `timeline[${i}]`
    c.text(`${at}.era`, era.era)
    c.oneOf(`${at}.icon`, era.icon, SITE_ICONS)
    c.oneOf(`${at}.colors.palette`, era.colors.palette, ERA_PALETTES)
    c.color(`${at}.colors.from`, era.colors.from)
    c.color(`${at}.colors.to`, era.colors.to)
    c.text(`${at}.summary`, era.summary)
    era.milestones.forEach((m, j) => {
      c.text(`${at}.milestones[${j}].year`, m.year)
      c.markup(`${at}.milestones[${j}].text`, m.text)
    })
  })
  body.outlets?.forEach((o, i) => c.text(`outlets[${i}]`, o))
  body.outletLogos?.forEach((l, i) => c.image(`outletLogos[${i}].logoUrl`, l.logoUrl))
  for (const group of TEXT_GROUPS) {
    const texts = body[group]
    if (texts) Object.entries(texts).forEach(([key, value]) => c.text(`${group}.${key}`, value))
  }
  const studioKeys = new Set<string>()
  body.gameStudios?.forEach((s, i) => {
    const at = `gameStudios[${i}]`
    c.text(`${at}.key`, s.key)
    c.add(`${at}.key`, s.key && !STUDIO_KEY.test(s.key) ? VALIDATION.studioKey : studioKeys.has(s.key) ? VALIDATION.studioDuplicate : undefined)
    studioKeys.add(s.key)
    c.text(`${at}.name`, s.name)
    c.text(`${at}.logo`, s.logo)
    c.image(`${at}.logoUrl`, s.logoUrl)
    c.text(`${at}.period`, s.period)
  })
  if (body.pressKit) {
    const k = body.pressKit
    for (const b of ['short', 'medium', 'long'] as const) c.text(`pressKit.bios.${b}`, k.bios[b])
    const asset = (path: string, value: string) => {
      c.text(path, value)
      c.add(path, value && !isPressAsset(value) ? VALIDATION.pressKitSrc : undefined)
    }
    k.headshots.forEach((h, i) => {
      const at = `pressKit.headshots[${i}]`
      asset(`${at}.src`, h.src)
      c.text(`${at}.alt`, h.alt)
      c.text(`${at}.credit`, h.credit)
      c.text(`${at}.license`, h.license)
    })
    k.logos.forEach((l, i) => {
      asset(`pressKit.logos[${i}].src`, l.src)
      c.text(`pressKit.logos[${i}].alt`, l.alt)
      c.text(`pressKit.logos[${i}].name`, l.name)
    })
    k.facts.forEach((f, i) => {
      c.text(`pressKit.facts[${i}].label`, f.label)
      c.text(`pressKit.facts[${i}].value`, f.value)
    })
  }
  if (body.footer) {
    c.text('footer.quickLinksHeading', body.footer.quickLinksHeading)
    c.text('footer.industriesHeading', body.footer.industriesHeading)
    c.text('footer.connectHeading', body.footer.connectHeading)
    c.text('footer.copyright', body.footer.copyright)
    body.footer.industries.forEach((industry, i) => c.text(`footer.industries[${i}]`, industry))
  }
  if (body.biography) {
    c.paragraphs('biography.paragraphs', body.biography.paragraphs)
    c.image('biography.image', body.biography.image)
    c.text('biography.imageDescription', body.biography.imageDescription)
  }
  if (body.quote !== undefined) c.text('quote', body.quote)
  if (body.venture) c.paragraphs('venture.paragraphs', body.venture.paragraphs)
  return c.errors
}
