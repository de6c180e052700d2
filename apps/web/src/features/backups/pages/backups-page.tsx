import { BACKUP_LINK_MINUTES } from '@kheyr/contracts/backups'
import BackupOutlined from '@mui/icons-material/BackupOutlined'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#components/query-states.tsx'
import { PageLoadError } from '#components/page-load-error.tsx'
import { SectionCard } from '#components/section-card.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useBackups } from '../api/backups.ts'
import { scheduleTime } from '../components/backup-facts.ts'
import { BackupList } from '../components/backup-list.tsx'
import { LastBackup } from '../components/last-backup.tsx'

/**
 * The super-admin's view of backups: the last run and its result, the schedule and retention,
 * the kept files with a download each, and a backup on demand.
 */
export default function BackupsPage() {
  const { t } = useTranslation('backups')
  const { number, digits } = useFormat()
  const { overview, backUpNow, pending, finished, acknowledge } = useBackups()
  const data = overview.data

  // The run asked for here has finished: say how it went, once.
  useEffect(() => {
    if (!finished) return
    if (finished.status === 'succeeded') toast.success(t('succeeded'))
    else toast.error(t('failed'))
    acknowledge()
  }, [finished, acknowledge, t])

  const start = async () => {
    try {
      await backUpNow.mutateAsync()
      toast.info(t('queued'))
    } catch (error) {
      toast.error(messageOf(error, t('startFailed')))
    }
  }

  const time = data ? digits(scheduleTime(data.settings.schedule)) : ''
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Button
          variant="contained"
          startIcon={<BackupOutlined />}
          loading={pending}
          loadingPosition="start"
          onClick={() => void start()}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {pending ? t('backingUp') : t('backUpNow')}
        </Button>
      </Stack>
      {/* Read out when a backup starts and ends, without moving the focus. */}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
        {pending ? t('backingUp') : ''}
      </Typography>

      {overview.isPending && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
      {overview.isError && (
        <PageLoadError error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      {data && (
        <>
          {data.warning && (
            <Alert severity={data.warning === 'failed' ? 'error' : 'warning'}>
              {t(`warning.${data.warning}`, { hours: number(data.missing_after_hours) })}
            </Alert>
          )}
          <SectionCard
            title={t('last.title')}
            hint={t('settings', {
              time,
              daily: number(data.settings.keep_daily),
              weekly: number(data.settings.keep_weekly),
              offsite: data.settings.offsite ? t('settingsOffsiteOn') : t('settingsOffsiteOff'),
            })}
          >
            <LastBackup overview={data} />
          </SectionCard>
          <SectionCard
            title={t('kept')}
            hint={t('keptHint', { minutes: number(BACKUP_LINK_MINUTES) })}
          >
            {data.backups.length === 0 ? (
              <EmptyState
                icon={CloudOffOutlined}
                title={t('empty')}
                hint={t('emptyHint', { time })}
              />
            ) : (
              <BackupList runs={data.backups} offsite={data.settings.offsite} />
            )}
          </SectionCard>
        </>
      )}
    </Stack>
  )
}
