import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { IconButton, Stack } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DatePickersLocalization, digitKeys } from '#components/date-pickers.tsx'
import { dateOfDay, dayOf } from '#lib/days.ts'

/**
 * The first day a report can be asked for: 1 Farvardin 1380. A year typed digit by digit passes
 * through years no charity has figures for (۱، ۱۴، ۱۴۰ …), and no online gift is older.
 */
const FIRST_REPORT_DAY = '2001-03-21'

/** How long typing in the field pauses before the day typed is asked for. */
const TYPING_PAUSE_MS = 500

/**
 * One day on the Jalali calendar in Persian digits (Gregorian in English), with the day before and
 * after. A day picked on the calendar, or a step to the day before or after, is asked for at once.
 * A date typed in the field is asked for only once it is a whole, plausible day (between
 * `FIRST_REPORT_DAY` and `max`) and the typing pauses, or the field is left: a year being typed is
 * never sent on its way. A date left half typed gives way to the day shown.
 */
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
  // What the field holds while it differs from `day`: kept only as long as `day` stays the same.
  const [draft, setDraft] = useState<{ of: string; date: Date | null } | null>(null)
  const shown = draft?.of === day ? draft.date : dateOfDay(day)
  const pending = useRef<number | undefined>(undefined)
  // A pause still running is dropped with the day it was typed over.
  useEffect(() => () => window.clearTimeout(pending.current), [day])

  const plausible = (date: Date | null): date is Date =>
    date !== null &&
    !Number.isNaN(date.getTime()) &&
    dayOf(date) >= FIRST_REPORT_DAY &&
    dayOf(date) <= max
  const show = (date: Date | null) => {
    window.clearTimeout(pending.current)
    setDraft(null)
    if (plausible(date) && dayOf(date) !== day) onChange(dayOf(date))
  }
  const typed = (date: Date | null) => {
    window.clearTimeout(pending.current)
    setDraft({ of: day, date })
    if (plausible(date)) pending.current = window.setTimeout(() => show(date), TYPING_PAUSE_MS)
  }
  const shift = (days: number) => {
    const date = dateOfDay(day)!
    date.setDate(date.getDate() + days)
    show(date)
  }
  // The day before sits at the reading start: right in Persian, left in English.
  const Before = rtl ? ChevronRight : ChevronLeft
  const After = rtl ? ChevronLeft : ChevronRight
  return (
    <DatePickersLocalization>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} {...digitKeys}>
        <IconButton
          onClick={() => shift(-1)}
          disabled={day <= FIRST_REPORT_DAY}
          aria-label={t('dayBefore')}
        >
          <Before />
        </IconButton>
        <DatePicker
          label={label}
          value={shown}
          minDate={dateOfDay(FIRST_REPORT_DAY)!}
          maxDate={dateOfDay(max) ?? undefined}
          onChange={(value, { source }) => (source === 'view' ? show(value) : typed(value))}
          slotProps={{
            textField: {
              size: 'small',
              // Left for good (not for another of its sections): what it holds is asked for.
              onBlur: (event: FocusEvent<HTMLElement>) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
                if (draft?.of === day) show(draft.date)
              },
            },
          }}
        />
        <IconButton onClick={() => shift(1)} disabled={day >= max} aria-label={t('dayAfter')}>
          <After />
        </IconButton>
      </Stack>
    </DatePickersLocalization>
  )
}
