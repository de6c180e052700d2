import { localDigits } from '@kheyr/contracts/digits'
import type { LatLng } from '@kheyr/contracts/map-tiles'
import { Box, FormHelperText, Typography, type BoxProps } from '@mui/material'
import { useTranslation } from 'react-i18next'

/**
 * What a map picker says under its map (the element `id` describes the map): the form's message
 * when there is one, else the point chosen, else `hint`.
 */
export function PointMessage({
  id,
  error,
  point,
  hint,
}: {
  id: string
  error?: string | null
  point: LatLng | null
  hint: string
}) {
  const { t, i18n } = useTranslation('map-picker')
  const lang = i18n.language === 'en' ? 'en' : 'fa'
  return (
    <Box id={id}>
      {error ? (
        <FormHelperText error>{error}</FormHelperText>
      ) : (
        <Typography variant="caption" color="text.secondary" component="p">
          {point
            ? // Not `lng`: i18next reads that as the language to translate into.
              t('chosenAt', {
                latitude: localDigits(point.lat.toFixed(5), lang),
                longitude: localDigits(point.lng.toFixed(5), lang),
              })
            : hint}
        </Typography>
      )}
    </Box>
  )
}

/**
 * A map picker's frame: a group named `label`, described by its message (`messageId`), outlined
 * red while the form has a message for it.
 */
export function MapFrame({
  label,
  messageId,
  error,
  sx,
  ...box
}: { label: string; messageId: string; error?: string | null } & Omit<BoxProps, 'role'>) {
  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={messageId}
      aria-invalid={error ? true : undefined}
      {...box}
      sx={[
        {
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          border: error ? 2 : 1,
          borderColor: error ? 'error.main' : 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
