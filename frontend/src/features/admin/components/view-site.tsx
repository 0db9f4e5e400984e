import { Link } from '@chakra-ui/react'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LuExternalLink } from 'react-icons/lu'
import { INVESTMENT_CATEGORIES, MEDIA_CATEGORIES, PROJECT_CATEGORIES } from '@/lib/catalogue'
import { ROUTES } from '@/lib/routes'
import type { Investment, MediaItem, Project } from '@/lib/api-types.gen'

/** The public page each list tab edits; any other tab (dashboard, account, …) shows the home page. */
const TAB_PAGES: Record<string, string> = {
  portfolio: ROUTES.portfolio.path,
  collaborations: `${ROUTES.home.path}#collaborations`,
  media: ROUTES.mediaPress.path,
  investments: ROUTES.investments.path,
  layouts: ROUTES.portfolio.path,
}

export const tabPage = (tab: string) => TAB_PAGES[tab] ?? ROUTES.home.path

const known = (list: readonly { key: string }[], key?: string | null) => !!key && list.some((c) => c.key === key)

/** The public pages of the items the dialogs edit: the section or category that shows them (the list page for an unknown category). */
export const projectPage = (p: Pick<Project, 'category'>) => (known(PROJECT_CATEGORIES, p.category) ? `${ROUTES.portfolio.path}/${p.category}` : ROUTES.portfolio.path)
export const collaborationPage = () => TAB_PAGES.collaborations
export const mediaPage = (m: Pick<MediaItem, 'category'>) => (known(MEDIA_CATEGORIES, m.category) ? `${ROUTES.mediaPress.path}?category=${m.category}` : ROUTES.mediaPress.path)
export const investmentPage = (i: Pick<Investment, 'category'>) => (known(INVESTMENT_CATEGORIES, i.category) ? `${ROUTES.investments.path}#${i.category}` : ROUTES.investments.path)

interface ViewSite {
  /** Where 'View site' leads now: the edited item's page, else the tab's. */
  href: string
  /** Whether a dialog is editing an item (and href is that item's page). */
  editing: boolean
}

const ViewSiteContext = createContext<ViewSite>({ href: ROUTES.home.path, editing: false })
/** Separate from the href, so the dialogs that name their page do not re-render when it changes. */
const SetEditedContext = createContext<(page: string | null) => void>(() => {})

/** Holds what 'View site' opens for the dashboard: the current tab's page until a dialog names its item's. */
export function ViewSiteProvider({ tab, children }: { tab: string; children: ReactNode }) {
  const [edited, setEdited] = useState<string | null>(null)
  const href = edited ?? tabPage(tab)
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
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="underline" colorPalette="brand" fontWeight="medium">
      <LuExternalLink aria-hidden /> View site
    </Link>
  )
}
