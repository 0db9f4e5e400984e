import { Field, Input, InputGroup } from '@chakra-ui/react'
import { useDeferredValue, useState } from 'react'
import { LuSearch } from 'react-icons/lu'

/** The filter box's label, and what a list says when nothing matches it. */
export const FILTER_LABEL = 'Filter by title'
export const noMatches = (query: string) => `No items match "${query}".`

/** The items whose title contains the query (trimmed, any case); all of them for an empty query. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): readonly T[] {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return items
  return items.filter((i) => (i.title ?? '').toLocaleLowerCase().includes(q))
}

/**
 * A list's title filter: what the box shows (updated at every key) and the
 * query the list is filtered by, deferred so that with hundreds of rows the
 * typing stays quick and the list follows when React has time.
 */
export function useTitleFilter() {
  const [text, setText] = useState('')
  const query = useDeferredValue(text).trim()
  return { text, setText, query }
}

/** The 'Filter by title' box above a list. */
export function TitleFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root maxW={{ base: 'full', sm: 'xs' }} mb="4">
      <Field.Label textStyle="sm">{FILTER_LABEL}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
      </InputGroup>
    </Field.Root>
  )
}
