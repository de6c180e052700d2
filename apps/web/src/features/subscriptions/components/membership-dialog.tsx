import type { DashboardSubscription } from '@kheyr/contracts/subscriptions'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { membershipLedgerQuery } from '../api/user-subscriptions.ts'
import { CashPaymentForm } from './cash-payment-form.tsx'
import { Figures } from './figures.tsx'
import { Ledger } from './ledger.tsx'
import { SubscriptionStatusChip } from './status-chip.tsx'
import { NS, usePeriodWords } from './use-period-words.ts'

/**
 * One membership for staff: who, which kind, where it stands, its ledger month by month and its
 * payments (with staff's notes), and recording money received in person.
 */
export function MembershipDialog({
  m,
  onClose,
}: {
  m: DashboardSubscription
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { money, date, digits, list, separator } = useFormat()
  const words = usePeriodWords()
  const can = useCan()
  const id = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const ledger = useQuery(membershipLedgerQuery(m.id))
  const [paying, setPaying] = useState(false)
  const name = m.member.name ?? t('table.guest')
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {t('membership.title', { name, kind: m.type.title })}
          <SubscriptionStatusChip status={m.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {m.member.mobile && <Ltr>{digits(m.member.mobile)}</Ltr>}
          {separator}
          {t('list.perPeriod', { amount: money(m.amount), per: words.per(m.type.period_months) })}
          {separator}
          {t('list.since', { month: m.start_label })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Figures standing={m} />
          {ledger.isPending && <Skeleton variant="rounded" height={140} />}
          {ledger.isError && (
            <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
          )}
          {ledger.data && (
            <>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('ledger.title')}
                </Typography>
                <Ledger entries={ledger.data.ledger} label={t('ledger.title')} />
              </Box>
              {can('user-subscriptions.update') &&
                (paying ? (
                  <CashPaymentForm
                    m={m}
                    ledger={ledger.data.ledger}
                    onDone={() => setPaying(false)}
                  />
                ) : (
                  <div>
                    <Button
                      variant="outlined"
                      startIcon={<PaymentsOutlined />}
                      onClick={() => setPaying(true)}
                    >
                      {t('cash.open')}
                    </Button>
                  </div>
                ))}
              <Divider />
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('charges.title')}
                </Typography>
                {ledger.data.charges.length === 0 ? (
                  <EmptyState title={t('charges.empty')} />
                ) : (
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {ledger.data.charges.map((c) => (
                      <Box
                        component="li"
                        key={c.id}
                        sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
                      >
                        <Typography sx={{ fontWeight: 700 }}>
                          {list([
                            words.count(c.periods, m.type.period_months),
                            money(c.amount),
                            t(`charges.statuses.${c.status}`),
                          ])}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {list([
                            t(`charges.sources.${c.source}`),
                            date(c.paid_at ?? c.created_at, 'datetime'),
                            ...(c.bill_id ? [t('charges.bill', { id: digits(c.bill_id) })] : []),
                          ])}
                        </Typography>
                        {c.note && (
                          <Typography variant="body2" sx={{ mt: 0.5 }}>
                            {t('charges.note', { note: c.note })}
                          </Typography>
                        )}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
