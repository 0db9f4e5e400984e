import { original } from '@reduxjs/toolkit'
import { listTags } from '@/app/api'
import type { GalleryImage, GalleryImageRequest, LinkRequest, Project, ProjectLink, ProjectRequest } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, REVISIONS, TRASH, type Update } from '../api/base'
import { registerKind } from '../api/kinds'

/**
 * The bodies the Portfolio tab's forms send (the insert shapes; PUT is
 * partial): the request types the server decodes (generated), with the
 * members each form always fills.
 */
export type ProjectInput = ProjectRequest & Required<Pick<ProjectRequest, 'title' | 'category' | 'priority'>>
export type LinkInput = Required<LinkRequest>
/** An image not marked decorative may leave the mark out (the bulk upload does). */
export type GalleryImageInput = Required<Omit<GalleryImageRequest, 'decorative'>> & Pick<GalleryImageRequest, 'decorative'>

const PROJECTS = { type: 'Project', id: 'LIST' } as const
const LINKS = { type: 'ProjectLink', id: 'LIST' } as const
const GALLERY = { type: 'GalleryImage', id: 'LIST' } as const
/** A project save that changes its page's address (slug or category) adds a redirect; a delete can change them too. */
export const REDIRECTS = { type: 'Redirect', id: 'LIST' } as const

// Links and gallery images are embedded in the projects list: what restores one refreshes it too.
registerKind('project', { label: 'Project', restored: (id) => [{ type: 'Project', id }, PROJECTS], trashed: [PROJECTS, LINKS, GALLERY] })
registerKind('link', { label: 'Link', restored: () => [LINKS, PROJECTS], trashed: [LINKS, PROJECTS] })
registerKind('gallery', { label: 'Gallery image', restored: () => [GALLERY, PROJECTS], trashed: [GALLERY, PROJECTS] })

/**
 * The Portfolio tab's projects, their links and their galleries. Every save
 * invalidates the tags the lists provide; links and gallery images are
 * embedded in the projects list, so their saves refresh it too.
 */
export const portfolioApi = adminBase.enhanceEndpoints({ addTagTypes: ['Project', 'ProjectLink', 'GalleryImage', 'Redirect'] }).injectEndpoints({
  endpoints: (build) => ({
    adminProjects: build.query<Project[], void>({
      query: () => 'api/portfolio/projects',
      providesTags: (result) => listTags('Project', result),
    }),
    createProject: build.mutation<Project, ProjectInput>({
      query: (body) => ({ url: 'api/portfolio/projects', method: 'POST', body }),
      invalidatesTags: [PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateProject: build.mutation<Project, Update<ProjectInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/projects/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Project', id }, REVISIONS, PROJECTS, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    /**
     * Exchanges the places of two projects of one group in one transaction; answers the projects moved (the pair,
     * then the rest of a renumbered group). The Portfolio tab shows a move before it is sent (useProjectMoves,
     * placeProjects) and puts the answer in the list (storeProjects); a failure refetches the list.
     */
    reorderProjects: build.mutation<Project[], [number, number]>({
      query: (ids) => ({ url: 'api/portfolio/projects/reorder', method: 'POST', body: { ids } }),
      invalidatesTags: (_r, error, [a, b]) => (error ? [{ type: 'Project', id: a }, { type: 'Project', id: b }, PROJECTS, ACTIVITY] : [ACTIVITY, REVISIONS]),
      onQueryStarted: onSessionExpired,
    }),
    deleteProject: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: [PROJECTS, LINKS, GALLERY, TRASH, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    projectLinks: build.query<ProjectLink[], number>({
      query: (projectId) => `api/portfolio/projects/${projectId}/links`,
      providesTags: (result) => listTags('ProjectLink', result),
    }),
    createLink: build.mutation<ProjectLink, { projectId: number; body: LinkInput }>({
      query: ({ projectId, body }) => ({ url: `api/portfolio/projects/${projectId}/links`, method: 'POST', body }),
      invalidatesTags: [LINKS, PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateLink: build.mutation<ProjectLink, Update<LinkInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/links/${id}`, method: 'PUT', body }),
      invalidatesTags: [LINKS, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    deleteLink: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/links/${id}`, method: 'DELETE' }),
      invalidatesTags: [LINKS, PROJECTS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    projectGallery: build.query<GalleryImage[], number>({
      query: (projectId) => `api/portfolio/projects/${projectId}/gallery`,
      providesTags: (result) => listTags('GalleryImage', result),
    }),
    /** One image, or several at once (all or nothing). */
    createGalleryImages: build.mutation<GalleryImage | GalleryImage[], { projectId: number; body: GalleryImageInput | GalleryImageInput[] }>({
      query: ({ projectId, body }) => ({ url: `api/portfolio/projects/${projectId}/gallery`, method: 'POST', body }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateGalleryImage: build.mutation<GalleryImage, Update<GalleryImageInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/gallery/${id}`, method: 'PUT', body }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    /** Exchanges the places of two images of one gallery in one transaction; answers the gallery in its new order. */
    reorderGallery: build.mutation<GalleryImage[], [number, number]>({
      query: (ids) => ({ url: 'api/portfolio/gallery/reorder', method: 'POST', body: { ids } }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    deleteGalleryImage: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/gallery/${id}`, method: 'DELETE' }),
      invalidatesTags: [GALLERY, PROJECTS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

/**
 * Sets priorities (by id) on the Portfolio tab's cached list, so its rows show a move before the server answers.
 * Only the changed projects are drafted (found in the list as it was, original()): a recipe that read every row
 * through its draft made 500 drafts for a move of two. Dispatch it; its result's undo() puts them back.
 */
export const placeProjects = (priorities: ReadonlyMap<number, number>) =>
  portfolioApi.util.updateQueryData('adminProjects', undefined, (list) => {
    ;(original(list) ?? list).forEach((p, i) => {
      const priority = priorities.get(p.id)
      if (priority !== undefined && p.priority !== priority) list[i]!.priority = priority
    })
  })

/** Puts the server's copies of some projects (a move's answer) into the cached list in place of theirs. */
export const storeProjects = (projects: readonly Project[]) =>
  portfolioApi.util.updateQueryData('adminProjects', undefined, (list) => {
    const stored = new Map(projects.map((p) => [p.id, p]))
    ;(original(list) ?? list).forEach((p, i) => {
      const next = stored.get(p.id)
      if (next) list[i] = next
    })
  })

/** The store's state as the Portfolio tab's endpoints read it. */
export type PortfolioState = Parameters<ReturnType<typeof portfolioApi.endpoints.adminProjects.select>>[0]

/** The Portfolio tab's cached list as it is now (a move reads it at the tap, not as last rendered). */
export const cachedProjects = (state: PortfolioState): readonly Project[] => portfolioApi.endpoints.adminProjects.select()(state).data ?? []

export const {
  useAdminProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useProjectLinksQuery,
  useCreateLinkMutation,
  useUpdateLinkMutation,
  useDeleteLinkMutation,
  useProjectGalleryQuery,
  useCreateGalleryImagesMutation,
  useUpdateGalleryImageMutation,
  useReorderGalleryMutation,
  useDeleteGalleryImageMutation,
} = portfolioApi
