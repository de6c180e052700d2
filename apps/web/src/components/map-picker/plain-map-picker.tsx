import {
  DEFAULT_MAP_CENTER,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  PLAIN_MAP,
  plainMapGrid,
  plainMapTileName,
  tileAddress,
} from '@kheyr/contracts/map-tiles'
import LocationOn from '@mui/icons-material/LocationOn'
import { Button, Stack, Typography } from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { usePostedForm } from '#lib/page-form.ts'
import type { MapPickerProps } from './map-picker.tsx'
import { MapFrame, PointMessage } from './picker-parts.tsx'

/** The grid's tiles by where they are, row by row from the north-west. */
const PARTS = ['nw', 'n', 'ne', 'w', 'middle', 'e', 'sw', 's', 'se'] as const
const PX = PLAIN_MAP.tilePx
const PIN = 36
/** Where the pin icon's tip is, down its box (the icon is drawn on 24 units, the tip at 22). */
const TIP = (22 / 24) * PIN

/**
 * The map picker before the page's script, and without it (docs/decisions/038): three by three
 * map tiles, each an `<input type="image">` of the page's plain form. A click posts where on which
 * tile; the server makes it the point and sends the page back closer in, with the pin on it, the
 * point in the hidden `lat` and `lng` and the view's zoom in `map_zoom`. "Zoom out" and "choose
 * again" are the form's buttons too. The form's own button sends the point with the rest.
 */
export function PlainMapPicker({
  value,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
  center,
  zoom = 12,
  label,
  error,
  helperText,
}: MapPickerProps) {
  const { t } = useTranslation('map-picker')
  const messageId = useId()
  const { fields } = PLAIN_MAP
  // The view the last step left (a click zooms in), else the site's map.
  const shown = Number(usePostedForm()?.values[fields.zoom]) || zoom
  const grid = plainMapGrid(value ?? center ?? DEFAULT_MAP_CENTER, shown)
  const side = PLAIN_MAP.size * PX
  return (
    <Stack sx={{ gap: 0.75 }}>
      {/* Enter in a field sends the form as its own button does: the first submit button of a
          form is the one Enter presses, and the tiles come before the form's own. */}
      <button type="submit" hidden tabIndex={-1} />
      <MapFrame
        label={label}
        messageId={messageId}
        error={error}
        // The tiles lie west to east on any page (the attribute: the right-to-left styles would
        // turn a `direction` round, as they turn `left` into `right`: hence the inline places).
        dir="ltr"
        sx={{
          alignSelf: 'center',
          display: 'grid',
          gridTemplateColumns: `repeat(${PLAIN_MAP.size}, ${PX}px)`,
          width: side,
          height: side,
          boxSizing: 'content-box',
          bgcolor: 'action.hover',
        }}
      >
        {grid.tiles.map((tile) =>
          tile.inWorld ? (
            <input
              key={`${tile.row}-${tile.column}`}
              type="image"
              name={plainMapTileName(tile)}
              src={tileAddress(tileUrl, tile)}
              alt={t('plain.tile', { part: t(`plain.parts.${PARTS[tile.row * 3 + tile.column]}`) })}
              width={PX}
              height={PX}
              // A size without the image too (no internet): the click still posts.
              style={{ display: 'block', width: PX, height: PX, cursor: 'crosshair' }}
            />
          ) : (
            <span key={`${tile.row}-${tile.column}`} />
          ),
        )}
        {value && (
          <LocationOn
            aria-hidden
            data-testid="map-pin"
            style={{ left: grid.at.x - PIN / 2, top: grid.at.y - TIP }}
            sx={{
              position: 'absolute',
              fontSize: PIN,
              color: 'error.main',
              pointerEvents: 'none',
              filter: 'drop-shadow(0 1px 1px rgba(0, 0, 0, 0.5))',
            }}
          />
        )}
        {/* The map's credit line, where Leaflet puts it; as text: its links need the script. */}
        <Typography
          variant="caption"
          style={{ right: 0, bottom: 0 }}
          sx={{
            position: 'absolute',
            px: 0.5,
            fontSize: 11,
            lineHeight: 1.6,
            bgcolor: 'rgba(255, 255, 255, 0.8)',
            color: 'text.primary',
            pointerEvents: 'none',
          }}
        >
          {attribution.replace(/<[^>]*>/g, '')}
        </Typography>
      </MapFrame>
      {value && (
        <>
          <input type="hidden" name="lat" value={String(value.lat)} />
          <input type="hidden" name="lng" value={String(value.lng)} />
        </>
      )}
      <input type="hidden" name={fields.zoom} value={String(grid.zoom)} />
      <PointMessage
        id={messageId}
        error={error}
        point={value}
        hint={helperText ?? t('plain.hint')}
      />
      {value && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {t('plain.closer')}
          </Typography>
          {grid.zoom > PLAIN_MAP.minZoom && (
            <Button type="submit" name={fields.zoomOut} value="1" size="small" variant="outlined">
              {t('plain.zoomOut')}
            </Button>
          )}
          <Button type="submit" name={fields.clear} value="1" size="small">
            {t('plain.again')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}
