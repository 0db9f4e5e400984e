/**
 * The product's catalogues (spec section 3): project categories and their
 * admin subcategory options, the admin subcategory order table, investment,
 * media and link types. The tables are generated from domain/catalogue.go
 * (catalogue.gen.ts), so a label changed there shows in the admin, the
 * public pages and the API alike; screens look labels up here.
 */
import { EXTRA_SUBCATEGORY_LABELS, PROJECT_CATEGORIES, SUBCATEGORY_ORDER, UNKNOWN_SUBCATEGORY_SORT } from './catalogue.gen'

export {
  ADMIN_SUBCATEGORY_OPTIONS,
  INVESTMENT_CATEGORIES,
  LINK_TYPES,
  MEDIA_CATEGORIES,
  MEDIA_LINK_TYPES,
  PROJECT_CATEGORIES,
  SUBCATEGORY_ORDER,
  UNKNOWN_SUBCATEGORY_SORT,
} from './catalogue.gen'

export type Option = { key: string; label: string }

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]['key']

export function categoryLabel(key: string): string {
  return PROJECT_CATEGORIES.find((c) => c.key === key)?.label ?? key
}

/** A subcategory's label: the order table's, else the other known ones'; an unknown key shows as itself. */
export function subcategoryLabel(key: string): string {
  return SUBCATEGORY_ORDER.find((s) => s.key === key)?.label ?? EXTRA_SUBCATEGORY_LABELS[key] ?? key
}

export function subcategorySort(key: string | null | undefined): number {
  return SUBCATEGORY_ORDER.find((s) => s.key === key)?.sort ?? UNKNOWN_SUBCATEGORY_SORT
}

/** Replaces {name} in a label with the owner's name. */
export function withName(label: string, name: string): string {
  return label.replaceAll('{name}', name)
}
