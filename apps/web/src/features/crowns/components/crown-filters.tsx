import type { CrownFilterChoices } from '@kheyr/contracts/crowns'
import { Button, MenuItem, Stack, TextField } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { JalaliDateRange } from '#components/jalali-date-range.tsx'
import { darkText, strongButton } from '#components/strong-button.ts'

export type CrownFilterValues = {
  paid: '' | 'true' | 'false'
  printed: '' | 'true' | 'false'
  location: string
  type: string
  from: Date | null
  to: Date | null
}

export const NO_FILTERS: CrownFilterValues = {
  paid: '',
  printed: '',
  location: '',
  type: '',
  from: null,
  to: null,
}

/** The list's query parameters for these filters (the list, export and print share them). */
export function filterQuery(f: CrownFilterValues): Record<string, string> {
  const q: Record<string, string> = {}
  if (f.paid) q['filter[paid]'] = f.paid
  if (f.printed) q['filter[printed]'] = f.printed
  if (f.location) q['filter[location_id]'] = f.location
  if (f.type) q['filter[crown_type_id]'] = f.type
  if (f.from) q['filter[ceremony_at][gte]'] = f.from.toISOString()
  if (f.to) q['filter[ceremony_at][lte]'] = f.to.toISOString()
  return q
}

/** How many of the filters are set (a date range counts once). */
export const countFilters = (f: CrownFilterValues) =>
  [f.paid, f.printed, f.location, f.type, f.from || f.to].filter(Boolean).length

const dayBounds = (offset: number) => {
  const now = new Date()
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)
  return {
    from: day,
    to: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999),
  }
}

/** Paid, printed, location, type and the ceremony's days, with "today" and "tomorrow" at hand. */
export function CrownFilters({
  value,
  onChange,
  choices,
}: {
  value: CrownFilterValues
  onChange: (next: CrownFilterValues) => void
  choices: CrownFilterChoices | undefined
}) {
  const { t } = useTranslation('crowns')
  const set = (patch: Partial<CrownFilterValues>) => onChange({ ...value, ...patch })
  const select = (
    name: 'paid' | 'printed' | 'location' | 'type',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<CrownFilterValues>)}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
  const isDay = (offset: number) => {
    const b = dayBounds(offset)
    return value.from?.getTime() === b.from.getTime() && value.to?.getTime() === b.to.getTime()
  }
  return (
    <>
      {select('paid', t('filters.paid'), [
        { value: 'true', label: t('filters.paidYes') },
        { value: 'false', label: t('filters.paidNo') },
      ])}
      {select('printed', t('filters.printed'), [
        { value: 'true', label: t('filters.printedYes') },
        { value: 'false', label: t('filters.printedNo') },
      ])}
      {select(
        'location',
        t('filters.location'),
        (choices?.locations ?? []).map((l) => ({
          value: String(l.id),
          label: l.active ? l.name : t('filters.inactive', { name: l.name }),
        })),
      )}
      {select(
        'type',
        t('filters.type'),
        (choices?.types ?? []).map((c) => ({
          value: String(c.id),
          label: c.active ? c.title : t('filters.inactive', { name: c.title }),
        })),
      )}
      <JalaliDateRange
        from={value.from}
        to={value.to}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        onChange={(from, to) => set({ from, to })}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={isDay(0) ? 'contained' : 'outlined'}
          aria-pressed={isDay(0)}
          sx={isDay(0) ? strongButton : darkText}
          onClick={() => set(dayBounds(0))}
        >
          {t('filters.today')}
        </Button>
        <Button
          size="small"
          variant={isDay(1) ? 'contained' : 'outlined'}
          aria-pressed={isDay(1)}
          sx={isDay(1) ? strongButton : darkText}
          onClick={() => set(dayBounds(1))}
        >
          {t('filters.tomorrow')}
        </Button>
        {countFilters(value) > 0 && (
          <Button size="small" color="inherit" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
    </>
  )
}
