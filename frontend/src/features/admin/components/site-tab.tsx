import { Accordion, Badge, Box, Heading, HStack, Span, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { ListMessage } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/http-error'
import type { SiteInfo } from '@/lib/api-types.gen'
import { useAdminSiteQuery, useDraftQuery, useDraftsQuery, type DraftRef } from '../api'
import { listsDraft } from '../lib/use-draft'
import { SITE_GROUPS } from '../lib/site-form'
import { useSiteForm } from '../lib/use-site-form'
import { SITE_MESSAGES } from '../messages'
import { LoadingList } from './list-parts'
import { GroupForm } from './site/group-form'
import { SiteDraftBar } from './drafts/site-draft-bar'

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
 * says so, and leaving the page asks first.
 */
function SiteEditor({ saved, hasDraft }: { saved: SiteInfo; hasDraft: boolean }) {
  const form = useSiteForm(saved)
  const [open, setOpen] = useState<string[]>([])
  const anyDirty = SITE_GROUPS.some(form.isDirty)

  useEffect(() => {
    if (!anyDirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [anyDirty])

  return (
    <Box>
      <Heading as="h2" size="xl" mb="1">
        Site
      </Heading>
      <Text color="fg.muted" mb="4">
        Profile, search defaults, the content of the Home and About pages, and every heading, button and footer text of the public site. Each group saves on its own.
      </Text>
      <SiteDraftBar hasDraft={hasDraft} />
      <Accordion.Root collapsible lazyMount unmountOnExit variant="enclosed" value={open} onValueChange={(e) => setOpen(e.value)}>
        {SITE_GROUPS.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Heading as="h3" size="md">
              <Accordion.ItemTrigger cursor="pointer">
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
            <Accordion.ItemContent>
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
