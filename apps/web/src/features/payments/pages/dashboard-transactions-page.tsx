import {
  ITEM_KINDS,
  type DashboardTransaction,
  type TransactionFlag,
} from '@kheyr/contracts/payments'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { Stack, Tab, Tabs } from '@mui/material'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { DataTable } from '#components/data-table/data-table.tsx'
import { RowAction } from '#components/data-table/row-actions.tsx'
import { paths } from '#lib/paths.ts'
import { useCan } from '#lib/session/user.ts'
import { TRANSACTIONS } from '../api/bills.ts'
import { MoneyTotals } from '#components/money-totals.tsx'
import { useTransactionColumns } from '../components/payment-columns.tsx'
import { ResolveFlagDialog } from '../components/resolve-flag-dialog.tsx'
import {
  TransactionExport,
  TransactionFilters,
  useTransactionFilters,
} from '../components/transaction-filters.tsx'

const KINDS = ['all', ...ITEM_KINDS] as const

/** Payment attempts of one item kind (or all), with filters, totals and export. */
export default function DashboardTransactionsPage() {
  const { t } = useTranslation('payments')
  const navigate = useNavigate()
  const name = useParams().name ?? 'all'
  const kind = (KINDS as readonly string[]).includes(name) ? name : 'all'
  const filters = useTransactionFilters(kind)
  const columns = useTransactionColumns()
  const [query, setQuery] = useState<Record<string, string>>({})
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])
  const can = useCan()
  const [resolving, setResolving] = useState<{ id: number; flag: TransactionFlag } | null>(null)

  return (
    <Stack spacing={2}>
      <Tabs
        value={kind}
        onChange={(_, value: string) => navigate(paths.dashboard.transactions(value))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('kinds')}
      >
        {KINDS.map((k) => (
          <Tab key={k} value={k} label={t(`kindNames.${k}`)} />
        ))}
      </Tabs>
      <DataTable<DashboardTransaction>
        resource={TRANSACTIONS}
        label={t('title')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        extraQuery={filters.extraQuery}
        filters={<TransactionFilters filters={filters} />}
        filterCount={filters.count}
        onClearFilters={filters.clear}
        toolbar={<TransactionExport query={query} />}
        onQuery={onQuery}
        emptyText={t('empty')}
        rowActions={
          can('transactions.update')
            ? (r) =>
                r.flag ? (
                  <RowAction
                    label={t('resolveFor', { id: r.id })}
                    icon={<TaskAltOutlined />}
                    onClick={() => setResolving({ id: r.id, flag: r.flag! })}
                  />
                ) : null
            : undefined
        }
        rowActionsWidth={72}
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[
                { label: t('totalAmount'), amount: meta.totals.amount },
                { label: t('totalPaid'), amount: meta.totals.paid },
                { label: t('paidCount'), count: meta.totals.paid_count },
              ]}
            />
          ) : null
        }
      />
      {resolving && (
        <ResolveFlagDialog transaction={resolving} onClose={() => setResolving(null)} />
      )}
    </Stack>
  )
}
