import { Box, FormHelperText, Stack, TextField } from '@mui/material'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { changedBeforeTakeOver } from '#lib/adopt-choice.ts'
import { useFormat } from '#lib/format.ts'
import { beforeCutoff, CEREMONY_TIMES, dayLabel, upcomingDays } from './ceremony-values.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'

/** How far ahead a ceremony can be chosen. */
const DAYS_AHEAD = 60

type Props = {
  day: string
  time: string
  onChange: (day: string, time: string) => void
  onBlur?: () => void
  error?: string | null
  hint: string
  /** Times closer than this to now are offered greyed out (the server refuses them). */
  cutoffHours: number
}

/**
 * The ceremony's day (on the Jalali calendar, from today) and start time, as the browser's own
 * selects: they work before the page's script and without it (the plain form posts
 * `ceremony_day` and `ceremony_time`, docs/decisions/033), a phone opens its own wheel for
 * them, and a keyboard and a screen reader know them. Chosen before the take-over, they are the
 * choice once the script runs.
 */
export function CeremonyField({ day, time, onChange, onBlur, error, hint, cutoffHours }: Props) {
  const { t } = useTranslation('crowns')
  const { digits } = useFormat()
  const days = useMemo(() => upcomingDays(new Date(), DAYS_AHEAD), [])
  const group = useRef<HTMLFieldSetElement>(null)
  // Chosen before the page's script ran, the day and time are the choice once it runs.
  useLayoutEffect(() => {
    const changed = group.current ? changedBeforeTakeOver(group.current) : new Map()
    if (changed.size)
      onChange(
        String(changed.get('ceremony_day') ?? day),
        String(changed.get('ceremony_time') ?? time),
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  // Only today's (and maybe tomorrow's early) times can be too close.
  const now = new Date()
  const native = { select: { native: true }, inputLabel: { shrink: true } }
  return (
    <Box component="fieldset" ref={group} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {t('form.ceremony')}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          name="ceremony_day"
          id="ceremony_day"
          label={t('form.day')}
          value={day}
          onChange={(e) => onChange(e.target.value, time)}
          onBlur={onBlur}
          error={Boolean(error)}
          slotProps={native}
          sx={{ flex: 2 }}
        >
          <option value="" disabled>
            {t('form.chooseDay')}
          </option>
          {days.map((value, i) => (
            <DayOption key={value} day={value} position={i} />
          ))}
        </TextField>
        <TextField
          select
          name="ceremony_time"
          id="ceremony_time"
          label={t('form.time')}
          value={time}
          onChange={(e) => onChange(day, e.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          slotProps={native}
          sx={{ flex: 1 }}
        >
          <option value="" disabled>
            {t('form.chooseTime')}
          </option>
          {CEREMONY_TIMES.map((value) => (
            <option
              key={value}
              value={value}
              disabled={Boolean(day) && !beforeCutoff(`${day}T${value}`, cutoffHours, now)}
              // The server's clock and the phone's may differ by a minute.
              suppressHydrationWarning
            >
              {digits(value)}
            </option>
          ))}
        </TextField>
      </Stack>
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  )
}

/** A day in the list: «امروز، …» and «فردا، …» for the first two. */
function DayOption({ day, position }: { day: string; position: number }) {
  const { t } = useTranslation('crowns')
  const { lang } = useFormat()
  const label = dayLabel(day, lang)
  const text =
    position === 0
      ? t('form.today', { day: label })
      : position === 1
        ? t('form.tomorrow', { day: label })
        : label
  return (
    // The server's calendar data and the phone's may word a day apart (ICU versions).
    <option value={day} suppressHydrationWarning>
      {text}
    </option>
  )
}
