import { Box, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageLoadError } from '#components/page-load-error.tsx'
import { useCan, useUser } from '#lib/session/user.ts'
import { statsQuery } from '../api/stats.ts'
import { BackupWarning } from '../components/backup-warning.tsx'
import { IncomeSection } from '../components/income-section.tsx'
import { RecentPayments } from '../components/recent-payments.tsx'
import { StatCards } from '../components/stat-cards.tsx'

/** The dashboard home: the figures the user may see, the year's income by month, recent payments. */
export default function DashboardHomePage() {
  const { t } = useTranslation('dashboard')
  const user = useUser()
  const can = useCan()
  const stats = useQuery(statsQuery)
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
          {t('common:dashboard.welcome', { name: user?.name ?? '' })}
        </Typography>
        {stats.data && (
          <Typography color="text.secondary">
            {t('asOf', { month: stats.data.month.label })}
          </Typography>
        )}
      </Box>
      <BackupWarning />
      {stats.isPending ? (
        <Box
          aria-busy
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={104} />
          ))}
        </Box>
      ) : stats.isError ? (
        <PageLoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <StatCards stats={stats.data} />
          {stats.data.series && (
            <IncomeSection series={stats.data.series} canReport={can('reports.view')} />
          )}
          {stats.data.recent && <RecentPayments payments={stats.data.recent} />}
          {!stats.data.income && (
            <Typography color="text.secondary">{t('common:dashboard.welcomeHint')}</Typography>
          )}
        </>
      )}
    </Stack>
  )
}
