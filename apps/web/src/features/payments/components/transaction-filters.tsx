import { GATEWAYS, TRANSACTION_STATUSES } from '@kheyr/contracts/payments'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { JalaliDateRange } from '../../../components/jalali-date-range.tsx'
import { buildQuery } from '../../../lib/api-client.ts'
import { useCan } from '../../../lib/session/user.ts'

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
  return { from, to, status, gateway, setFrom, setTo, setStatus, setGateway, extraQuery }
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

/**
 * Dates, status and gateway; the export links download what the list shows (`query`, the
 * table's current query string, without its paging).
 */
export function TransactionFilters({
  filters,
  query,
}: {
  filters: Filters
  query: Record<string, string>
}) {
  const { t } = useTranslation('payments')
  const can = useCan()
  const exportHref = (format: 'csv' | 'xlsx') => {
    const rest = Object.fromEntries(
      Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'),
    )
    return `/api/dashboard/transactions/export${buildQuery({ ...rest, format })}`
  }
  const exportButton = {
    component: 'a',
    startIcon: <DownloadOutlined />,
    variant: 'outlined',
    size: 'small',
  } as const
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', gap: 1.5 }}
    >
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
      <Box sx={{ flexGrow: 1 }} />
      {can('transactions.export') && (
        <Stack direction="row" spacing={1}>
          <Button {...exportButton} href={exportHref('csv')}>
            CSV
          </Button>
          <Button {...exportButton} href={exportHref('xlsx')}>
            Excel
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
