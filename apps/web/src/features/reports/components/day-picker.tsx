import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { IconButton, Stack } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useTranslation } from 'react-i18next'
import { DatePickersLocalization, digitKeys } from '../../../components/date-pickers.tsx'
import { dateOfDay, dayOf } from '../../../lib/days.ts'

/** One day on the Jalali calendar in Persian digits (Gregorian in English), with the day before and after. */
export function DayPicker({
  day,
  max,
  label,
  onChange,
}: {
  day: string
  max: string
  label: string
  onChange: (day: string) => void
}) {
  const { t, i18n } = useTranslation('reports')
  const rtl = i18n.dir() === 'rtl'
  const shift = (days: number) => {
    const date = dateOfDay(day)!
    date.setDate(date.getDate() + days)
    onChange(dayOf(date))
  }
  // The day before sits at the reading start: right in Persian, left in English.
  const Before = rtl ? ChevronRight : ChevronLeft
  const After = rtl ? ChevronLeft : ChevronRight
  return (
    <DatePickersLocalization>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} {...digitKeys}>
        <IconButton onClick={() => shift(-1)} aria-label={t('dayBefore')}>
          <Before />
        </IconButton>
        <DatePicker
          label={label}
          value={dateOfDay(day)}
          maxDate={dateOfDay(max) ?? undefined}
          onChange={(value) => {
            if (value && !Number.isNaN(value.getTime())) onChange(dayOf(value))
          }}
          slotProps={{ textField: { size: 'small' } }}
        />
        <IconButton onClick={() => shift(1)} disabled={day >= max} aria-label={t('dayAfter')}>
          <After />
        </IconButton>
      </Stack>
    </DatePickersLocalization>
  )
}
