import type { Subscription } from '@kheyr/contracts/subscriptions'
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pager } from '#components/pager.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { usePageParam } from '#lib/use-page-param.ts'
import { mySubscriptionsQuery } from '../api/subscriptions.ts'
import { SubscriptionStatusChip } from './status-chip.tsx'
import { NS, usePeriodWords } from './use-period-words.ts'
import { useDataDir } from '#lib/data-dir.ts'

/** One membership: its kind, amount, status and what is due, leading to its ledger. */
function MembershipCard({ m }: { m: Subscription }) {
  const { t } = useTranslation(NS)
  const { money, separator } = useFormat()
  const dataDir = useDataDir()
  const words = usePeriodWords()
  const started = m.paid_periods > 0 || m.elapsed_periods > 0
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={paths.subscription.show(m.id)}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography dir={dataDir} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
              {m.type.title}
            </Typography>
            <SubscriptionStatusChip status={m.status} />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('list.perPeriod', { amount: money(m.amount), per: words.per(m.type.period_months) })}
            {separator}
            {t('list.since', { month: m.start_label })}
          </Typography>
          {/* Waiting for its first payment, the status says all. */}
          {m.status !== 'pending' && (
            <Typography
              sx={{ mt: 1, fontWeight: 700, color: m.unpaid_periods ? '#8a3c00' : 'success.dark' }}
            >
              {m.unpaid_periods
                ? t('list.due', {
                    periods: words.count(m.unpaid_periods, m.type.period_months),
                    amount: money(m.amount_due),
                  })
                : !started
                  ? t('list.notStarted')
                  : m.prepaid_periods
                    ? t('list.prepaid', {
                        periods: words.count(m.prepaid_periods, m.type.period_months),
                      })
                    : t('list.upToDate')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** The kinds of membership on offer, to start one. */
export function StartMembership() {
  const { t } = useTranslation(NS)
  const dataDir = useDataDir()
  const props = useProps()
  const types = props?.subscriptionTypes ?? []
  if (!types.length) return null
  return (
    <Box component="section" sx={{ mt: 5 }} aria-labelledby="start-title">
      <Typography id="start-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {t('list.kinds')}
      </Typography>
      <Grid container spacing={2}>
        {types.map((type) => (
          <Grid key={type.id} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={paths.subscription.create(type.slug)}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <CardMembershipOutlined color="primary" aria-hidden />
                  <Typography dir={dataDir} sx={{ fontWeight: 700, mt: 1 }}>
                    {type.title}
                  </Typography>
                  {type.description && (
                    <Typography
                      dir={dataDir}
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 0.5 }}
                    >
                      {type.description}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

/** My memberships with their status and what is due; the way to start one when there is none. */
export function MyMemberships() {
  const { t } = useTranslation(NS)
  const [page, setPage] = usePageParam()
  const list = useQuery(mySubscriptionsQuery(page))
  const props = useProps()
  const first = props?.subscriptionTypes[0]
  if (list.isPending)
    return (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={110} />
      </Stack>
    )
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  if (!list.data.data.length)
    return (
      <EmptyState
        icon={CardMembershipOutlined}
        title={t('list.empty')}
        hint={t('list.emptyHint')}
        action={
          first && (
            <Button component={Link} to={paths.subscription.create(first.slug)} variant="contained">
              {t('list.start')}
            </Button>
          )
        }
      />
    )
  return (
    <>
      <SavedCopyNote sx={{ mb: 2 }} />
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {list.data.data.map((m) => (
          <MembershipCard key={m.id} m={m} />
        ))}
      </Stack>
      <Pager page={page} count={list.data.meta.last_page} onChange={setPage} sx={{ mt: 2 }} />
    </>
  )
}
