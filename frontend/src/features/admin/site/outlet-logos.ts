/**
 * The Featured In outlets' logos as the Site tab edits them: the document
 * keeps `outlets` (the names, the spec's contract) and beside it
 * `outletLogos`, one entry per outlet that has a logo, keyed by name. The
 * group's form shows one logo field per outlet; these keep the entries in
 * step with the names.
 */
import type { OutletLogo } from '@/lib/api-types.gen'
import { focalOf } from '../lib/focal'

/** The logo of the outlet named `name`, '' for none. */
export function outletLogo(logos: readonly OutletLogo[], name: string): string {
  return logos.find((l) => l.name === name)?.logoUrl ?? ''
}

/** The logos with `name`'s set to `url` (added, replaced, or removed when `url` is empty). */
export function withOutletLogo(logos: readonly OutletLogo[], name: string, url: string): OutletLogo[] {
  const i = logos.findIndex((l) => l.name === name)
  if (!url) return logos.filter((_, j) => j !== i)
  if (i < 0) return [...logos, { name, logoUrl: url, ...focalOf('logoFocal') }]
  return logos.map((l, j) => (j === i ? { ...l, name, logoUrl: url } : l))
}

/** The logos after an outlet was renamed from `from` to `to`: its logo follows the name. */
export function renameOutletLogo(logos: readonly OutletLogo[], from: string, to: string): OutletLogo[] {
  return logos.map((l) => (l.name === from ? { ...l, name: to } : l))
}

/** What is sent: only the logos of outlets the list still names (a removed outlet's logo goes with it), each once. */
export function outletLogosToSend(outlets: readonly string[], logos: readonly OutletLogo[]): OutletLogo[] {
  const seen = new Set<string>()
  return logos.filter((l) => {
    const keep = l.logoUrl.trim() !== '' && outlets.includes(l.name) && !seen.has(l.name)
    seen.add(l.name)
    return keep
  })
}
