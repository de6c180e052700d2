import type { Help } from '@kheyr/contracts/needies'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { dayOf } from '#lib/days.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { JalaliDateRange } from '#components/jalali-date-range.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { HELPS, useDeleteHelp } from '../api/helps.ts'
import { HelpDialog } from '../components/help-dialog.tsx'
import { useNeedyOptions } from '../components/use-needy-options.ts'

/**
 * `/dashboard/needies/helps`: all help given, filtered by type and dates (and the filter bar),
 * with the total amount and count of everything the filter matches.
 */
export default function HelpsPage() {
  const { t } = useTranslation('needies')
  const { money, number } = useFormat()
  const can = useCan()
  const { options, label } = useNeedyOptions()
  const deleteRecord = useConfirmedDelete(useDeleteHelp())
  const [editing, setEditing] = useState<Help | null>(null)
  const [type, setType] = useState('')
  const [from, setFrom] = useState<Date | null>(null)
  const [to, setTo] = useState<Date | null>(null)

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (type) q['filter[type]'] = type
    if (from) q['filter[given_at][gte]'] = dayOf(from)
    if (to) q['filter[given_at][lte]'] = dayOf(to)
    return q
  }, [type, from, to])

  const columns = useMemo<DataTableColumn<Help>[]>(
    () => [
      {
        field: 'needy_id',
        header: t('helps.household'),
        minWidth: 160,
        flex: 1.2,
        render: (h) => (
          <Box
            component={RouterLink}
            to={paths.dashboard.needy(h.needy_id)}
            sx={{ color: 'inherit' }}
          >
            {h.needy.name} {h.needy.family}
          </Box>
        ),
      },
      {
        field: 'amount',
        header: t('helps.amount'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      {
        field: 'type',
        header: t('helps.type'),
        type: 'enum',
        options: options.helpType,
        width: 110,
      },
      {
        field: 'given_at',
        header: t('helps.givenAt'),
        type: 'date',
        sortable: true,
        // Room for the title beside the sort arrow and the column's menu («Date given»).
        width: 145,
      },
      {
        field: 'given_by',
        header: t('helps.givenBy'),
        minWidth: 120,
        render: (h) => h.given_by?.name ?? '-',
      },
      {
        field: 'description',
        header: t('helps.description'),
        minWidth: 160,
        flex: 1,
        render: (h) => (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', minWidth: 0 }}>
            {h.attachments.length > 0 && (
              <AttachFileOutlined
                fontSize="small"
                titleAccess={`${t('helps.attachments')}: ${number(h.attachments.length)}`}
              />
            )}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {h.description ?? '-'}
            </Box>
          </Stack>
        ),
      },
    ],
    [t, number, options],
  )

  return (
    <Stack spacing={2}>
      <DataTable<Help>
        resource={HELPS}
        label={t('helps.title')}
        columns={columns}
        searchable
        searchPlaceholder={t('helps.searchHint')}
        defaultSort="-given_at"
        extraQuery={extraQuery}
        filters={
          <>
            <TextField
              select
              size="small"
              label={t('helps.type')}
              value={type}
              onChange={(e) => setType(e.target.value)}
            >
              <MenuItem value="">{t('list.all')}</MenuItem>
              {options.helpType.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <JalaliDateRange
              from={from}
              to={to}
              fromLabel={t('helps.from')}
              toLabel={t('helps.to')}
              onChange={(f, tt) => {
                setFrom(f)
                setTo(tt)
              }}
            />
          </>
        }
        filterCount={[type, from || to].filter(Boolean).length}
        onClearFilters={() => {
          setType('')
          setFrom(null)
          setTo(null)
        }}
        emptyText={t('helps.empty')}
        canDelete={can('needies-helps.delete')}
        summary={(meta) =>
          meta.totals ? (
            <Stack
              direction="row"
              sx={{
                flexWrap: 'wrap',
                gap: { xs: 1.5, sm: 3 },
                bgcolor: 'action.hover',
                borderRadius: 2,
                px: 2,
                py: 1.25,
              }}
            >
              <Typography variant="body2">
                {t('helps.total')}: <strong>{money(meta.totals.amount ?? 0)}</strong>
              </Typography>
              <Typography variant="body2">
                {t('helps.count')}: <strong>{number(Number(meta.totals.count ?? 0))}</strong>
              </Typography>
            </Stack>
          ) : null
        }
        rowActions={(h) => (
          <RowActions
            name={`${h.needy.name} ${h.needy.family}: ${money(h.amount)} (${label('helpType', h.type)})`}
            {...(can('needies-helps.update') ? { onEdit: () => setEditing(h) } : {})}
            onHistory={() => dashboardStore.openHistory(h.id)}
            {...(can('needies-helps.delete')
              ? {
                  onDelete: () =>
                    void deleteRecord(h.id, t('helps.deleteConfirm', { amount: money(h.amount) })),
                }
              : {})}
          />
        )}
      />
      {editing && (
        <HelpDialog needyId={editing.needy_id} help={editing} onClose={() => setEditing(null)} />
      )}
      <DashboardHistoryPanel resource={HELPS} />
    </Stack>
  )
}
