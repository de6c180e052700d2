import type { DashboardTransaction } from '@kheyr/contracts/payments'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material'
import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { Ltr } from '#components/ltr.tsx'
import { EmptyState } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'

/** The latest payments: who, for what, how much, where and when. */
export function RecentPayments({ payments }: { payments: DashboardTransaction[] }) {
  const { t } = useTranslation('dashboard')
  const { money, date, digits } = useFormat()
  const id = useId()
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {t('recent')}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.transactions()} size="small">
          {t('allPayments')}
        </Button>
      </Stack>
      {payments.length === 0 ? (
        <EmptyState icon={ReceiptLongOutlined} title={t('noPayments')} hint={t('noPaymentsHint')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((p, i) => (
            <Fragment key={p.id}>
              {i > 0 && <Divider component="li" aria-hidden />}
              <Stack
                component="li"
                direction="row"
                sx={{ py: 1.25, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Stack sx={{ flex: 1, minWidth: 160 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {p.payer.name ??
                      (p.payer.mobile ? <Ltr>{digits(p.payer.mobile)}</Ltr> : t('guest'))}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {date(p.paid_at ?? p.created_at, 'datetime')} ·{' '}
                    {t(`payment:gateways.${p.gateway}`)}
                  </Typography>
                </Stack>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {p.kinds.map((k) => (
                    <Chip key={k} size="small" variant="outlined" label={t(`kinds.${k}`)} />
                  ))}
                  {p.duplicate && <Chip size="small" color="warning" label={t('duplicate')} />}
                </Stack>
                <Typography sx={{ fontWeight: 800, minWidth: 110, textAlign: 'end' }}>
                  {money(p.amount)}
                </Typography>
              </Stack>
            </Fragment>
          ))}
        </Box>
      )}
    </Paper>
  )
}
