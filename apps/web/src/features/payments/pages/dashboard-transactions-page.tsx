import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { Box, Button, Chip, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material'
import {
  GATEWAYS,
  ITEM_KINDS,
  TRANSACTION_STATUSES,
  type DashboardTransaction,
} from '@kheyr/contracts/payments'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { JalaliDateRange } from '../../../components/jalali-date-range.tsx'
import { buildQuery } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { useCan } from '../../../lib/session/user.ts'
import { TRANSACTIONS } from '../api/bills.ts'
import { MoneyTotals } from '../components/money-totals.tsx'
import { Ltr } from '../../../components/ltr.tsx'

type Row = DashboardTransaction

const KINDS = ['all', ...ITEM_KINDS] as const
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

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (kind !== 'all') q['filter[kind]'] = kind
    if (status) q['filter[status]'] = status
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
          r.payer.name ?? (r.payer.mobile ? <Ltr>{digits(r.payer.mobile)}</Ltr> : t('guest')),
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
        width: 130,
        render: (r) => (
          <Stack direction="row" spacing={0.5}>
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
              label={t(`payment:statuses.${r.status}`)}
            />
            {r.duplicate && (
              <Chip size="small" color="error" variant="outlined" label={t('duplicate')} />
            )}
          </Stack>
        ),
      },
      {
        field: 'reference_id',
        header: t('reference'),
        filterable: true,
        width: 150,
        render: (r) => (r.reference_id ? <Ltr>{code(r.reference_id)}</Ltr> : '-'),
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
          {TRANSACTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`payment:statuses.${s}`)}
            </MenuItem>
          ))}
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
          {GATEWAYS.map((g) => (
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
        resource={TRANSACTIONS}
        label={t('title')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        extraQuery={extraQuery}
        onQuery={onQuery}
        emptyText={t('empty')}
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
    </Stack>
  )
}
