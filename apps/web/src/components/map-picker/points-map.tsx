import 'leaflet/dist/leaflet.css'
import { DEFAULT_MAP_CENTER, OSM_ATTRIBUTION, OSM_TILE_URL } from '@kheyr/contracts/map-tiles'
import { Box, Button, Stack, Typography } from '@mui/material'
import L from 'leaflet'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import { MapControls, pin, type LatLng } from './map-picker.tsx'

export type MapPoint = LatLng & {
  id: number | string
  /** The pin's name (tooltip, screen readers) and the popup's heading. */
  title: string
  /** More lines in the popup. */
  details?: ReactNode
}

export type PointsMapProps = {
  points: MapPoint[]
  /** The popup's button opens the point's record. */
  onOpen?: (id: MapPoint['id']) => void
  openLabel?: string
  tileUrl?: string
  attribution?: string
  center?: LatLng
  zoom?: number
  height?: number | string
  /** Accessible name of the map. */
  label: string
}

/** Frames every point whenever the set changes. */
function FitPoints({ points }: { points: MapPoint[] }) {
  const map = useMap()
  const key = points.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|')
  useEffect(() => {
    if (!points.length) return
    if (points.length === 1) map.setView(points[0]!, Math.max(map.getZoom(), 14))
    else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32] })
    // The key stands for the points: refit only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key])
  return null
}

/**
 * Many points on one map (households, locations), each a pin with a popup: the map picker's
 * read-only sibling. Load it through `LazyPointsMap`, so Leaflet stays out of other pages.
 */
export function PointsMap({
  points,
  onOpen,
  openLabel,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
  center,
  zoom = 11,
  height = 420,
  label,
}: PointsMapProps) {
  const { t } = useTranslation('map-picker')
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        direction: 'ltr',
        '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit' },
        '& .leaflet-container:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
        },
        '& .leaflet-popup-content': { direction: 'rtl', m: 1.5 },
      }}
    >
      <MapContainer
        center={center ?? DEFAULT_MAP_CENTER}
        zoom={zoom}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
      >
        <MapControls />
        <TileLayer url={tileUrl} attribution={attribution} />
        {points.map((p) => (
          <Marker key={p.id} position={p} icon={pin} title={p.title} alt={p.title}>
            <Popup>
              <Stack spacing={0.5} sx={{ minWidth: 160 }}>
                <Typography variant="subtitle2" component="p">
                  {p.title}
                </Typography>
                {p.details}
                {onOpen && (
                  <Button size="small" variant="outlined" onClick={() => onOpen(p.id)}>
                    {openLabel ?? t('open')}
                  </Button>
                )}
              </Stack>
            </Popup>
          </Marker>
        ))}
        <FitPoints points={points} />
      </MapContainer>
    </Box>
  )
}

export default PointsMap
