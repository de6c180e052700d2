import { Alert, Button } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { useIsSuperAdmin } from '#lib/session/user.ts'
import { backupStatusQuery } from '#lib/backup-status.ts'

/**
 * The super-admin's warning that the last nightly backup failed or that none was taken for a
 * day and a half, with the way to the backups page. Nothing for anyone else, nor when all is well.
 */
export function BackupWarning() {
  const { t } = useTranslation('dashboard')
  const { number } = useFormat()
  const superAdmin = useIsSuperAdmin()
  const status = useQuery({ ...backupStatusQuery, enabled: superAdmin })
  const warning = superAdmin ? status.data?.warning : null
  if (!warning) return null
  return (
    <Alert
      severity={warning === 'failed' ? 'error' : 'warning'}
      action={
        <Button
          component={RouterLink}
          to={paths.dashboard.backups}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('backups.open')}
        </Button>
      }
    >
      {warning === 'missing'
        ? t('backups.missing', { hours: number(status.data!.missing_after_hours) })
        : status.data!.last_run?.trigger === 'nightly'
          ? t('backups.failedNightly')
          : t('backups.failed')}
    </Alert>
  )
}
