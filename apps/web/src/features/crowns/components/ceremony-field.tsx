import { Box, FormHelperText, MenuItem, Stack, TextField } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '../../../components/ltr.tsx'
import { useFormat } from '../../../lib/format.ts'
import { useHydrated } from '../../../lib/hydrated.ts'
import { beforeCutoff, CEREMONY_TIMES, dayLabel, upcomingDays } from './ceremony-values.ts'
import { visuallyHidden } from '../../../components/visually-hidden.ts'

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
  const days = useMemo(() => {
    const list = upcomingDays(new Date(), DAYS_AHEAD)
    return list.map((value, i) => {
      const label = dayLabel(value, lang)
      if (i === 0) return { value, label: t('form.today', { day: label }) }
      if (i === 1) return { value, label: t('form.tomorrow', { day: label }) }
      return { value, label }
    })
  }, [lang, t])
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
          {days.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
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
