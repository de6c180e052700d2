import {
  lastMonths,
  monthStartOf,
  REPORT_BYS,
  REPORT_GROUPS,
  yearStartOf,
  type IncomeQuery,
} from '@kheyr/contracts/reports'
import { todayInTehran } from '@kheyr/contracts/validation'
import { Button, MenuItem, Stack, TextField } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { JalaliDateRange } from '#components/jalali-date-range.tsx'
import { dateOfDay, dayOf } from '#lib/days.ts'

/** The report's own choices: a Jalali range (with a few usual ones), the grouping and the key. */
export function ReportFilters({
  query,
  onChange,
}: {
  query: IncomeQuery
  /** What changed: the page keeps the rest as the address holds it. */
  onChange: (change: Partial<IncomeQuery>) => void
}) {
  const { t } = useTranslation('reports')
  const today = todayInTehran()
  const quick = [
    { key: 'today', from: today, to: today, group: 'day' },
    { key: 'month', from: monthStartOf(today), to: today, group: 'day' },
    { key: 'year', from: yearStartOf(today), to: today, group: 'month' },
    { key: 'months12', ...lastMonths(today, 12), group: 'month' },
  ] as const
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
        role="group"
        aria-label={t('ranges')}
      >
        {quick.map((r) => {
          const active = r.from === query.from && r.to === query.to && r.group === query.group
          return (
            <Button
              key={r.key}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => onChange({ from: r.from, to: r.to, group: r.group })}
            >
              {t(`range.${r.key}`)}
            </Button>
          )
        })}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, alignItems: { md: 'center' } }}
      >
        <JalaliDateRange
          from={dateOfDay(query.from)}
          to={dateOfDay(query.to)}
          fromLabel={t('from')}
          toLabel={t('to')}
          onChange={(from, to) =>
            onChange({
              ...(from ? { from: dayOf(from) } : {}),
              ...(to ? { to: dayOf(to) } : {}),
            })
          }
        />
        <TextField
          select
          size="small"
          label={t('group')}
          value={query.group}
          onChange={(e) => onChange({ group: e.target.value as IncomeQuery['group'] })}
          sx={{ minWidth: 140 }}
        >
          {REPORT_GROUPS.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`groups.${g}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('by')}
          value={query.by}
          onChange={(e) => onChange({ by: e.target.value as IncomeQuery['by'] })}
          sx={{ minWidth: 160 }}
        >
          {REPORT_BYS.map((b) => (
            <MenuItem key={b} value={b}>
              {t(`bys.${b}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  )
}
