import { GATEWAYS, TRANSACTION_STATUSES } from '@kheyr/contracts/payments'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { Button, MenuItem, Stack, TextField } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { JalaliDateRange } from '#components/jalali-date-range.tsx'
import { darkText } from '#components/strong-button.ts'
import { exportHref } from '#lib/resource.ts'
import { useCan } from '#lib/session/user.ts'
import { TRANSACTIONS } from '../api/bills.ts'

/** The filters above the payment attempts, and the fixed query they make for one kind. */
export function useTransactionFilters(kind: string) {
  const [from, setFrom] = useState<Date | null>(null)
  const [to, setTo] = useState<Date | null>(null)
  const [status, setStatus] = useState('')
  const [gateway, setGateway] = useState('')
  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (kind !== 'all') q['filter[kind]'] = kind
    // "Needs review" is not a status: the bank may hold money for an attempt in any status.
    if (status === 'flagged') q['filter[flagged]'] = 'true'
    else if (status) q['filter[status]'] = status
    if (gateway) q['filter[gateway]'] = gateway
    if (from) q['filter[created_at][gte]'] = from.toISOString()
    if (to) q['filter[created_at][lte]'] = to.toISOString()
    return q
  }, [kind, status, gateway, from, to])
  const count = [from || to, status, gateway].filter(Boolean).length
  const clear = () => {
    setFrom(null)
    setTo(null)
    setStatus('')
    setGateway('')
  }
  return {
    from,
    to,
    status,
    gateway,
    setFrom,
    setTo,
    setStatus,
    setGateway,
    extraQuery,
    count,
    clear,
  }
}

type Filters = ReturnType<typeof useTransactionFilters>

/** A select with "all" first. */
function FilterSelect({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string
  value: string
  values: readonly string[]
  labelOf: (value: string) => string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('payments')
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{t('all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {labelOf(v)}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** Dates, status and gateway (the table lays them out: one row, or a sheet on a phone). */
export function TransactionFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('payments')
  return (
    <>
      <JalaliDateRange
        from={filters.from}
        to={filters.to}
        fromLabel={t('from')}
        toLabel={t('to')}
        onChange={(from, to) => {
          filters.setFrom(from)
          filters.setTo(to)
        }}
      />
      <FilterSelect
        label={t('status')}
        value={filters.status}
        values={[...TRANSACTION_STATUSES, 'flagged']}
        labelOf={(s) => (s === 'flagged' ? t('needsReview') : t(`payment:statuses.${s}`))}
        onChange={filters.setStatus}
      />
      <FilterSelect
        label={t('gateway')}
        value={filters.gateway}
        values={GATEWAYS}
        labelOf={(g) => t(`payment:gateways.${g}`)}
        onChange={filters.setGateway}
      />
    </>
  )
}

/** The export links: they download what the list shows (`query`, without its paging). */
export function TransactionExport({ query }: { query: Record<string, string> }) {
  const can = useCan()
  if (!can('transactions.export')) return null
  const exportButton = {
    component: 'a',
    startIcon: <DownloadOutlined />,
    variant: 'outlined',
    sx: darkText,
  } as const
  return (
    <Stack direction="row" spacing={1}>
      <Button {...exportButton} href={exportHref(TRANSACTIONS, query, 'csv')}>
        CSV
      </Button>
      <Button {...exportButton} href={exportHref(TRANSACTIONS, query, 'xlsx')}>
        Excel
      </Button>
    </Stack>
  )
}
