import { Box, IconButton, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { LuLayoutGrid, LuX } from 'react-icons/lu'
import { useRole } from '../auth/role'
import { TAB_GROUPS, tabsFor } from '../tabs'
import { ADMIN_BAR_HEIGHT, MAIN_ID, NAV_LIST_ID, SHELL_MESSAGES, SIDE_NAV_WIDTH } from './shell-layout'

/** Phones and tablets (below lg): the current tab alone in the bar, every group in a panel on demand. */
const COMPACT = '@media (max-width: 63.98em)'

/**
 * The admin's navigation: every tab, group by group (TAB_GROUPS), in one
 * tablist (each tab has its own address; the harness and screen readers
 * find them as tabs; a tab is described by its group's name).
 *
 * - From lg up, a column on the left under the bar, always open.
 * - Below, the bar shows the current tab only, beside a menu button; the
 *   button (or a tap on the current tab) opens every group as a panel under
 *   the bar, two columns wide, and choosing a tab, Escape or a tap outside
 *   closes it. The navigation never takes more than the bar's height of the
 *   first screen.
 *
 * The compact rules are inside a media query: jsdom (the unit tests)
 * applies no media query, so there every tab is in sight.
 */
export function AdminNav({ value }: { value: string }) {
  const tabs = tabsFor(useRole())
  const [open, setOpen] = useState(false)
  // Choosing a tab (a navigation) closes the panel.
  const [openFor, setOpenFor] = useState(value)
  // A tab chosen in the open panel: the count of such choices, for the effect that moves focus on.
  const [chosen, setChosen] = useState(0)
  if (openFor !== value) {
    setOpenFor(value)
    if (open) setChosen((n) => n + 1)
    setOpen(false)
  }
  const labelId = useId()
  // Opened: the keyboard lands on the current tab, where the arrow keys move through every group.
  useEffect(() => {
    if (open) document.querySelector<HTMLElement>(`#${NAV_LIST_ID} [aria-selected=true]`)?.focus()
  }, [open])
  // Chosen in the panel (a phone): the panel is gone, and focus goes on to the content, as after a page
  // load, where a screen reader reads the new section and the next tap starts. Left on the tab, the first
  // tap on the content took focus from it, and the tabs' machine re-rendered every tab synchronously in
  // that tap (50 to 150 ms on a phone's CPU, before a Move Down among 500 projects could answer).
  useEffect(() => {
    if (chosen) document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }, [chosen])
  const compact = () => window.matchMedia?.(COMPACT.replace('@media ', '')).matches ?? false
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    e.stopPropagation()
    setOpen(false)
    document.getElementById(`${NAV_LIST_ID}-toggle`)?.focus()
  }
  return (
    <Box display="flex" alignItems="center" gap="1" minW="0" flex={{ base: '1', lg: '0' }} onKeyDown={onKeyDown}>
      {open && <Box position="fixed" inset="0" top={ADMIN_BAR_HEIGHT} bg="blackAlpha.400" hideFrom="lg" onClick={() => setOpen(false)} data-testid="nav-backdrop" />}
      <Tabs.List
        aria-label={SHELL_MESSAGES.nav}
        data-open={open || undefined}
        border="0"
        gap="1"
        flexDirection="column"
        css={{
          '& [data-part=trigger]': { justifyContent: 'flex-start', w: 'full', whiteSpace: 'nowrap' },
          // The current tab stands out in both themes (the subtle variant's tint is faint on the dark page).
          '& [data-part=trigger][aria-selected=true]': { bg: 'bg.muted', color: 'fg', fontWeight: 'semibold' },
          [COMPACT]: {
            '&:not([data-open])': { flexDirection: 'row', minW: '0' },
            '&:not([data-open]) [data-group-label], &:not([data-open]) [data-part=trigger]:not([aria-selected=true])': { display: 'none' },
            '&:not([data-open]) [data-group]': { display: 'contents' },
            '&:not([data-open]) [data-part=trigger]': { fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis' },
            '&[data-open]': {
              position: 'fixed',
              top: ADMIN_BAR_HEIGHT,
              insetX: '0',
              maxH: `calc(100dvh - ${ADMIN_BAR_HEIGHT})`,
              overflowY: 'auto',
              bg: 'bg.panel',
              borderBottomWidth: '1px',
              boxShadow: 'lg',
              p: '4',
              gap: '4',
            },
            '&[data-open] [data-group]': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1' },
            '&[data-open] [data-group-label]': { gridColumn: '1 / -1' },
          },
          '@media (min-width: 64em)': {
            position: 'fixed',
            top: ADMIN_BAR_HEIGHT,
            left: '0',
            bottom: '0',
            w: SIDE_NAV_WIDTH,
            overflowY: 'auto',
            borderRightWidth: '1px',
            bg: 'bg.subtle',
            px: '3',
            py: '4',
            gap: '5',
            '& [data-part=trigger][aria-selected=true]': { boxShadow: 'inset 3px 0 0 {colors.brand.solid}' },
          },
        }}
      >
        {TAB_GROUPS.map((g) => (
          <Box key={g.id} data-group={g.id} display="flex" flexDirection="column" gap="0.5">
            <Text id={`${labelId}-${g.id}`} data-group-label="" aria-hidden="true" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" px="3" py="1">
              {g.label}
            </Text>
            {tabs.filter((t) => t.group === g.id).map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                aria-describedby={`${labelId}-${g.id}`}
                onClick={() => {
                  if (t.value === value && compact()) setOpen((o) => !o)
                }}
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Box>
        ))}
      </Tabs.List>
      <IconButton
        id={`${NAV_LIST_ID}-toggle`}
        hideFrom="lg"
        variant="ghost"
        aria-label={SHELL_MESSAGES.allSections}
        aria-expanded={open}
        aria-controls={NAV_LIST_ID}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <LuX aria-hidden /> : <LuLayoutGrid aria-hidden />}
      </IconButton>
    </Box>
  )
}
