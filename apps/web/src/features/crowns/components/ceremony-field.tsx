import { FormHelperText, MenuItem, Stack, TextField } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../lib/format.ts'
import { CEREMONY_TIMES, dayLabel, upcomingDays } from './ceremony-values.ts'

/** How far ahead a ceremony can be chosen. */
const DAYS_AHEAD = 60

type Props = {
  day: string
  time: string
  onChange: (day: string, time: string) => void
  onBlur?: () => void
  error?: string | null
  hint: string
}

/**
 * The ceremony's day (on the Jalali calendar, from today) and start time, as two plain selects:
 * light enough for a public page, usable with a keyboard and a screen reader.
 */
export function CeremonyField({ day, time, onChange, onBlur, error, hint }: Props) {
  const { t } = useTranslation('crowns')
  const { lang, digits } = useFormat()
  const days = useMemo(() => upcomingDays(new Date(), DAYS_AHEAD), [])
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t('form.ceremony')}
      </legend>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          name="ceremony_day"
          label={t('form.day')}
          value={day}
          onChange={(e) => onChange(e.target.value, time)}
          onBlur={onBlur}
          error={Boolean(error)}
          sx={{ flex: 2 }}
        >
          {days.map((d, i) => (
            <MenuItem key={d} value={d}>
              {i === 0
                ? t('form.today', { day: dayLabel(d, lang) })
                : i === 1
                  ? t('form.tomorrow', { day: dayLabel(d, lang) })
                  : dayLabel(d, lang)}
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
          sx={{ flex: 1 }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          }}
        >
          {CEREMONY_TIMES.map((value) => (
            <MenuItem key={value} value={value}>
              <bdi dir="ltr">{digits(value)}</bdi>
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? hint}
      </FormHelperText>
    </fieldset>
  )
}
