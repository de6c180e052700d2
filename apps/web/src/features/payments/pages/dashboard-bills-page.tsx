import { Chip, Stack, Tooltip } from '@mui/material'
import { BILL_STATUSES, type Bill } from '@kheyr/contracts/payments'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useFormat } from '../../../lib/format.ts'
import { BILLS } from '../api/bills.ts'
import { MoneyTotals } from '../components/money-totals.tsx'
import { Ltr } from '../../../components/ltr.tsx'

const STATUS_COLOR = {
  unpaid: 'warning',
  paid: 'success',
  canceled: 'default',
  failed: 'error',
} as const

export default function DashboardBillsPage() {
  const { t } = useTranslation('payments')
  const { digits } = useFormat()
  const columns = useMemo<DataTableColumn<Bill>[]>(
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
        render: (b) =>
          b.payer.name ?? (b.payer.mobile ? <Ltr>{digits(b.payer.mobile)}</Ltr> : t('guest')),
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
        options: BILL_STATUSES.map((s) => ({
          value: s,
          label: t(`payment:statuses.${s}`),
        })),
        render: (b) => (
          <Chip
            size="small"
            color={STATUS_COLOR[b.status]}
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
          <Tooltip title={b.items.map((i) => i.title).join('، ')}>
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
    [t, digits],
  )
  return (
    <DataTable<Bill>
      resource={BILLS}
      label={t('billsTitle')}
      columns={columns}
      searchable
      defaultSort="-created_at"
      emptyText={t('billsEmpty')}
      summary={(meta) =>
        meta.totals ? (
          <MoneyTotals
            items={[
              { label: t('billsTotal'), amount: meta.totals.total },
              { label: t('totalPaid'), amount: meta.totals.paid },
            ]}
          />
        ) : null
      }
    />
  )
}
