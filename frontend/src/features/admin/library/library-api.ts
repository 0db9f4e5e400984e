import { api } from '@/app/api'
import { contentTagTypes } from '../api/kinds'
import type { BackupSummary, FileUse, LibraryFile, RestoreResult } from '@/lib/api-types.gen'

export type { BackupSummary, FileUse, LibraryCopy, LibraryFile, RestoreResult } from '@/lib/api-types.gen'

/**
 * The tags a restore replaces besides each kind's (which the kinds register,
 * api/kinds.ts): the public site document, the admin's own lists and the
 * uploads. The session ('Auth') stays.
 */
const SHARED = ['Site', 'Trash', 'Activity', 'Revision', 'Draft', 'Schedule', 'Preview', 'Upload'] as const

/** Every tag of the content: a restore replaces all of it. */
const everything = () => [...contentTagTypes(), ...SHARED] as (typeof SHARED)[number][]

const archiveBody = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return body
}

const libraryBase = api.enhanceEndpoints({ addTagTypes: [...SHARED] })

/** The media library and the restore from the Account tab (issue 24). */
export const libraryApi = libraryBase.injectEndpoints({
  endpoints: (build) => ({
    uploads: build.query<LibraryFile[], void>({
      query: () => 'api/uploads',
      providesTags: ['Upload'],
    }),
    deleteUpload: build.mutation<void, string>({
      query: (name) => ({ url: `api/uploads/${encodeURIComponent(name)}`, method: 'DELETE' }),
      invalidatesTags: ['Upload', 'Activity'],
    }),
    inspectBackup: build.mutation<BackupSummary, File>({
      query: (file) => ({ url: 'api/backup/inspect', method: 'POST', body: archiveBody(file) }),
    }),
    restoreBackup: build.mutation<RestoreResult, File>({
      query: (file) => ({ url: 'api/backup/restore', method: 'POST', body: archiveBody(file) }),
      invalidatesTags: () => everything(),
    }),
  }),
})

export const { useUploadsQuery, useDeleteUploadMutation, useInspectBackupMutation, useRestoreBackupMutation } = libraryApi

/** The places of a refused delete's 409 body, when it has them. */
export function usesOf(error: unknown): FileUse[] {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined
  if (data && typeof data === 'object' && 'usedBy' in data && Array.isArray(data.usedBy)) return data.usedBy as FileUse[]
  return []
}
