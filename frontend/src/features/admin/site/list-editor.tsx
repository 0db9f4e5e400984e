import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu'
import { moveItem } from './site-form'
import type { SiteForm } from './use-site-form'

interface ListEditorProps<T> {
  form: SiteForm
  /** The list's path in the document (`categoryCards`, `timeline[1].milestones`). */
  path: string
  /** What one item is called: 'Add Card', and 'Card 3' for an item without a name yet. */
  noun: string
  /** The item's own name for its heading and buttons ('Move Games up'). */
  name: (item: T) => string
  create: () => T
  max: number
  /** The item's fields; `at` is the item's path. */
  children: (at: string, item: T, index: number) => ReactNode
}

type Focus = { key: number; target: 'up' | 'down' | 'field' } | 'add' | null

/**
 * Keys that follow the items through add, remove and move, so a moved item
 * keeps its inputs (and focus); when the list changes from outside (a
 * discard, a save's answer) with a new length, they start afresh.
 */
function useItemKeys(length: number) {
  const [state, setState] = useState(() => ({ keys: Array.from({ length }, (_, i) => i), next: length }))
  if (state.keys.length !== length) {
    const fresh = { keys: Array.from({ length }, (_, i) => state.next + i), next: state.next + length }
    setState(fresh)
    return { keys: fresh.keys, next: fresh.next, setState }
  }
  return { ...state, setState }
}

/** An editable list: each item in its own labelled group with Move up, Move down and Remove; Add at the end. */
export function ListEditor<T>({ form, path, noun, name, create, max, children }: ListEditorProps<T>) {
  const items = form.get<T[]>(path) ?? []
  const { keys, next, setState } = useItemKeys(items.length)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const [focus, setFocus] = useState<Focus>(null)

  // After the items moved in the DOM, so the focus lands on the new place.
  useLayoutEffect(() => {
    if (!focus || !box.current) return
    const q = (sel: string) => box.current?.querySelector<HTMLElement>(sel)
    if (focus === 'add') q(`[data-add]`)?.focus()
    else if (focus.target === 'field') q(['input:not([type=file])', 'textarea', 'select'].map((f) => `[data-item="${focus.key}"] ${f}`).join(', '))?.focus()
    else {
      const other = focus.target === 'up' ? 'down' : 'up'
      ;(q(`[data-item="${focus.key}"] [data-move="${focus.target}"]:not(:disabled)`) ?? q(`[data-item="${focus.key}"] [data-move="${other}"]`))?.focus()
    }
    setFocus(null)
  }, [focus])

  const change = (nextItems: T[], nextKeys: number[], nextFocus: Focus, counter = next) => {
    setState({ keys: nextKeys, next: counter })
    form.set(path, nextItems)
    setFocus(nextFocus)
  }
  const move = (from: number, to: number, target: 'up' | 'down') => change(moveItem(items, from, to), moveItem(keys, from, to), { key: keys[from]!, target })
  const remove = (i: number) => change(items.filter((_, j) => j !== i), keys.filter((_, j) => j !== i), 'add')
  const add = () => change([...items, create()], [...keys, next], { key: next, target: 'field' }, next + 1)

  return (
    <Stack gap="4" ref={box}>
      {items.map((item, i) => {
        const label = name(item).trim() || `${noun} ${i + 1}`
        const key = keys[i]!
        return (
          <Stack key={key} data-item={key} role="group" aria-labelledby={`${id}-${key}`} gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
            <HStack justify="space-between" gap="2">
              <Text id={`${id}-${key}`} fontWeight="semibold" truncate>
                {label}
              </Text>
              <HStack gap="1" flexShrink={0}>
                <IconButton size="sm" variant="ghost" data-move="up" aria-label={`Move ${label} up`} disabled={i === 0} onClick={() => move(i, i - 1, 'up')}>
                  <LuArrowUp />
                </IconButton>
                <IconButton size="sm" variant="ghost" data-move="down" aria-label={`Move ${label} down`} disabled={i === items.length - 1} onClick={() => move(i, i + 1, 'down')}>
                  <LuArrowDown />
                </IconButton>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${label}`} onClick={() => remove(i)}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </HStack>
            {children(`${path}[${i}]`, item, i)}
          </Stack>
        )
      })}
      <Button variant="outline" alignSelf="flex-start" data-add onClick={add} disabled={items.length >= max}>
        <LuPlus aria-hidden /> Add {noun}
      </Button>
    </Stack>
  )
}
