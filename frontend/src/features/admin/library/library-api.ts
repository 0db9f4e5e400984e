import { api } from '@/app/api'

/** One place that uses an uploaded file (GET /api/uploads, and a refused delete's 409). */
export interface FileUse {
  /** project, link, gallery, collaboration, media, investment, site; draft:KIND for a draft, trash:KIND for a deleted item. */
  kind: string
  id: number
  title: string
  /** The field holding the URL, as a path of the item ("imageUrl", "hero.image"). */
  field: string
}

/** GET /api/uploads: one uploaded original. */
export interface LibraryFile {
  url: string
  name: string
  size: number
  contentType: string
  createdAt: string
  thumbnailUrl: string
  /** Its variants and share copy, deleted with it. */
  copies: number
  usedBy: FileUse[]
}

/** POST /api/backup/inspect: what an archive holds. */
export interface BackupSummary {
  format: number
  app: string
  created: string
  tables: { name: string; rows: number }[]
  rows: number
  files: number
  fileBytes: number
}

/** POST /api/backup/restore: what was restored, and old files that could not be removed. */
export interface RestoreResult extends BackupSummary {
  stale: string[]
}

/** Every tag of the content: a restore replaces all of it (the session, 'Auth', stays). */
const EVERYTHING = [
  'Project',
  'GalleryImage',
  'ProjectLink',
  'Collaboration',
  'MediaItem',
  'Investment',
  'SectionLayout',
  'Site',
  'Message',
  'Trash',
  'Activity',
  'Revision',
  'Draft',
  'Schedule',
  'Preview',
  'Upload',
] as const

const archiveBody = (file: File) => {
  const body = new FormData()
  body.append('file', file)
  return body
}

const libraryBase = api.enhanceEndpoints({ addTagTypes: [...EVERYTHING] })

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
      invalidatesTags: [...EVERYTHING],
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
