import type { DashboardSubscriptionType } from '@kheyr/contracts/subscriptions'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, Paper, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { Ltr } from '#components/ltr.tsx'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { SUBSCRIPTION_TYPES, useDeleteSubscriptionType } from '../api/subscription-types.ts'
import { KindDialog } from './kind-dialog.tsx'
import { NS, usePeriodWords } from './use-period-words.ts'

function useColumns() {
  const { t } = useTranslation(NS)
  const { money, list } = useFormat()
  const words = usePeriodWords()
  return useMemo<DataTableColumn<DashboardSubscriptionType>[]>(
    () => [
      { field: 'title', header: t('kinds.fields.title'), sortable: true, minWidth: 160, flex: 1.2 },
      {
        field: 'slug',
        header: t('kinds.fields.slug'),
        sortable: true,
        filterable: true,
        width: 150,
        render: (r) => <Ltr>{r.slug}</Ltr>,
      },
      {
        field: 'period_months',
        header: t('kinds.fields.periodMonths'),
        width: 120,
        render: (r) => words.every(r.period_months),
      },
      { field: 'min_amount', header: t('kinds.fields.minAmount'), type: 'money', width: 140 },
      {
        field: 'suggested_amounts',
        header: t('kinds.fields.suggested'),
        minWidth: 180,
        flex: 1,
        render: (r) => list(r.suggested_amounts.map((a) => money(a))) || '-',
      },
      { field: 'members', header: t('kinds.fields.members'), type: 'number', width: 90 },
      {
        field: 'active',
        header: t('kinds.fields.active'),
        type: 'boolean',
        filterable: true,
        width: 90,
      },
    ],
    [t, money, list, words],
  )
}

/** The kinds of membership staff offer (permission `subscriptions`): they feed the public pages. */
export function KindsSection() {
  const { t } = useTranslation(NS)
  const can = useCan()
  const columns = useColumns()
  const deleteRecord = useConfirmedDelete(useDeleteSubscriptionType())
  const [editing, setEditing] = useState<DashboardSubscriptionType | null | undefined>(undefined)
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="kinds-title"
    >
      <Typography id="kinds-title" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('kinds.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('kinds.hint')}
      </Typography>
      <DataTable<DashboardSubscriptionType>
        resource={SUBSCRIPTION_TYPES}
        label={t('kinds.title')}
        columns={columns}
        searchable
        defaultSort="sort"
        emptyText={t('kinds.empty')}
        toolbar={
          can('subscriptions.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('kinds.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('subscriptions.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('subscriptions.delete')
                ? () => void deleteRecord(row.id, t('kinds.deleteConfirm', { title: row.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && <KindDialog row={editing} onClose={() => setEditing(undefined)} />}
      <DashboardHistoryPanel resource={SUBSCRIPTION_TYPES} />
    </Paper>
  )
}
