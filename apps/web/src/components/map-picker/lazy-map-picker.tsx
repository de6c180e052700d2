import { Skeleton } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { MapPickerProps } from './map-picker.tsx'

export type { LatLng, MapPickerProps } from './map-picker.tsx'

const MapPicker = lazy(() => import('./map-picker.tsx'))

/** The map picker, with Leaflet (and its CSS) downloaded the first time a map shows. */
export function LazyMapPicker(props: MapPickerProps) {
  const { t } = useTranslation('map-picker')
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          role="status"
          aria-label={t('loading')}
          sx={{ height: props.height ?? 320 }}
        />
      }
    >
      <MapPicker {...props} />
    </Suspense>
  )
}
