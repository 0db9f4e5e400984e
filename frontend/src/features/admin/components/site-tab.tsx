import { Accordion, Badge, Box, Heading, HStack, Span, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { ListMessage } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/http-error'
import type { SiteInfo } from '@/lib/api-types.gen'
import { useAdminSiteQuery } from '../api'
import { SITE_GROUPS } from '../lib/site-form'
import { useSiteForm } from '../lib/use-site-form'
import { SITE_MESSAGES } from '../messages'
import { LoadingList } from './list-parts'
import { GroupForm } from './site/group-form'

/** The Site tab: the site document (profile, SEO, home and About content), one form per group. */
export function SiteTab() {
  const { data, isLoading, error } = useAdminSiteQuery()
  if (isLoading) return <LoadingList />
  if (!data) return <ListMessage tone="error">{`Error loading site: ${errorMessage(error)}`}</ListMessage>
  return <SiteEditor saved={data} />
}

/**
 * The groups as an accordion, one open at a time. The edits live here, not
 * in the groups, so closing a group keeps them; a group with edits not saved
 * says so, and leaving the page asks first.
 */
function SiteEditor({ saved }: { saved: SiteInfo }) {
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
        Profile, search defaults, and the content of the Home and About pages. Each group saves on its own.
      </Text>
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
                <GroupForm group={group} form={form} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  )
}
