import type { Collaboration, CollaborationRequest } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import { contentEndpoints, defineContentKind } from '../api/content-kind'

/** The body the collaboration form sends (the insert shape; PUT is partial). */
export type CollaborationInput = Required<CollaborationRequest>

export const COLLABORATIONS = defineContentKind({ kind: 'collaboration', label: 'Collaboration', tag: 'Collaboration', path: 'api/notable-collaborations', trash: true })

export const collaborationsApi = adminBase.enhanceEndpoints({ addTagTypes: [COLLABORATIONS.tag] }).injectEndpoints({
  endpoints: (build) => {
    const e = contentEndpoints<Collaboration, CollaborationInput>(COLLABORATIONS)(build)
    return { adminCollaborations: e.list, createCollaboration: e.create, updateCollaboration: e.update, deleteCollaboration: e.remove }
  },
})

export const { useAdminCollaborationsQuery, useCreateCollaborationMutation, useUpdateCollaborationMutation, useDeleteCollaborationMutation } = collaborationsApi
