import type { BackupsOverview } from '@kheyr/contracts/backups'
import { Alert, Box, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { useBackupFacts } from './backup-facts.ts'
import { BackupStatusChip } from './backup-status.tsx'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  )
}

/**
 * The newest run: when, how big, its result (and the error of a failed one), how it was taken and
 * whether its off-site copy went; after a failure, when the last good backup was.
 */
export function LastBackup({ overview }: { overview: BackupsOverview }) {
  const { t } = useTranslation('backups')
  const { date } = useFormat()
  const facts = useBackupFacts()
  const run = overview.last_run
  if (!run) return <Typography color="text.secondary">{t('last.none')}</Typography>
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          m: 0,
        }}
      >
        <Fact label={t('last.time')}>{facts.time(run)}</Fact>
        <Fact label={t('last.result')}>
          <BackupStatusChip status={run.status} />
        </Fact>
        <Fact label={t('last.size')}>{facts.size(run)}</Fact>
        <Fact label={t('last.trigger')}>{facts.trigger(run)}</Fact>
        <Fact label={t('last.offsite')}>{facts.offsite(run, overview.settings.offsite)}</Fact>
      </Box>
      {run.summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('last.contents')}: {facts.contents(run)}
        </Typography>
      )}
      {run.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('last.error')}</Typography>
          {run.error && (
            <Ltr sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {run.error}
            </Ltr>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('last.lastSuccess')}:{' '}
            {overview.last_success_at
              ? date(overview.last_success_at, 'datetime')
              : t('last.neverSucceeded')}
          </Typography>
        </Alert>
      )}
    </>
  )
}
