/** "media-press" → "Media Press": how a path segment without a label reads. */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/**
 * The alt text of an image: '' only for an image the owner marked
 * decorative, else its description, else the fallback (what the image is
 * of, e.g. the item's title). The Go views' imageAlt is its twin.
 */
export function imageAlt(description: string | null | undefined, fallback: string, decorative: boolean | null | undefined): string {
  if (decorative) return ''
  return present(description) ?? fallback
}

/** The value, or undefined for null and blank strings (optional API texts may be "" or null). */
export function present(value: string | null | undefined): string | undefined {
  const v = value?.trim()
  return v ? v : undefined
}
