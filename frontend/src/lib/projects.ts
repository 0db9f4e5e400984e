/**
 * The public projects list (GET /api/portfolio/projects), read by the
 * Portfolio page and the Games page; shared here because features do not
 * import each other.
 */
import { api, listTags } from '@/app/api'
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
