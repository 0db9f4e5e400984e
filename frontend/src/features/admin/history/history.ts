/**
 * The fields a restore never changes: the store's own (id, times), a
 * link's or image's project, a project's links and gallery (they have
 * histories of their own), and the site's public address (configuration).
 */
export const KEPT_FIELDS: readonly string[] = ['id', 'createdAt', 'updatedAt', 'projectId', 'links', 'galleryImages', 'publicUrl']

/** What the kept fields are called in the panel's note (not the id, which never changes, nor the site's public address, which is configuration). */
const KEPT_LABELS: Record<string, string> = {
  createdAt: 'the date it was created',
  updatedAt: 'the date it was last saved',
  projectId: 'its project',
  links: 'its links',
  galleryImages: 'its gallery',
}

/** The names of the kept fields the item has, for the note that a restore does not bring them back. */
export function keptLabels(item: Record<string, unknown>): string[] {
  return Object.keys(KEPT_LABELS)
    .filter((key) => key in item)
    .map((key) => KEPT_LABELS[key])
}

/** The admin forms' names for the fields whose label is not their key in words. */
const LABELS: Record<string, string> = {
  imageUrl: 'Image URL',
  imageDescription: 'Image Description',
  imageDecorative: 'Decorative image',
  isActive: 'Active',
  url: 'URL',
  src: 'Image',
  alt: 'Alt text',
  logoUrl: 'Logo URL',
  thumbnailUrl: 'Thumbnail URL',
  columnsPerRow: 'Columns per row',
  seo: 'SEO',
  categoryCards: 'Cards',
  mediaHighlights: 'Highlights',
  impactStats: 'Figures',
  outlets: 'Featured In',
  outletLogos: 'Featured In logos',
}

/** A field's label: the form's own when it has one, else its key in words ('publishedAt' → 'Published at'). */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key]
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The labels of a revision's changed fields, without those a restore keeps. */
export function changedLabels(fields: readonly string[]): string[] {
  return fields.filter((f) => !KEPT_FIELDS.includes(f)).map(fieldLabel)
}

/** Who made a change, as the list says it ('' when the server recorded no one). */
export function actorText(actor: string): string {
  if (!actor) return ''
  return actor === 'system' ? 'the system' : actor
}

/** A field's value as text to compare: text as it is, yes/no, a list of words joined, anything else as indented JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ')
  return JSON.stringify(value, null, 2)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** One field a restore would change: its key and label, and its value now and in the revision. */
export interface FieldChange {
  key: string
  label: string
  current: unknown
  revision: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The fields whose value differs between the item now and the revision's
 * state, in the item's own order (then any only the revision has), limited
 * to `only` when given; the kept fields are left out. A field that is an
 * object on both sides (the site's hero, SEO…) is compared member by
 * member ('hero.eyebrow', labelled 'Hero: Eyebrow').
 */
export function fieldChanges(current: Record<string, unknown>, revision: Record<string, unknown>, only?: readonly string[]): FieldChange[] {
  const keys = [...new Set([...Object.keys(current), ...Object.keys(revision)])]
  return keys
    .filter((key) => !KEPT_FIELDS.includes(key) && (!only || only.includes(key)) && !same(current[key], revision[key]))
    .flatMap((key) => {
      const now = current[key]
      const then = revision[key]
      if (!isRecord(now) || !isRecord(then)) return [{ key, label: fieldLabel(key), current: now, revision: then }]
      return [...new Set([...Object.keys(now), ...Object.keys(then)])]
        .filter((sub) => !same(now[sub], then[sub]))
        .map((sub) => ({ key: `${key}.${sub}`, label: `${fieldLabel(key)}: ${fieldLabel(sub)}`, current: now[sub], revision: then[sub] }))
    })
}
