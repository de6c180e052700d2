import { BILL_STATUSES, type Bill, type DashboardTransaction } from '@kheyr/contracts/payments'
import { Chip, Stack, Tooltip } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '#components/data-table/data-table.tsx'
import { Ltr } from '#components/ltr.tsx'
import { formatList, useFormat } from '#lib/format.ts'
import { useDataDir } from '#lib/data-dir.ts'

const TRANSACTION_COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
  error: 'error',
} as const

const BILL_COLOR = {
  unpaid: 'warning',
  paid: 'success',
  canceled: 'default',
  failed: 'error',
} as const

/** Who paid: their name, else their mobile, else "guest". */
function Payer({ payer }: { payer: Bill['payer'] }) {
  const { t } = useTranslation('payments')
  const { digits } = useFormat()
  const dataDir = useDataDir()
  if (payer.name) return <span dir={dataDir}>{payer.name}</span>
  return payer.mobile ? <Ltr>{digits(payer.mobile)}</Ltr> : t('guest')
}

/** The columns of the dashboard's payment attempts. */
export function useTransactionColumns() {
  const { t } = useTranslation('payments')
  const { code } = useFormat()
  return useMemo<DataTableColumn<DashboardTransaction>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 90 },
      {
        field: 'payer',
        header: t('payer'),
        minWidth: 150,
        flex: 1,
        card: 'title',
        render: (r) => <Payer payer={r.payer} />,
      },
      {
        field: 'amount',
        header: t('amount'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      {
        field: 'gateway',
        header: t('gateway'),
        width: 120,
        render: (r) => t(`payment:gateways.${r.gateway}`),
      },
      {
        field: 'status',
        header: t('status'),
        width: 190,
        card: 'aside',
        render: (r) => (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={TRANSACTION_COLOR[r.status]}
              label={t(`payment:statuses.${r.status}`)}
            />
            {r.duplicate && (
              <Chip size="small" color="error" variant="outlined" label={t('duplicate')} />
            )}
            {r.flag && (
              <Tooltip title={t(`flags.${r.flag}`)}>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('needsReview')}
                  aria-label={`${t('needsReview')}: ${t(`flags.${r.flag}`)}`}
                />
              </Tooltip>
            )}
          </Stack>
        ),
      },
      {
        field: 'reference_id',
        header: t('reference'),
        filterable: true,
        width: 150,
        render: (r) => (r.reference_id ? <Ltr>{code(r.reference_id)}</Ltr> : '-'),
      },
      {
        field: 'paid_at',
        header: t('paidAt'),
        type: 'datetime',
        sortable: true,
        width: 150,
        secondary: true,
      },
      { field: 'created_at', header: t('createdAt'), type: 'datetime', sortable: true, width: 150 },
    ],
    [t, code],
  )
}

/** The columns of the dashboard's bills. */
export function useBillColumns() {
  const { t } = useTranslation('payments')
  const { lang } = useFormat()
  return useMemo<DataTableColumn<Bill>[]>(
    () => [
      {
        field: 'id',
        header: t('billNumber'),
        type: 'number',
        sortable: true,
        filterable: true,
        width: 120,
      },
      {
        field: 'payer',
        header: t('payer'),
        minWidth: 130,
        flex: 1,
        render: (b) => <Payer payer={b.payer} />,
      },
      {
        field: 'total',
        header: t('amount'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 130,
      },
      {
        field: 'status',
        header: t('status'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 120,
        options: BILL_STATUSES.map((s) => ({ value: s, label: t(`payment:statuses.${s}`) })),
        render: (b) => (
          <Chip
            size="small"
            color={BILL_COLOR[b.status]}
            label={t(`payment:statuses.${b.status}`)}
          />
        ),
      },
      {
        field: 'items',
        header: t('items'),
        minWidth: 150,
        flex: 1,
        render: (b) => (
          <Tooltip
            title={formatList(
              b.items.map((i) => i.title),
              lang,
            )}
          >
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
              {[...new Set(b.items.map((i) => i.kind))].map((k) => (
                <Chip key={k} size="small" variant="outlined" label={t(`kindNames.${k}`)} />
              ))}
            </Stack>
          </Tooltip>
        ),
      },
      {
        field: 'paid_at',
        header: t('paidAt'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 140,
      },
      {
        field: 'created_at',
        header: t('createdAt'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 140,
      },
    ],
    [t, lang],
  )
}
