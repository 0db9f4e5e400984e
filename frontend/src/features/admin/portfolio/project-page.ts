import { PROJECT_CATEGORIES } from '@/lib/catalogue'
import { ROUTES } from '@/lib/routes'
import type { Project } from '@/lib/api-types.gen'
import { known } from '../components/view-site'

/** A project's (or a layout's) public page: its category's page (the list page for an unknown category). */
export const projectPage = (p: Pick<Project, 'category'>) => (known(PROJECT_CATEGORIES, p.category) ? `${ROUTES.portfolio.path}/${p.category}` : ROUTES.portfolio.path)
