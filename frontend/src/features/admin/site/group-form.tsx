import { Button, HStack, Stack } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import type { SiteGroupId } from '@/lib/api-types.gen'
import { useAdminSiteQuery } from './api'
import type { SiteGroup } from './site-form'
import type { SiteForm } from './use-site-form'
import { DRAFT_MESSAGES } from '../drafts/messages'
import { SAVING } from '../messages'
import { noticeSpaceRef } from '@/components/ui/toaster'
import { BiographyGroup } from './biography-group'
import { CardsGroup } from './cards-group'
import { FiguresGroup } from './figures-group'
import { FundsGroup } from './funds-group'
import { HeroGroup } from './hero-group'
import { HighlightsGroup } from './highlights-group'
import { OutletsGroup } from './outlets-group'
import { ProfileGroup } from './profile-group'
import { SeoGroup } from './seo-group'
import { TimelineGroup } from './timeline-group'
import { CallToActionGroup, FooterGroup, HomeTextsGroup, NavGroup, PageTextsGroup, SectionTextsGroup } from './texts-group'
import { StudiosGroup } from './studios-group'
import { PressKitGroup } from './press-kit-group'
import { HistorySection } from '../history/history-section'

/** Each group's fields, by group id (SITE_GROUPS, declared on the server: a group added there fails here until it has its fields). */
const FIELDS: Record<SiteGroupId, ComponentType<{ form: SiteForm }>> = {
  profile: ProfileGroup,
  seo: SeoGroup,
  hero: HeroGroup,
  cards: CardsGroup,
  funds: FundsGroup,
  highlights: HighlightsGroup,
  figures: FiguresGroup,
  timeline: TimelineGroup,
  outlets: OutletsGroup,
  biography: BiographyGroup,
  homeTexts: HomeTextsGroup,
  callToAction: CallToActionGroup,
  pages: PageTextsGroup,
  footer: FooterGroup,
  nav: NavGroup,
  sections: SectionTextsGroup,
  gameStudios: StudiosGroup,
  pressKit: PressKitGroup,
}

/**
 * One group's form: its fields, then Discard (when edited), Save draft
 * (into the site document's one draft) and its own Save, which send only
 * the group's keys, in a bar stuck to the bottom of the screen while the
 * group is in sight. A save that fails on a field
 * moves the focus to the first field with a message. Below it, the
 * group's History: the document's versions compared on this group's keys; a
 * restore brings back this group only and drops its edits.
 */
export function GroupForm({ group, form, hasDraft = false }: { group: SiteGroup; form: SiteForm; hasDraft?: boolean }) {
  const Fields = FIELDS[group.id]
  const ref = useRef<HTMLFormElement>(null)
  const [failures, setFailures] = useState(0)
  const saving = form.isSaving(group)
  const dirty = form.isDirty(group)
  // The stored document (the edits not saved are not part of its history).
  const { data: saved } = useAdminSiteQuery()

  useEffect(() => {
    if (failures) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failures])

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    // With a site draft the fields show it: sending keeps the draft, and Publish above makes it public.
    if (!(await (hasDraft ? form.saveDraft(group) : form.save(group)))) setFailures((n) => n + 1)
  }
  const onSaveDraft = async () => {
    if (!(await form.saveDraft(group))) setFailures((n) => n + 1)
  }

  return (
    <Stack gap="4">
      <Stack asChild gap="6">
        <form ref={ref} onSubmit={onSubmit} noValidate aria-label={group.label}>
          {Fields && <Fields form={form} />}
          {/* Stuck to the bottom of the screen while the group is in sight (above a notice, if one shows): its Save is never a scroll away. */}
          <HStack
            ref={noticeSpaceRef}
            justify="flex-end"
            gap="3"
            flexWrap="wrap"
            borderTopWidth="1px"
            py="3"
            position="sticky"
            bottom="var(--notice-space, 0px)"
            zIndex="docked"
            bg="bg.subtle"
            mx={{ base: '-4', md: '-5' }}
            px={{ base: '4', md: '5' }}
            data-testid="group-save-bar"
          >
            {dirty && (
              <Button variant="outline" onClick={() => form.discard(group)} disabled={saving}>
                Discard Changes
              </Button>
            )}
            {!hasDraft && (
              <Button variant="outline" colorPalette="brand" onClick={onSaveDraft} disabled={saving}>
                {DRAFT_MESSAGES.saveDraft}
              </Button>
            )}
            <Button type="submit" colorPalette="brand" disabled={saving}>
              {saving ? SAVING : hasDraft ? DRAFT_MESSAGES.saveDraft : `Save ${group.label}`}
            </Button>
          </HStack>
        </form>
      </Stack>
      {saved && <HistorySection kind="site" id={1} current={saved} group={group} onRestored={() => form.discard(group)} />}
    </Stack>
  )
}
