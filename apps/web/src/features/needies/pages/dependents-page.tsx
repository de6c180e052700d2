import type { Dependent } from '@kheyr/contracts/needies'
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { DEPENDENTS, useDeleteDependent } from '../api/dependents.ts'
import { DependentDialog } from '../components/dependent-dialog.tsx'
import { useNeedyOptions, type NeedyEnum } from '../components/use-needy-options.ts'
import { Ltr } from '#components/ltr.tsx'

/**
 * `/dashboard/needies/dependents`: every household's dependents as one list, with search,
 * filters and the count of what they match. New dependents are added on a person's page.
 */
export default function DependentsPage() {
  const { t } = useTranslation('needies')
  const { digits, number } = useFormat()
  const can = useCan()
  const { options, label } = useNeedyOptions()
  const deleteRecord = useConfirmedDelete(useDeleteDependent())
  const [editing, setEditing] = useState<Dependent | null>(null)
  const [quick, setQuick] = useState({ relation: '', gender: '', education: '' })

  const extraQuery = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(quick)
          .filter(([, v]) => v)
          .map(([k, v]) => [`filter[${k}]`, v]),
      ),
    [quick],
  )

  const columns = useMemo<DataTableColumn<Dependent>[]>(
    () => [
      {
        field: 'family',
        header: t('fields.person'),
        sortable: true,
        minWidth: 150,
        flex: 1.2,
        render: (d) => `${d.name} ${d.family}`,
      },
      {
        field: 'relation',
        header: t('dependents.relation'),
        type: 'enum',
        options: options.relation,
        sortable: true,
        width: 120,
      },
      {
        field: 'national_code',
        header: t('fields.nationalCode'),
        filterable: true,
        minWidth: 120,
        render: (d) => (d.national_code ? <Ltr>{digits(d.national_code)}</Ltr> : '-'),
      },
      {
        field: 'needy_id',
        header: t('dependents.household'),
        minWidth: 150,
        flex: 1,
        render: (d) => (
          <Box
            component={RouterLink}
            to={paths.dashboard.needy(d.needy_id)}
            sx={{ color: 'inherit' }}
          >
            {d.needy.name} {d.needy.family}
          </Box>
        ),
      },
      {
        field: 'birthday',
        header: t('fields.birthday'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
      },
      {
        field: 'education',
        header: t('fields.education'),
        type: 'enum',
        options: options.education,
        width: 120,
      },
      {
        field: 'health',
        header: t('dependents.health'),
        minWidth: 140,
        flex: 1,
        render: (d) => d.health ?? '-',
      },
    ],
    [t, digits, options],
  )

  const select = (key: keyof typeof quick, text: string, e: NeedyEnum) => (
    <TextField
      select
      size="small"
      label={text}
      value={quick[key]}
      onChange={(ev) => setQuick((q) => ({ ...q, [key]: ev.target.value }))}
      sx={{ minWidth: 140, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
    >
      <MenuItem value="">{t('list.all')}</MenuItem>
      {options[e].map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Stack spacing={2}>
      <DataTable<Dependent>
        resource={DEPENDENTS}
        label={t('dependents.title')}
        columns={columns}
        searchable
        searchPlaceholder={t('dependents.searchHint')}
        defaultSort="-created_at"
        extraQuery={extraQuery}
        filters={
          <>
            {select('relation', t('dependents.relation'), 'relation')}
            {select('gender', t('fields.gender'), 'gender')}
            {select('education', t('fields.education'), 'education')}
          </>
        }
        filterCount={Object.values(quick).filter(Boolean).length}
        onClearFilters={() => setQuick({ relation: '', gender: '', education: '' })}
        emptyText={t('dependents.listEmpty')}
        canDelete={can('needies-dependents.delete')}
        summary={(meta) => (
          <Typography variant="body2" color="text.secondary">
            {t('helps.count')}: {number(meta.total)}
          </Typography>
        )}
        rowActions={(d) => (
          <RowActions
            name={`${d.name} ${d.family} (${label('relation', d.relation)})`}
            {...(can('needies-dependents.update') ? { onEdit: () => setEditing(d) } : {})}
            onHistory={() => dashboardStore.openHistory(d.id)}
            {...(can('needies-dependents.delete')
              ? {
                  onDelete: () =>
                    void deleteRecord(
                      d.id,
                      t('dependents.deleteConfirm', { name: `${d.name} ${d.family}` }),
                    ),
                }
              : {})}
          />
        )}
      />
      {editing && (
        <DependentDialog
          needyId={editing.needy_id}
          dependent={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DashboardHistoryPanel resource={DEPENDENTS} />
    </Stack>
  )
}
