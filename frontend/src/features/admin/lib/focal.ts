/**
 * Focal points (issue 44): beside every image member of the content, two numbers from 0 (left, top) to 1 (right,
 * bottom) named after it (`imageUrl` → `imageFocalX`/`imageFocalY`, `src` → `focalX`/`focalY`). Every crop the
 * site makes of the image keeps that point in view; an image nobody placed is centred.
 */
export const FOCAL_CENTRE = 0.5

/** The focal pair of the image member whose pair is named `${P}X` and `${P}Y` (P: 'imageFocal', 'focal', …). */
export type Focal<P extends string> = { [K in `${P}X` | `${P}Y`]: number }

/** The pair `prefix`X/Y of `item`, centred where it has none (a new item, an item of before focal points). */
export function focalOf<P extends string>(prefix: P, item?: object | null): Focal<P> {
  const read = (k: string) => {
    const v = (item as Record<string, unknown> | undefined | null)?.[k]
    return typeof v === 'number' ? v : FOCAL_CENTRE
  }
  return { [`${prefix}X`]: read(`${prefix}X`), [`${prefix}Y`]: read(`${prefix}Y`) } as Focal<P>
}

/** A focal point bound to a form: two numbers 0–1 and the change of both. */
export interface BoundFocal {
  x: number
  y: number
  onChange: (x: number, y: number) => void
}

/** The pair `prefix`X/Y of a dialog's form values, bound for the focal point control. */
export function bindFocal<F extends object>(values: F, prefix: string, setValues: (update: (v: F) => F) => void): BoundFocal {
  const p = focalOf(prefix, values) as Record<string, number>
  return { x: p[`${prefix}X`], y: p[`${prefix}Y`], onChange: (x, y) => setValues((v) => ({ ...v, [`${prefix}X`]: x, [`${prefix}Y`]: y })) }
}

/** A centred point of an image: the pair of a new item. */
export const centred = <P extends string>(prefix: P): Focal<P> => focalOf(prefix)
