import { todayInTehran } from '@kheyr/contracts/validation'
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined'
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { paths } from '#lib/paths.ts'
import { useCan } from '#lib/session/user.ts'
import { reconciliationQuery } from '../api/income.ts'
import { AttemptList } from '../components/attempt-list.tsx'
import { DayPicker } from '../components/day-picker.tsx'
import { GatewayDayCard } from '../components/gateway-day-card.tsx'

/** A day for the accountant: what each gateway settled, what is pending or failed, and why. */
export default function ReconciliationPage() {
  const { t } = useTranslation('reports')
  const can = useCan()
  const today = todayInTehran()
  const [params, setParams] = useSearchParams()
  const asked = params.get('day') ?? ''
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= today ? asked : today
  const result = useQuery(reconciliationQuery(day))
  const data = result.data
  const duplicatesId = useId()
  const flaggedId = useId()
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
        >
          <DayPicker
            day={day}
            max={today}
            label={t('day.label')}
            onChange={(next) => setParams({ day: next }, { replace: true })}
          />
          {data && (
            <Typography color="text.secondary" aria-live="polite">
              {data.label}
            </Typography>
          )}
        </Stack>
      </Paper>
      {result.isError ? (
        <LoadError error={result.error} onRetry={() => void result.refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : data.gateways.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState icon={EventBusyOutlined} title={t('day.empty')} hint={t('day.emptyHint')} />
        </Paper>
      ) : (
        <>
          <Box
            aria-busy={result.isFetching}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            }}
          >
            {data.gateways.map((g) => (
              <GatewayDayCard key={g.gateway} day={g} />
            ))}
          </Box>
          {data.duplicates.length > 0 && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={duplicatesId}
              sx={{ p: 2 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography id={duplicatesId} component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
                  {t('day.duplicatesTitle')}
                </Typography>
                {can('transactions.view') && (
                  <Button component={RouterLink} to={paths.dashboard.refunds} size="small">
                    {t('toRefunds')}
                  </Button>
                )}
              </Stack>
              <AttemptList attempts={data.duplicates} />
            </Paper>
          )}
          {data.flagged.length > 0 && (
            <Paper variant="outlined" component="section" aria-labelledby={flaggedId} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography id={flaggedId} component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
                  {t('day.flaggedTitle')}
                </Typography>
                {can('transactions.view') && (
                  <Button component={RouterLink} to={paths.dashboard.transactions()} size="small">
                    {t('toPayments')}
                  </Button>
                )}
              </Stack>
              <AttemptList attempts={data.flagged} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  )
}
