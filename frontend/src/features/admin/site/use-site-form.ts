import { useCallback, useMemo, useState } from 'react'
import type { SiteInfo } from '@/lib/api-types.gen'
import { useSaveDraftMutation } from '../drafts/api'
import { useUpdateSiteMutation, type SitePatch } from './api'
import { DRAFT_MESSAGES } from '../drafts/messages'
import { SITE_MESSAGES } from './messages'
import { withNotice } from '../lib/notices'
import { getIn, groupBody, isGroupDirty, rootKey, setIn, withoutErrorsUnder, type SiteGroup, type SiteKey } from './site-form'
import { validateSite } from './site-validation'
import { serverFieldErrors, type FieldErrors } from '../lib/validation'
import { FOCAL_CENTRE } from '../lib/focal'
import type { BoundFocal } from '../components/focal-point-field'

/** A focal coordinate of the document: centred when it has none. */
const focalNumber = (v: unknown) => (typeof v === 'number' ? v : FOCAL_CENTRE)

/** A text field's value, change handler and message, to spread into a field component. */
export interface BoundPath {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** What the Site tab's group forms read and write, by JSON path (`timeline[0].milestones[1].text`). */
export interface SiteForm {
  /** The document as edited: the stored one with the edits over it. */
  site: SiteInfo
  get: <T>(path: string) => T
  set: (path: string, value: unknown) => void
  text: (path: string) => BoundPath
  /** A switch's state at path (a boolean of the document). */
  flag: (path: string) => { checked: boolean; onChange: (checked: boolean) => void }
  /** The focal point whose members are prefix + X and prefix + Y ("biography.imageFocal"). */
  focal: (prefix: string) => BoundFocal
  error: (path: string) => string | undefined
  isDirty: (group: SiteGroup) => boolean
  isSaving: (group: SiteGroup) => boolean
  /** Checks and sends the group's keys; resolves to whether it was stored. */
  save: (group: SiteGroup) => Promise<boolean>
  /** The same, into the site document's draft (nothing public changes). */
  saveDraft: (group: SiteGroup) => Promise<boolean>
  discard: (group: SiteGroup) => void
}

const dropErrors = (errors: FieldErrors, keys: readonly string[]) => keys.reduce(withoutErrorsUnder, errors)

/**
 * The Site tab's state: the edits of every group over the stored document
 * (so they survive switching groups), the field messages, and which groups
 * are saving. A successful save drops the edits it sent; an edit made while
 * the save ran is kept (it is a new value, not the one sent).
 */
export function useSiteForm(saved: SiteInfo): SiteForm {
  // `saved` is the document the groups start from: the site's draft when it has one, else the published document.
  const [draft, setDraft] = useState<SitePatch>({})
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState<Record<string, boolean>>({})
  const [update] = useUpdateSiteMutation()
  const [saveSiteDraft] = useSaveDraftMutation()
  const site = useMemo<SiteInfo>(() => ({ ...saved, ...draft }), [saved, draft])

  const set = useCallback(
    (path: string, value: unknown) => {
      const key = rootKey(path) as SiteKey
      setDraft((d) => ({ ...d, [key]: setIn({ ...saved, ...d }, path, value)[key] }))
      // A list or object replaced whole (add, remove, move) shifts the paths below it.
      setErrors((e) => (value !== null && typeof value === 'object' ? withoutErrorsUnder(e, path) : withoutExact(e, path)))
    },
    [saved],
  )

  const send = async (group: SiteGroup, asDraft: boolean) => {
    const body = groupBody(site, group)
    const sent: SitePatch = Object.fromEntries(group.keys.filter((k) => k in draft).map((k) => [k, draft[k]]))
    const invalid = validateSite(body)
    setErrors((e) => ({ ...dropErrors(e, group.keys), ...invalid }))
    if (Object.keys(invalid).length) return false
    setSaving((s) => ({ ...s, [group.id]: true }))
    const result = asDraft
      ? await withNotice(() => saveSiteDraft({ ref: { kind: 'site', id: 1 }, body }).unwrap(), DRAFT_MESSAGES.saved, DRAFT_MESSAGES.saveFailed)
      : await withNotice(() => update(body).unwrap(), SITE_MESSAGES.updated, SITE_MESSAGES.updateFailed)
    setSaving((s) => ({ ...s, [group.id]: false }))
    if (!result.ok) {
      setErrors((e) => ({ ...e, ...serverFieldErrors(result.error) }))
      return false
    }
    setDraft((d) => Object.fromEntries(Object.entries(d).filter(([k, v]) => !(k in sent) || sent[k as SiteKey] !== v)))
    return true
  }

  return {
    site,
    get: <T,>(path: string) => getIn(site, path) as T,
    set,
    text: (path) => ({ value: String(getIn(site, path) ?? ''), onChange: (v: string) => set(path, v), error: errors[path] }),
    flag: (path) => ({ checked: getIn(site, path) === true, onChange: (v: boolean) => set(path, v) }),
    focal: (prefix) => ({
      x: focalNumber(getIn(site, `${prefix}X`)),
      y: focalNumber(getIn(site, `${prefix}Y`)),
      onChange: (x: number, y: number) => {
        set(`${prefix}X`, x)
        set(`${prefix}Y`, y)
      },
    }),
    error: (path) => errors[path],
    isDirty: (group) => isGroupDirty(draft, saved, group),
    isSaving: (group) => !!saving[group.id],
    save: (group) => send(group, false),
    saveDraft: (group) => send(group, true),
    discard: (group) => {
      setDraft((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !group.keys.includes(k as SiteKey))))
      setErrors((e) => dropErrors(e, group.keys))
    },
  }
}

function withoutExact(errors: FieldErrors, path: string): FieldErrors {
  if (!(path in errors)) return errors
  const { [path]: _cleared, ...rest } = errors
  return rest
}
