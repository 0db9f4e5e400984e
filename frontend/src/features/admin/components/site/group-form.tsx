import { Button, HStack, Stack } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { useAdminSiteQuery } from '../../api'
import type { SiteGroup } from '../../lib/site-form'
import type { SiteForm } from '../../lib/use-site-form'
import { DRAFT_MESSAGES, SAVING } from '../../messages'
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
import { HistorySection } from '../history/history-section'

/** Each group's fields, by group id (lib/site-form.ts SITE_GROUPS). */
const FIELDS: Record<string, ComponentType<{ form: SiteForm }>> = {
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
}

/**
 * One group's form: its fields, then Discard (when edited), Save draft
 * (into the site document's one draft) and its own Save, which send only
 * the group's keys. A save that fails on a field
 * moves the focus to the first field with a message. Below it, the
 * group's History: the document's versions compared on this group's keys; a
 * restore brings back the whole document and drops this group's edits.
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
          <HStack justify="flex-end" gap="3" flexWrap="wrap" borderTopWidth="1px" pt="4">
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
      {saved && <HistorySection kind="site" id={1} current={saved} only={group.keys} onRestored={() => form.discard(group)} />}
    </Stack>
  )
}
