/** The scheduled backups' texts (issue 41): the Dashboard's and the Account tab's backup status. */
export const SCHEDULED_BACKUP_MESSAGES = {
  title: 'Scheduled backups',
  off: 'Scheduled backups are off (backup.every is 0): only the backups you download or run by hand exist.',
  lastBackup: 'Last backup',
  nextBackup: 'Next backup',
  lastVerification: 'Last verification',
  target: 'Kept at',
  encrypted: 'encrypted',
  never: 'None yet',
  verifyNever: 'Not verified yet',
  verifiedOk: 'Restored and checked',
  verifiedFailed: 'Failed',
  failed: 'The last backup failed',
  stale: 'No backup has succeeded for two intervals. Check where backups go and the server log.',
  runNow: 'Back up now',
  started: 'Backup started: it appears here when it ends.',
  startFailed: 'The backup could not be started.',
} as const
