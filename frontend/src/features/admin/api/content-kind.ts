import type { EndpointBuilder, TagDescription } from '@reduxjs/toolkit/query'
import { listTags, type baseQuery } from '@/app/api'
import type { ActivityKind } from '@/lib/api-types.gen'
import { entityMessages, type EntityMessages } from '../messages'
import { ACTIVITY, onSessionExpired, REVISIONS, TRASH, type Update } from './base'
import { registerKind } from './kinds'

/** A simple kind of content: one collection the admin lists, creates in, updates and deletes from. */
export interface ContentKindSpec<Tag extends string> {
  /** The kind as the API names it (trash, history, drafts, activity). */
  kind: ActivityKind
  /** What the admin calls one item: its notices and questions say it ('Investment created successfully'). */
  label: string
  /** The RTK tag type of its items and list. */
  tag: Tag
  /** The collection's path, without the leading slash ('api/investments'). */
  path: string
  /** Whether a delete moves the item to the trash. */
  trash: boolean
}

/** A registered simple kind: its spec and its screens' notices. */
export interface ContentKind<Tag extends string> extends ContentKindSpec<Tag> {
  messages: EntityMessages
}

/**
 * Declares a simple kind of content once: the shared screens learn its
 * label and tags (kinds.ts), and its tab and dialog take its notices.
 */
export function defineContentKind<Tag extends string>(spec: ContentKindSpec<Tag>): ContentKind<Tag> {
  const list = { type: spec.tag, id: 'LIST' } as const
  registerKind(spec.kind, {
    label: spec.label,
    restored: (id) => [{ type: spec.tag, id }, list],
    trashed: spec.trash ? [list] : undefined,
  })
  return { ...spec, messages: entityMessages(spec.label) }
}

/**
 * A simple kind's four endpoints. The list is requested with the session
 * cookie, so it holds switched-off items too; every save invalidates the
 * list (which the dashboard's counts read), the log, and for an update the
 * item and the history.
 */
export const contentEndpoints =
  <Item extends { id: number }, Input>({ tag, path, trash }: ContentKindSpec<string>) =>
  <Tags extends string>(build: EndpointBuilder<typeof baseQuery, Tags, 'api'>) => {
    const tags = (...t: unknown[]) => t as TagDescription<Tags>[]
    const list = { type: tag, id: 'LIST' } as const
    return {
      list: build.query<Item[], void>({
        query: () => path,
        providesTags: (result) => tags(...listTags(tag, result)),
      }),
      create: build.mutation<Item, Input>({
        query: (body) => ({ url: path, method: 'POST', body }),
        invalidatesTags: tags(list, ACTIVITY),
        onQueryStarted: onSessionExpired,
      }),
      update: build.mutation<Item, Update<Input>>({
        query: ({ id, body }) => ({ url: `${path}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_r, _e, { id }) => tags({ type: tag, id }, REVISIONS, list, ACTIVITY),
        onQueryStarted: onSessionExpired,
      }),
      remove: build.mutation<void, number>({
        query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
        invalidatesTags: trash ? tags(list, TRASH, ACTIVITY) : tags(list, ACTIVITY),
        onQueryStarted: onSessionExpired,
      }),
    }
  }
