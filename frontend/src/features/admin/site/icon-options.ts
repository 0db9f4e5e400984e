import { ERA_PALETTES, SITE_ICONS } from '@/lib/api-types.gen'
import type { SelectOption } from '../components/fields'

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** The icons a figure or an era may show. */
export const ICON_OPTIONS: readonly SelectOption[] = SITE_ICONS.map((value) => ({ value, label: titleCase(value) }))
/** An era's accent palettes. */
export const PALETTE_OPTIONS: readonly SelectOption[] = ERA_PALETTES.map((value) => ({ value, label: titleCase(value) }))
