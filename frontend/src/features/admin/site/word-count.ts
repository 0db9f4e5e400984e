/**
 * The words of a text as the server counts them (domain.WordCount): runs of
 * letters, digits, apostrophes and hyphens ("editor-in-chief" and "don't"
 * are one word each).
 */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{Nd}'\u2019-]+/gu)?.length ?? 0
}
