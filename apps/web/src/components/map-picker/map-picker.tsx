import 'leaflet/dist/leaflet.css'
import {
  DEFAULT_MAP_CENTER,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  type LatLng,
} from '@kheyr/contracts/map-tiles'
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined'
import { Button, Stack } from '@mui/material'
import L from 'leaflet'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { Fragment, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet'
import { safeInlineHtml } from '#lib/safe-inline-html.ts'
import { MapFrame, PointMessage } from './picker-parts.tsx'

export type { LatLng }

export type MapPickerProps = {
  /** The chosen point; null until one is chosen. */
  value: LatLng | null
  /** Absent: the map only shows the point. */
  onChange?: (point: LatLng) => void
  /** The map's tile address with `{z}`, `{x}`, `{y}` (and optionally `{s}`). */
  tileUrl?: string
  attribution?: string
  /** Where the map opens when no point is chosen yet. */
  center?: LatLng
  zoom?: number
  height?: number | string
  /** Accessible name of the map. */
  label: string
  /** A (translated) validation message: the map is outlined red and the message shown below. */
  error?: string | null
  helperText?: string
}

// Bundlers rename Leaflet's marker images; point the icon at the bundled copies.
export const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
})

/**
 * Leaflet's zoom buttons and credit line in the page's language (its own say «Zoom in» and «A
 * JavaScript library for interactive maps»); put the map's own off (`zoomControl` and
 * `attributionControl` false). Made anew when the language changes: Leaflet reads them once.
 */
export function MapControls() {
  const { t, i18n } = useTranslation('map-picker')
  const leaflet = `<a href="https://leafletjs.com" title="${t('leafletTitle')}">Leaflet</a>`
  return (
    <Fragment key={i18n.language}>
      <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <AttributionControl position="bottomright" prefix={leaflet} />
    </Fragment>
  )
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

function ClickToChoose({ onChange }: { onChange: (point: LatLng) => void }) {
  useMapEvents({
    click: (event) => onChange({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
  })
  return null
}

/** Follows a point chosen elsewhere (typed, reset) without fighting the person's own panning. */
function FollowValue({ value }: { value: LatLng | null }) {
  const map = useMap()
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (!value) return
    const key = `${value.lat},${value.lng}`
    if (key === last.current) return
    last.current = key
    if (!map.getBounds().contains(value)) map.panTo(value)
  }, [map, value])
  return null
}

function CenterButton({ onChange, label }: { onChange: (point: LatLng) => void; label: string }) {
  const map = useMap()
  return (
    <Button
      size="small"
      variant="contained"
      color="inherit"
      startIcon={<CenterFocusStrongOutlined />}
      onClick={() => {
        const c = map.getCenter()
        onChange({ lat: round(c.lat), lng: round(c.lng) })
      }}
      sx={{
        position: 'absolute',
        insetInlineEnd: 8,
        bottom: 8,
        zIndex: 1000,
        bgcolor: 'background.paper',
      }}
    >
      {label}
    </Button>
  )
}

/**
 * A point picked on a Leaflet map: click or tap to choose, drag the pin to adjust, or pan with
 * the arrow keys and press "use the map's centre" (the keyboard way). Load it through
 * `LazyMapPicker`: Leaflet stays out of every page that shows no map.
 */
export function MapPicker({
  value,
  onChange,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
  center,
  zoom = 12,
  height = 320,
  label,
  error,
  helperText,
}: MapPickerProps) {
  const { t } = useTranslation('map-picker')
  const messageId = useId()
  const start = value ?? center ?? DEFAULT_MAP_CENTER

  return (
    <Stack sx={{ gap: 0.75 }}>
      <MapFrame
        label={label}
        messageId={messageId}
        error={error}
        sx={{
          height,
          // Leaflet lays itself out left to right; the controls stay where its CSS puts them.
          direction: 'ltr',
          '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit' },
          '& .leaflet-container:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
          },
        }}
      >
        <MapContainer
          center={start}
          zoom={value ? Math.max(zoom, 15) : zoom}
          scrollWheelZoom={false}
          zoomControl={false}
          attributionControl={false}
          style={{ cursor: onChange ? 'crosshair' : undefined }}
        >
          <MapControls />
          {/* Leaflet shows the attribution as HTML: only links and inline formatting get there. */}
          <TileLayer url={tileUrl} attribution={safeInlineHtml(attribution)} />
          {value && (
            <Marker
              position={value}
              icon={pin}
              draggable={Boolean(onChange)}
              title={t('chosen')}
              alt={t('chosen')}
              eventHandlers={{
                dragend: (event) => {
                  const p = (event.target as L.Marker).getLatLng()
                  onChange?.({ lat: round(p.lat), lng: round(p.lng) })
                },
              }}
            />
          )}
          <FollowValue value={value} />
          {onChange && <ClickToChoose onChange={onChange} />}
          {onChange && <CenterButton onChange={onChange} label={t('useCenter')} />}
        </MapContainer>
      </MapFrame>
      <PointMessage
        id={messageId}
        error={error}
        point={value}
        hint={helperText ?? (onChange ? t('hint') : t('none'))}
      />
    </Stack>
  )
}

export default MapPicker
