import type { BackupRun } from '@kheyr/contracts/backups'
import { useTranslation } from 'react-i18next'
import { useFileSize } from '#components/media-picker/use-file-size.ts'
import { useFormat } from '#lib/format.ts'

/** A run's time, size, contents and off-site copy in the current language's words and digits. */
export function useBackupFacts() {
  const { t } = useTranslation('backups')
  const { date, number } = useFormat()
  const fileSize = useFileSize()
  return {
    time: (run: BackupRun) => date(run.finished_at ?? run.started_at, 'datetime'),
    size: (run: BackupRun) => (run.size === null ? '-' : fileSize(run.size)),
    contents: (run: BackupRun) =>
      run.summary
        ? t('contents', {
            rows: number(run.summary.rows),
            tables: number(run.summary.tables),
            media: number(run.summary.media_files),
          })
        : '-',
    /** With a bucket set up, a run not copied yet says nothing rather than "not set up". */
    offsite: (run: BackupRun, configured: boolean) =>
      run.offsite ? t(`offsite.${run.offsite}`) : configured ? '-' : t('offsite.off'),
    trigger: (run: BackupRun) => t(`triggers.${run.trigger}`),
  }
}

/** The schedule's hour as the server sends it (`03:00 Asia/Tehran`): the time alone. */
export const scheduleTime = (schedule: string) => /\d{1,2}:\d{2}/.exec(schedule)?.[0] ?? schedule
