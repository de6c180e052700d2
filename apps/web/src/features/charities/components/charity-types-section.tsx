import type { DashboardCharityType } from '@kheyr/contracts/charities'
import AddOutlined from '@mui/icons-material/AddOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import { Button, Paper, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction, RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { Ltr } from '#components/ltr.tsx'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { CHARITY_TYPES, useDeleteCharityType } from '../api/charity-types.ts'
import { CharityPriceDialog } from './charity-price-dialog.tsx'
import { CharityTypeDialog } from './charity-type-dialog.tsx'

function useColumns() {
  const { t } = useTranslation('charities')
  const { money, list } = useFormat()
  return useMemo<DataTableColumn<DashboardCharityType>[]>(
    () => [
      { field: 'title', header: t('settings.title'), sortable: true, minWidth: 140, flex: 1 },
      { field: 'category_title', header: t('settings.category'), minWidth: 130, flex: 1 },
      {
        field: 'slug',
        header: t('settings.slug'),
        sortable: true,
        filterable: true,
        width: 130,
        render: (r) => <Ltr>{r.slug}</Ltr>,
      },
      { field: 'min_amount', header: t('settings.minAmount'), type: 'money', width: 140 },
      {
        field: 'default_amounts',
        header: t('settings.defaultAmounts'),
        minWidth: 200,
        flex: 1,
        render: (r) => list(r.default_amounts.map((a) => money(a))) || '-',
      },
      { field: 'paid_total', header: t('settings.paidTotal'), type: 'money', width: 150 },
      {
        field: 'active',
        header: t('settings.active'),
        type: 'boolean',
        filterable: true,
        width: 90,
      },
    ],
    [t, money, list],
  )
}

/** Kinds of giving, each in its category, and their price module. */
export function CharityTypesSection() {
  const { t } = useTranslation('charities')
  const can = useCan()
  const columns = useColumns()
  const deleteRecord = useConfirmedDelete(useDeleteCharityType())
  const [editing, setEditing] = useState<DashboardCharityType | null | undefined>(undefined)
  const [pricing, setPricing] = useState<DashboardCharityType | null>(null)
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="charity-types-title"
    >
      <Typography id="charity-types-title" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('settings.sectionTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.sectionHint')}
      </Typography>
      <DataTable<DashboardCharityType>
        resource={CHARITY_TYPES}
        label={t('settings.sectionTitle')}
        columns={columns}
        searchable
        defaultSort="sort"
        toolbar={
          can('charity-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('settings.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('charity-types.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('charity-types.delete')
                ? () => void deleteRecord(row.id, t('settings.deleteConfirm', { title: row.title }))
                : undefined
            }
          >
            {can('charity-price.update') && (
              <RowAction
                label={t('settings.price')}
                icon={<PaymentsOutlined fontSize="small" />}
                onClick={() => setPricing(row)}
              />
            )}
          </RowActions>
        )}
      />
      {editing !== undefined && (
        <CharityTypeDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      {pricing && <CharityPriceDialog row={pricing} onClose={() => setPricing(null)} />}
      <DashboardHistoryPanel resource={CHARITY_TYPES} />
    </Paper>
  )
}
