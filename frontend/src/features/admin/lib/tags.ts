/** Adds a tag: only if it is not blank once trimmed and not already in the list. */
export function addTag(tags: readonly string[], input: string): readonly string[] {
  const tag = input.trim()
  if (!tag || tags.includes(tag)) return tags
  return [...tags, tag]
}

export function removeTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.filter((t) => t !== tag)
}

/** The tags as a save sends them: null when there are none. */
export function tagsForSave(tags: readonly string[]): string[] | null {
  return tags.length ? [...tags] : null
}
