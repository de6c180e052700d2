import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { Box, Button, Chip, MenuItem, Stack, Tab, Tabs, TextField, Tooltip } from '@mui/material'
import type { TransactionFlag, TransactionSummary } from '@kheyr/contracts/payments'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { paths } from '../../../app/paths.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { JalaliDateRange } from '../../../components/jalali-date-range.tsx'
import { buildQuery } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { useCan } from '../../session/can.ts'
import { RowAction } from '../../../components/data-table/row-actions.tsx'
import { MoneyTotals } from '../components/money-totals.tsx'
import { ResolveFlagDialog } from '../components/resolve-flag-dialog.tsx'

type Row = TransactionSummary & {
  bill_id: number
  payer: { name: string | null; mobile: string | null }
  kinds: string[]
  duplicate: boolean
  error_code: string | null
  /** Why staff must look at it: the bank may hold money we did not credit. */
  flag: TransactionFlag | null
  flagged_at: string | null
}

const KINDS = ['all', 'charity', 'campaign', 'subscription', 'crown', 'chest'] as const
const STATUS_COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
  error: 'error',
} as const

/** Payment attempts of one item kind (or all), with filters, totals and export. */
export default function DashboardTransactionsPage() {
  const { t } = useTranslation('payments')
  const { digits, code } = useFormat()
  const can = useCan()
  const navigate = useNavigate()
  const name = useParams().name ?? 'all'
  const kind = (KINDS as readonly string[]).includes(name) ? name : 'all'
  const [from, setFrom] = useState<Date | null>(null)
  const [to, setTo] = useState<Date | null>(null)
  const [status, setStatus] = useState('')
  const [gateway, setGateway] = useState('')
  const [query, setQuery] = useState<Record<string, string>>({})
  const [resolving, setResolving] = useState<{ id: number; flag: TransactionFlag } | null>(null)

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (kind !== 'all') q['filter[kind]'] = kind
    if (status === 'flagged') q['filter[flagged]'] = 'true'
    else if (status) q['filter[status]'] = status
    if (gateway) q['filter[gateway]'] = gateway
    if (from) q['filter[created_at][gte]'] = from.toISOString()
    if (to) q['filter[created_at][lte]'] = to.toISOString()
    return q
  }, [kind, status, gateway, from, to])

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 90 },
      {
        field: 'payer',
        header: t('payer'),
        minWidth: 150,
        flex: 1,
        render: (r) =>
          r.payer.name ??
          (r.payer.mobile ? <bdi dir="ltr">{digits(r.payer.mobile)}</bdi> : t('guest')),
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
        render: (r) => (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
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
        render: (r) => (r.reference_id ? <bdi dir="ltr">{code(r.reference_id)}</bdi> : '-'),
      },
      { field: 'paid_at', header: t('paidAt'), type: 'datetime', sortable: true, width: 150 },
      { field: 'created_at', header: t('createdAt'), type: 'datetime', sortable: true, width: 150 },
    ],
    [t, digits, code],
  )

  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])
  const exportHref = (format: 'csv' | 'xlsx') => {
    const rest = Object.fromEntries(
      Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'),
    )
    return `/api/dashboard/transactions/export${buildQuery({ ...rest, format })}`
  }

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
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', gap: 1.5 }}
      >
        <JalaliDateRange
          from={from}
          to={to}
          fromLabel={t('from')}
          toLabel={t('to')}
          onChange={(f, tt) => {
            setFrom(f)
            setTo(tt)
          }}
        />
        <TextField
          select
          size="small"
          label={t('status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {(['paid', 'pending', 'failed', 'canceled', 'error'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`payment:statuses.${s}`)}
            </MenuItem>
          ))}
          <MenuItem value="flagged">{t('needsReview')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('gateway')}
          value={gateway}
          onChange={(e) => setGateway(e.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {(['sandbox', 'zarinpal', 'sep'] as const).map((g) => (
            <MenuItem key={g} value={g}>
              {t(`payment:gateways.${g}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {can('transactions.export') && (
          <Stack direction="row" spacing={1}>
            <Button
              component="a"
              href={exportHref('csv')}
              startIcon={<DownloadOutlined />}
              variant="outlined"
              size="small"
            >
              CSV
            </Button>
            <Button
              component="a"
              href={exportHref('xlsx')}
              startIcon={<DownloadOutlined />}
              variant="outlined"
              size="small"
            >
              Excel
            </Button>
          </Stack>
        )}
      </Stack>
      <DataTable<Row>
        resource="transactions"
        label={t('title')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        extraQuery={extraQuery}
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
