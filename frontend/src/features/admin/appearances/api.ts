import type { Appearance, AppearanceRequest } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import { contentEndpoints, defineContentKind } from '../api/content-kind'

/** The body the appearance form sends (the insert shape; PUT is partial). */
export type AppearanceInput = Required<AppearanceRequest>

export const APPEARANCES = defineContentKind({ kind: 'appearance', label: 'Appearance', tag: 'Appearance', path: 'api/appearances', trash: true })

export const appearancesApi = adminBase.enhanceEndpoints({ addTagTypes: [APPEARANCES.tag] }).injectEndpoints({
  endpoints: (build) => {
    const e = contentEndpoints<Appearance, AppearanceInput>(APPEARANCES)(build)
    return { adminAppearances: e.list, createAppearance: e.create, updateAppearance: e.update, deleteAppearance: e.remove }
  },
})

export const { useAdminAppearancesQuery, useCreateAppearanceMutation, useUpdateAppearanceMutation, useDeleteAppearanceMutation } = appearancesApi
