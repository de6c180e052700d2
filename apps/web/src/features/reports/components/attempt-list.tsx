import type { DashboardTransaction } from '@kheyr/contracts/payments'
import { Box, Chip, Divider, Stack, Typography } from '@mui/material'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'

/** Payment attempts in a short list: number, payer, amount, gateway, reference and why. */
export function AttemptList({ attempts }: { attempts: DashboardTransaction[] }) {
  const { t } = useTranslation('reports')
  const { money, digits, code, date } = useFormat()
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {attempts.map((a, i) => (
        <Fragment key={a.id}>
          {i > 0 && <Divider component="li" aria-hidden />}
          <Stack
            component="li"
            direction="row"
            sx={{ py: 1, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ minWidth: 72 }} color="text.secondary">
              {t('paymentNumber', { id: digits(a.id) })}
            </Typography>
            <Stack sx={{ flex: 1, minWidth: 150 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {a.payer.name ??
                  (a.payer.mobile ? <Ltr>{digits(a.payer.mobile)}</Ltr> : t('guest'))}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`payment:gateways.${a.gateway}`)} · {date(a.paid_at ?? a.created_at, 'datetime')}
                {a.reference_id && (
                  <>
                    {' · '}
                    <Ltr>{code(a.reference_id)}</Ltr>
                  </>
                )}
              </Typography>
            </Stack>
            {a.flag && (
              <Chip size="small" color="warning" variant="outlined" label={t(`flags.${a.flag}`)} />
            )}
            <Typography sx={{ fontWeight: 800 }}>{money(a.amount)}</Typography>
          </Stack>
        </Fragment>
      ))}
    </Box>
  )
}
