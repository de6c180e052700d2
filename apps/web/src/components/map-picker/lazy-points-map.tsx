import { Skeleton } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointsMapProps } from './points-map.tsx'

export type { MapPoint, PointsMapProps } from './points-map.tsx'

const PointsMap = lazy(() => import('./points-map.tsx'))

/** The points map, with Leaflet downloaded the first time a map shows. */
export function LazyPointsMap(props: PointsMapProps) {
  const { t } = useTranslation('map-picker')
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          role="status"
          aria-label={t('loading')}
          sx={{ height: props.height ?? 420 }}
        />
      }
    >
      <PointsMap {...props} />
    </Suspense>
  )
}
