import { FormHelperText, Skeleton, Stack, Typography } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useInView } from 'react-intersection-observer'
import { useHydrated } from '#lib/hydrated.ts'
import type { MapPickerProps } from './map-picker.tsx'
import { PlainMapPicker } from './plain-map-picker.tsx'

export type { LatLng, MapPickerProps } from './map-picker.tsx'

const MapPicker = lazy(() => import('./map-picker.tsx'))

/**
 * The map picker, with Leaflet (and its CSS) downloaded the first time a map shows. Leaflet needs
 * a browser: a page the server renders shows the map's place and its message (a plain form's
 * refusal names the point) until the page's script has taken it over; with `plainForm` (the
 * page's plain form takes the map's steps, decision 038), map tiles to click instead, and the
 * point chosen there is the form's once taken over (it comes in the posted values).
 *
 * A map that only shows a point (no `onChange`: a needy family's file) is drawn once it comes
 * near the screen: below the fold on a phone, Leaflet's start (a few hundred milliseconds of a
 * phone's main thread) waits until someone scrolls to it.
 */
export function LazyMapPicker({ plainForm, ...props }: MapPickerProps & { plainForm?: boolean }) {
  const { t } = useTranslation('map-picker')
  const hydrated = useHydrated()
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '200px 0px',
    skip: Boolean(props.onChange),
    // Where there is no IntersectionObserver, the map shows at once.
    fallbackInView: true,
  })
  const loading = (
    <Skeleton
      variant="rounded"
      role="status"
      aria-label={t('loading')}
      sx={{ height: props.height ?? 320 }}
    />
  )
  if (!hydrated && plainForm) return <PlainMapPicker {...props} />
  if (!hydrated)
    return (
      <Stack sx={{ gap: 0.75 }}>
        {loading}
        {props.error ? (
          <FormHelperText error>{props.error}</FormHelperText>
        ) : (
          <Typography variant="caption" color="text.secondary" component="p">
            {props.helperText ?? t('hint')}
          </Typography>
        )}
      </Stack>
    )
  if (!props.onChange && !inView) return <div ref={ref}>{loading}</div>
  return (
    <Suspense fallback={loading}>
      <MapPicker {...props} />
    </Suspense>
  )
}
