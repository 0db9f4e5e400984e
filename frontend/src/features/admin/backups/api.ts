import type { BackupStatus } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'

export type { BackupStatus }

const BACKUPS = { type: 'Backups', id: 'LIST' } as const

/**
 * The scheduled backups (issue 41): GET /api/backups, and POST
 * /api/backups/run, which starts one in the background (202); the status
 * is read again a few seconds later, when it has likely ended.
 */
export const backupsApi = adminBase.enhanceEndpoints({ addTagTypes: ['Backups'] }).injectEndpoints({
  endpoints: (build) => ({
    backups: build.query<BackupStatus, void>({
      query: () => 'api/backups',
      providesTags: [BACKUPS],
    }),
    runBackup: build.mutation<void, void>({
      query: () => ({ url: 'api/backups/run', method: 'POST' }),
      invalidatesTags: [BACKUPS],
    }),
  }),
})

export const { useBackupsQuery, useRunBackupMutation } = backupsApi
