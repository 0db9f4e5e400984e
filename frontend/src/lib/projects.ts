/**
 * The public projects list (GET /api/portfolio/projects), read by the
 * Portfolio page and the Games page; shared here because features do not
 * import each other.
 */
import { api, listTags } from '@/app/api'
import type { AppStore } from '@/app/store'
import { onlyActive } from '@/lib/visibility'
import type { Project } from '@/lib/types'

export interface ProjectsQuery {
  category?: string
  subcategory?: string
}

/** The message of a failed projects list request (its status and body stay on the error). */
export const PROJECTS_FETCH_ERROR = 'Failed to fetch portfolio projects'

const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], ProjectsQuery | void>({
      query: (params) => ({ url: 'api/portfolio/projects', params: params ?? undefined }),
      transformErrorResponse: (error) => ({ ...error, message: PROJECTS_FETCH_ERROR }),
      transformResponse: (items: Project[]) => onlyActive(items),
      providesTags: (result) => listTags('Project', result),
    }),
  }),
})

export const { useGetProjectsQuery } = projectsApi

/**
 * Puts the project lists the server embedded in the page in the store before
 * the first render, so the hydrating render shows what the server's HTML
 * shows (key: api/portfolio/projects?category=…).
 */
export function preloadProjects(store: AppStore, lists: Map<string, unknown>) {
  const entries = [...lists].map(([key, body]) => {
    const params = new URLSearchParams(key.split('?')[1] ?? '')
    const arg: ProjectsQuery = {}
    const category = params.get('category')
    const subcategory = params.get('subcategory')
    if (category) arg.category = category
    if (subcategory) arg.subcategory = subcategory
    return { endpointName: 'getProjects' as const, arg, value: onlyActive(body as Project[]) }
  })
  if (entries.length) store.dispatch(projectsApi.util.upsertQueryEntries(entries))
}
