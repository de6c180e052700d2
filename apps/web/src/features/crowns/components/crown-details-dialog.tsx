import type { DashboardCrown } from '@kheyr/contracts/crowns'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { CrownStatusChip } from './crown-status-chip.tsx'
import { darkText } from '#components/strong-button.ts'

/**
 * One order in full, with what may be done to it: the row's details where the table's columns
 * do not fit (a phone), reachable from the keyboard by Enter on a row.
 */
export function CrownDetailsDialog({
  crown,
  onClose,
  actions,
}: {
  crown: DashboardCrown
  onClose: () => void
  actions: ReactNode
}) {
  const { t } = useTranslation('crowns')
  const { money, date, digits } = useFormat()
  const id = useId()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const rows: [string, ReactNode][] = [
    [t('columns.giver'), crown.giver],
    [t('columns.type'), crown.type.title],
    [t('columns.amount'), money(crown.amount)],
    [
      t('columns.location'),
      [crown.location.name, crown.location.address].filter(Boolean).join('، '),
    ],
    [t('columns.ceremony'), date(crown.ceremony_at, 'datetime')],
    [t('details.message'), crown.message ?? '-'],
    [
      t('columns.contact'),
      crown.user?.name ?? (crown.mobile ? <Ltr>{digits(crown.mobile)}</Ltr> : '-'),
    ],
    [t('details.paidAt'), date(crown.paid_at, 'datetime')],
    [t('details.printedAt'), date(crown.printed_at, 'datetime')],
    [t('details.deliveredAt'), date(crown.delivered_at, 'datetime')],
    ...(crown.refunded_at
      ? ([
          [
            t('details.refundedAt'),
            `${date(crown.refunded_at, 'datetime')} ${crown.refund_note ?? ''}`,
          ],
        ] as [string, ReactNode][])
      : []),
  ]
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{t('mine.inMemory', { name: crown.deceased })}</DialogTitle>
      <DialogContent>
        <CrownStatusChip status={crown.status} refunded={Boolean(crown.refunded_at)} />
        <Stack component="dl" sx={{ m: 0, mt: 2, gap: 1 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" sx={{ gap: 1 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {actions}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={darkText} autoFocus>
          {t('details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
