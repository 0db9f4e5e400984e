import { Link } from '@chakra-ui/react'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LuExternalLink } from 'react-icons/lu'
import { ROUTES } from '@/lib/routes'

/** Whether `key` is one of a catalogue's (the dialogs' public pages fall back to the list page otherwise). */
export const known = (list: readonly { key: string }[], key?: string | null) => !!key && list.some((c) => c.key === key)

interface ViewSite {
  /** Where 'View site' leads now: the edited item's page, else the tab's. */
  href: string
  /** Whether a dialog is editing an item (and href is that item's page). */
  editing: boolean
}

const ViewSiteContext = createContext<ViewSite>({ href: ROUTES.home.path, editing: false })
/** Separate from the href, so the dialogs that name their page do not re-render when it changes. */
const SetEditedContext = createContext<(page: string | null) => void>(() => {})

/**
 * Holds what 'View site' opens for the dashboard: the current tab's public
 * page (the tab registry's, else the home page) until a dialog names its item's.
 */
export function ViewSiteProvider({ page, children }: { page: string | undefined; children: ReactNode }) {
  const [edited, setEdited] = useState<string | null>(null)
  const href = edited ?? page ?? ROUTES.home.path
  const value = useMemo(() => ({ href, editing: edited !== null }), [href, edited])
  return (
    <SetEditedContext.Provider value={setEdited}>
      <ViewSiteContext.Provider value={value}>{children}</ViewSiteContext.Provider>
    </SetEditedContext.Provider>
  )
}

/** Called by an edit dialog with its item's public page while it is open (null otherwise). */
export function useEditedPage(page: string | null) {
  const setEdited = useContext(SetEditedContext)
  useEffect(() => {
    if (page === null) return
    setEdited(page)
    return () => setEdited(null)
  }, [page, setEdited])
}

/**
 * 'View site': the public page of what is being edited, in a new tab. The
 * header shows it always; a form dialog (modal, so the header is out of
 * reach) shows its own while it edits an item (`whileEditing`).
 */
export function ViewSiteLink({ whileEditing = false }: { whileEditing?: boolean }) {
  const { href, editing } = useContext(ViewSiteContext)
  if (whileEditing && !editing) return null
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="underline" colorPalette="brand" fontWeight="medium" minH={{ base: '11', md: 'auto' }} whiteSpace="nowrap">
      <LuExternalLink aria-hidden /> View site
    </Link>
  )
}
