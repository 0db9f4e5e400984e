import { describe, expect, it } from 'vitest'
import { DRAFT_KIND_ITEM_PATHS } from '@/lib/api-types.gen'
import { ACTIVITY_KINDS, TRASH_KINDS } from '@/lib/catalogue.gen'
import '../tabs'
import { contentTagTypes, kindLabel, restoredTags, trashRestoredTags } from './kinds'

// Every kind registers itself where it injects its endpoints; the tab registry loads them all.
// A kind the API names but no module registers would be refreshed by nothing after a restore.
describe('the kinds of content', () => {
  it('has a label for every kind the activity log names', () => {
    for (const kind of ACTIVITY_KINDS) expect(kindLabel(kind), kind).not.toBe(kind)
  })

  it('refreshes the lists of every kind the trash holds when an item comes back', () => {
    for (const kind of TRASH_KINDS) expect(trashRestoredTags(kind), kind).not.toHaveLength(0)
  })

  it('refreshes the item and its lists of every kind with a history or a draft', () => {
    for (const kind of [...Object.keys(DRAFT_KIND_ITEM_PATHS), 'message']) expect(restoredTags(kind, 1), kind).not.toHaveLength(0)
  })

  it('lets a backup restore refresh every kind', () => {
    expect(contentTagTypes()).toEqual(expect.arrayContaining(['Project', 'ProjectLink', 'GalleryImage', 'Collaboration', 'MediaItem', 'Investment', 'SectionLayout', 'Message', 'Site']))
  })
})
