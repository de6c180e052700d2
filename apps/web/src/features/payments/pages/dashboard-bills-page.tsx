import type { Bill } from '@kheyr/contracts/payments'
import { useTranslation } from 'react-i18next'
import { DataTable } from '#components/data-table/data-table.tsx'
import { BILLS } from '../api/bills.ts'
import { MoneyTotals } from '#components/money-totals.tsx'
import { useBillColumns } from '../components/payment-columns.tsx'

/** `/dashboard/bills`: every bill, what it pays for, and the totals for the current filter. */
export default function DashboardBillsPage() {
  const { t } = useTranslation('payments')
  const columns = useBillColumns()
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
