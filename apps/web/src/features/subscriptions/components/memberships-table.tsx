import { monthKey, monthLabel, periodOf } from '@kheyr/contracts/periods'
import { SUBSCRIPTION_STATUSES, type DashboardSubscription } from '@kheyr/contracts/subscriptions'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { Ltr } from '#components/ltr.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { darkText } from '#components/strong-button.ts'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'
import { membershipsExportHref, USER_SUBSCRIPTIONS } from '../api/user-subscriptions.ts'
import { MembershipDialog } from './membership-dialog.tsx'
import { SubscriptionStatusChip } from './status-chip.tsx'
import { CellValue } from '#components/data-table/cell-value.tsx'

const NS = 'subscriptions'
type Quick = { type_id: string; status: string; owes: string; from: string; to: string }
const NO_FILTERS: Quick = { type_id: '', status: '', owes: '', from: '', to: '' }
/** "Owes" choices: none, or at least this many periods. */
const OWES = ['0', '1', '3', '6'] as const

/** Months to pick a start from: three years back to a year ahead. */
function startMonths(lang: string) {
  const now = periodOf(new Date())
  return Array.from({ length: 48 }, (_, i) => now + 11 - i).map((index) => ({
    index,
    key: monthKey(index),
    label: monthLabel(index, lang),
  }))
}

function useColumns() {
  const { t } = useTranslation(NS)
  const { digits, number } = useFormat()
  return useMemo<DataTableColumn<DashboardSubscription>[]>(
    () => [
      {
        field: 'member',
        header: t('table.member'),
        minWidth: 170,
        flex: 1.3,
        render: (m) => (
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              {m.member.name ?? t('table.guest')}
            </Typography>
            {m.member.mobile && (
              <Typography variant="caption" color="text.secondary">
                <Ltr>{digits(m.member.mobile)}</Ltr>
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'type',
        header: t('table.kind'),
        minWidth: 150,
        flex: 1,
        render: (m) => <CellValue value={m.type.title} />,
      },
      {
        field: 'amount',
        header: t('table.amount'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 130,
      },
      {
        field: 'status',
        header: t('table.status'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 110,
        options: SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        card: 'aside',
        render: (m) => <SubscriptionStatusChip status={m.status} />,
      },
      { field: 'start_label', header: t('table.start'), width: 130 },
      {
        field: 'unpaid_periods',
        header: t('table.unpaid'),
        type: 'number',
        filterable: true,
        width: 120,
        render: (m) => (
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: m.unpaid_periods ? '#8a3c00' : undefined }}
          >
            {number(m.unpaid_periods)}
          </Typography>
        ),
      },
      { field: 'amount_due', header: t('table.due'), type: 'money', width: 130 },
      {
        field: 'prepaid_periods',
        header: t('table.prepaid'),
        type: 'number',
        width: 100,
        secondary: true,
      },
      {
        field: 'created_at',
        header: t('table.created'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
      },
    ],
    [t, digits, number],
  )
}

/**
 * Everyone's memberships: the kind, status, who owes how many periods and start month at hand;
 * search by name or mobile; totals of what the filter matches; export; and each membership's
 * ledger, payments and cash payments.
 */
export function MembershipsTable() {
  const { t } = useTranslation(NS)
  const { lang } = useFormat()
  const props = useProps()
  const columns = useColumns()
  const [quick, setQuick] = useState<Quick>(NO_FILTERS)
  const [open, setOpen] = useState<DashboardSubscription | null>(null)
  const [query, setQuery] = useState<Record<string, string>>({})
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])
  const months = useMemo(() => startMonths(lang), [lang])

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (quick.type_id) q['filter[type_id]'] = quick.type_id
    if (quick.status) q['filter[status]'] = quick.status
    if (quick.owes === '0') q['filter[unpaid_periods]'] = '0'
    else if (quick.owes) q['filter[unpaid_periods][gte]'] = quick.owes
    const index = (key: string) => String(months.find((m) => m.key === key)?.index ?? '')
    if (quick.from) q['filter[start_period][gte]'] = index(quick.from)
    if (quick.to) q['filter[start_period][lte]'] = index(quick.to)
    return q
  }, [quick, months])

  const select = (key: keyof Quick, label: string, items: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={quick[key]}
      onChange={(e) => setQuick((q) => ({ ...q, [key]: e.target.value }))}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {items.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
  const monthItems = months.map((m) => ({ value: m.key, label: m.label }))

  const filterCount = Object.values(quick).filter(Boolean).length

  return (
    <Stack spacing={2}>
      <DataTable<DashboardSubscription>
        resource={USER_SUBSCRIPTIONS}
        label={t('table.label')}
        columns={columns}
        searchable
        searchPlaceholder={t('table.searchHint')}
        defaultSort="-created_at"
        emptyText={t('table.empty')}
        extraQuery={extraQuery}
        onQuery={onQuery}
        onRowClick={setOpen}
        filters={
          <>
            {select(
              'type_id',
              t('filters.kind'),
              (props?.subscriptionTypes ?? []).map((k) => ({
                value: String(k.id),
                label: k.title,
              })),
            )}
            {select(
              'status',
              t('filters.status'),
              SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            )}
            {select(
              'owes',
              t('filters.owes'),
              OWES.map((n) => ({ value: n, label: t(`filters.owes${n}`) })),
            )}
            {select('from', t('filters.startFrom'), monthItems)}
            {select('to', t('filters.startTo'), monthItems)}
            {filterCount > 0 && (
              <Button color="inherit" onClick={() => setQuick(NO_FILTERS)}>
                {t('filters.clear')}
              </Button>
            )}
          </>
        }
        filterCount={filterCount}
        onClearFilters={() => setQuick(NO_FILTERS)}
        toolbar={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={membershipsExportHref(query, format)}
                startIcon={<DownloadOutlined />}
                variant="outlined"
                sx={darkText}
              >
                {t(`export.${format}`)}
              </Button>
            ))}
          </Stack>
        }
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[
                { label: t('totals.members'), count: meta.totals.members },
                { label: t('totals.promised'), amount: meta.totals.promised_monthly },
                { label: t('totals.due'), amount: meta.totals.amount_due },
              ]}
            />
          ) : null
        }
      />
      {open && <MembershipDialog m={open} onClose={() => setOpen(null)} />}
    </Stack>
  )
}
