/** "media-press" → "Media Press": how a path segment without a label reads. */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/** The value, or undefined for null and blank strings (optional API texts may be "" or null). */
export function present(value: string | null | undefined): string | undefined {
  const v = value?.trim()
  return v ? v : undefined
}
