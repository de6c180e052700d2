import { Box, FormHelperText, MenuItem, Stack, TextField } from '@mui/material'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { useHydrated } from '#lib/hydrated.ts'
import { whenIdle } from '#lib/idle.ts'
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
 * The ceremony's day (on the Jalali calendar, from today) and start time, as two plain selects:
 * light enough for a public page, usable with a keyboard and a screen reader. A select's
 * combobox is no native control: it waits for the page's take-over itself.
 */
export function CeremonyField({ day, time, onChange, onBlur, error, hint, cutoffHours }: Props) {
  const { t } = useTranslation('crowns')
  const { lang, digits } = useFormat()
  const hydrated = useHydrated()
  const days = useMemo(() => upcomingDays(new Date(), DAYS_AHEAD), [])
  // The labels are made when the list opens (or a day is chosen); their calendar's formatter,
  // the page's first and slow to make, is made while the phone is idle, not in the take-over.
  useEffect(() => {
    if (hydrated) void whenIdle().then(() => dayLabel(days[0]!, lang))
  }, [hydrated, days, lang])
  // Only today's (and maybe tomorrow's early) times can be too close; checked when the list opens.
  const now = new Date()
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {t('form.ceremony')}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          name="ceremony_day"
          label={t('form.day')}
          value={day}
          onChange={(e) => onChange(e.target.value, time)}
          onBlur={onBlur}
          error={Boolean(error)}
          disabled={!hydrated}
          sx={{ flex: 2 }}
        >
          {days.map((value, i) => (
            <MenuItem key={value} value={value}>
              <DayName day={value} position={i} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          name="ceremony_time"
          label={t('form.time')}
          value={time}
          onChange={(e) => onChange(day, e.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          disabled={!hydrated}
          sx={{ flex: 1 }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {CEREMONY_TIMES.map((value) => (
            <MenuItem
              key={value}
              value={value}
              disabled={Boolean(day) && !beforeCutoff(`${day}T${value}`, cutoffHours, now)}
            >
              <Ltr>{digits(value)}</Ltr>
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  )
}

/**
 * A day's name in the list: «امروز، …» and «فردا، …» for the first two. A part of its own, so a
 * name is made only when it is shown: the open list, or the chosen day in the box.
 */
function DayName({ day, position }: { day: string; position: number }) {
  const { t } = useTranslation('crowns')
  const { lang } = useFormat()
  const label = dayLabel(day, lang)
  if (position === 0) return t('form.today', { day: label })
  if (position === 1) return t('form.tomorrow', { day: label })
  return label
}
