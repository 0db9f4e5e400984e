import type { SectionLayout, SectionLayoutRequest } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import { contentEndpoints, defineContentKind } from '../api/content-kind'

/** The body the layout form sends (the insert shape; PUT is partial). */
export type SectionLayoutInput = Required<SectionLayoutRequest>

/** A deleted layout is gone at once: the trash does not hold layouts. */
export const LAYOUTS = defineContentKind({ kind: 'layout', label: 'Layout', tag: 'SectionLayout', path: 'api/portfolio/section-layouts', trash: false })

export const layoutsApi = adminBase.enhanceEndpoints({ addTagTypes: [LAYOUTS.tag] }).injectEndpoints({
  endpoints: (build) => {
    const e = contentEndpoints<SectionLayout, SectionLayoutInput>(LAYOUTS)(build)
    return { adminSectionLayouts: e.list, createSectionLayout: e.create, updateSectionLayout: e.update, deleteSectionLayout: e.remove }
  },
})

export const { useAdminSectionLayoutsQuery, useCreateSectionLayoutMutation, useUpdateSectionLayoutMutation, useDeleteSectionLayoutMutation } = layoutsApi
