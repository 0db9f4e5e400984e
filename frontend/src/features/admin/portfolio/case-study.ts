import { CASE_STUDY_LIMITS } from '@/lib/limits.gen'
import { listItem, tooLong, tooMany } from '@/lib/messages.gen'

/** A project's case-study fields as its dialog edits them: the lists as text, one item a line. */
export interface CaseStudyForm {
  year: string
  studio: string
  platform: string
  story: string
  outcomes: string
  credits: string
}

/** The lines of a list field: trimmed, blank ones dropped (the server does the same). */
export function listLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** A list as a save sends it: null when it has no item. */
export function listForSave(text: string): string[] | null {
  const lines = listLines(text)
  return lines.length ? lines : null
}

/** A stored list as the field's text. */
export function listText(items: readonly string[] | null | undefined): string {
  return (items ?? []).join('\n')
}

/** Characters as the server counts them (code points), so "2019–2022" has the room it has there. */
const chars = (s: string) => [...s].length

/** At most max characters. */
export const maxChars =
  (max: number) =>
  (value: string): string | undefined =>
    chars(value.trim()) > max ? tooLong(max) : undefined

/** A list of at most maxItems lines of at most maxItem characters, in the server's words. */
export const listRule =
  (maxItems: number, maxItem: number) =>
  (text: string): string | undefined => {
    const lines = listLines(text)
    if (lines.length > maxItems) return tooMany(maxItems)
    const long = lines.findIndex((line) => chars(line) > maxItem)
    return long >= 0 ? listItem(long, tooLong(maxItem)) : undefined
  }

/** The checks of the case-study fields, before the form sends. */
export const CASE_STUDY_RULES = {
  year: maxChars(CASE_STUDY_LIMITS.year),
  studio: maxChars(CASE_STUDY_LIMITS.shortText),
  platform: maxChars(CASE_STUDY_LIMITS.shortText),
  outcomes: listRule(CASE_STUDY_LIMITS.outcomes, CASE_STUDY_LIMITS.outcome),
  credits: listRule(CASE_STUDY_LIMITS.credits, CASE_STUDY_LIMITS.credit),
} as const
