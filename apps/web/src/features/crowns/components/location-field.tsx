import type { PublicCrownLocation } from '@kheyr/contracts/crowns'
import MapOutlined from '@mui/icons-material/MapOutlined'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import { Box, Link, Stack, TextField, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { mapLink } from './ceremony-values.ts'
import { useDataDir } from '#lib/data-dir.ts'

type Props = {
  locations: PublicCrownLocation[]
  value: number | null
  onChange: (id: number) => void
  onBlur?: () => void
  error?: string | null
}

/**
 * The ceremony location: chosen by name in the browser's own select (it works before the page's
 * script and without it), then its address and a link to it on a map.
 */
export function LocationField({ locations, value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation('crowns')
  const dataDir = useDataDir()
  const chosen = locations.find((l) => l.id === value) ?? null
  return (
    <Stack spacing={1}>
      <TextField
        select
        name="location_id"
        id="location_id"
        label={t('form.location')}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? (locations.length ? undefined : t('form.noLocations'))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {t('form.chooseLocation')}
        </option>
        {locations.map((l) => (
          <option key={l.id} value={String(l.id)} dir={dataDir}>
            {l.name}
          </option>
        ))}
      </TextField>
      {chosen && (
        <Stack
          direction="row"
          aria-live="polite"
          sx={{
            gap: 1,
            alignItems: 'flex-start',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'grey.50',
          }}
        >
          <PlaceOutlined aria-hidden sx={{ color: 'primary.dark', mt: 0.25 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography dir={dataDir} sx={{ fontWeight: 700 }}>
              {chosen.name}
            </Typography>
            {chosen.address && (
              <Typography dir={dataDir} variant="body2" color="text.secondary">
                {chosen.address}
              </Typography>
            )}
            <Link
              href={mapLink(chosen.lat, chosen.lng)}
              target="_blank"
              rel="noopener noreferrer"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                mt: 0.5,
                fontWeight: 600,
              }}
            >
              <MapOutlined fontSize="small" aria-hidden />
              {t('form.onMap', { name: chosen.name })}
            </Link>
          </Box>
        </Stack>
      )}
    </Stack>
  )
}
