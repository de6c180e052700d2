import { REFUND_STATES, type RefundCase } from '@kheyr/contracts/reports'
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined'
import { Chip, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction } from '#components/data-table/row-actions.tsx'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { REFUNDS } from '../api/refunds.ts'
import { RefundDialog } from '../components/refund-dialog.tsx'

const TABS = [...REFUND_STATES, 'all'] as const
type TabName = (typeof TABS)[number]

function useRefundColumns() {
  const { t } = useTranslation('reports')
  const { digits, code, date } = useFormat()
  return useMemo<DataTableColumn<RefundCase>[]>(
    () => [
      { field: 'id', header: t('refunds.payment'), type: 'number', width: 90 },
      {
        field: 'payer',
        header: t('refunds.payer'),
        minWidth: 150,
        flex: 1,
        render: (r) =>
          r.payer.name ?? (r.payer.mobile ? <Ltr>{digits(r.payer.mobile)}</Ltr> : t('guest')),
      },
      { field: 'amount', header: t('refunds.amount'), type: 'money', width: 140 },
      {
        field: 'refund',
        header: t('refunds.state'),
        minWidth: 220,
        flex: 1,
        render: (r) =>
          r.refund ? (
            <Stack sx={{ py: 0.5 }}>
              <Chip
                size="small"
                color="success"
                label={t('refunds.refunded')}
                sx={{ alignSelf: 'flex-start' }}
              />
              <Typography variant="body2" color="text.secondary">
                {date(`${r.refund.refunded_on}T12:00:00Z`)} · <Ltr>{code(r.refund.reference)}</Ltr>
              </Typography>
            </Stack>
          ) : (
            <Chip size="small" color="warning" label={t('refunds.due')} />
          ),
      },
      {
        field: 'gateway',
        header: t('refunds.gateway'),
        width: 130,
        render: (r) => t(`payment:gateways.${r.gateway}`),
      },
      { field: 'paid_at', header: t('refunds.paidAt'), type: 'datetime', width: 160 },
      {
        field: 'reference_id',
        header: t('refunds.reference'),
        width: 150,
        render: (r) => (r.reference_id ? <Ltr>{code(r.reference_id)}</Ltr> : '—'),
      },
    ],
    [t, digits, code, date],
  )
}

/** Payments that came twice for one bill: those to give back, and those given back. */
export default function RefundsPage() {
  const { t } = useTranslation('reports')
  const { digits } = useFormat()
  const can = useCan()
  const columns = useRefundColumns()
  const [params, setParams] = useSearchParams()
  const tab: TabName = (TABS as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as TabName)
    : 'due'
  const extraQuery = useMemo(
    (): Record<string, string> => (tab === 'all' ? {} : { state: tab }),
    [tab],
  )
  const [refunding, setRefunding] = useState<RefundCase | null>(null)
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('refunds.hint')}</Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setParams(value === 'due' ? {} : { state: value })}
        aria-label={t('refunds.tabs')}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`refunds.tab.${name}`)} />
        ))}
      </Tabs>
      <DataTable<RefundCase>
        resource={REFUNDS}
        label={t('refunds.label')}
        columns={columns}
        extraQuery={extraQuery}
        emptyText={t(`refunds.empty.${tab}`)}
        rowActions={
          can('transactions.update')
            ? (r) =>
                r.refund ? null : (
                  <RowAction
                    label={t('refunds.recordFor', { id: digits(r.id) })}
                    icon={<CurrencyExchangeOutlined />}
                    onClick={() => setRefunding(r)}
                  />
                )
            : undefined
        }
        rowActionsWidth={72}
      />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  )
}
