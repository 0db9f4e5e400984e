import { Accordion, Badge, Box, Heading, HStack, Span, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ListMessage } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/http-error'
import type { SiteInfo } from '@/lib/api-types.gen'
import { useAdminSiteQuery } from './api'
import { useDraftQuery, useDraftsQuery, type DraftRef } from '../drafts/api'
import { listsDraft } from '../drafts/use-draft'
import { SITE_GROUPS } from './site-form'
import { useSiteForm } from './use-site-form'
import { useUnsaved } from '../lib/unsaved'
import { SITE_MESSAGES } from './messages'
import { LoadingList } from '../components/list-parts'
import { GroupForm } from './group-form'
import { SiteDraftBar } from '../drafts/site-draft-bar'

const SITE_REF: DraftRef = { kind: 'site', id: 1 }

/**
 * The Site tab: the site document (profile, SEO, home and About content), one form per group.
 * With a draft of the document the groups edit the draft (the bar above them says so).
 */
export function SiteTab() {
  const { data, isLoading, error } = useAdminSiteQuery()
  const drafts = useDraftsQuery()
  const hasDraft = listsDraft(drafts.data, SITE_REF)
  const draft = useDraftQuery(SITE_REF, { skip: !hasDraft })
  if (isLoading || drafts.isLoading || (hasDraft && draft.isLoading)) return <LoadingList />
  if (!data) return <ListMessage tone="error">{`Error loading site: ${errorMessage(error)}`}</ListMessage>
  const base = hasDraft && draft.data ? ({ ...data, ...draft.data } as SiteInfo) : data
  return <SiteEditor saved={base} hasDraft={hasDraft} />
}

/**
 * The groups as an accordion, one open at a time. The edits live here, not
 * in the groups, so closing a group keeps them; a group with edits not saved
 * says so, and leaving the tab or the page asks first.
 */
function SiteEditor({ saved, hasDraft }: { saved: SiteInfo; hasDraft: boolean }) {
  const form = useSiteForm(saved)
  const [open, setOpen] = useState<string[]>([])
  const anyDirty = SITE_GROUPS.some(form.isDirty)

  // Leaving the tab (or the page) with edits not saved asks first; yes drops them.
  useUnsaved(anyDirty, () => SITE_GROUPS.forEach(form.discard))

  return (
    <Box>
      <Heading as="h2" size="xl" mb="1">
        Site
      </Heading>
      <Text color="fg.muted" mb="4">
        Profile, search defaults, the content of the Home and About pages, and every heading, button and footer text of the public site. Each group saves on its own.
      </Text>
      <SiteDraftBar hasDraft={hasDraft} />
      {/* Clipped, not hidden: an overflow that scrolls would hold each group's Save bar (sticky) inside it instead of the screen. */}
      <Accordion.Root collapsible lazyMount unmountOnExit variant="enclosed" value={open} onValueChange={(e) => setOpen(e.value)} overflow="clip">
        {SITE_GROUPS.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Heading as="h3" size="md">
              <Accordion.ItemTrigger cursor="pointer" minH="11">
                <HStack flex="1" gap="3" flexWrap="wrap">
                  <Span>{group.label}</Span>
                  {form.isDirty(group) && (
                    <Badge colorPalette="orange" variant="subtle">
                      {SITE_MESSAGES.unsaved}
                    </Badge>
                  )}
                </HStack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent overflow="clip">
              <Accordion.ItemBody>
                <GroupForm group={group} form={form} hasDraft={hasDraft} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  )
}
