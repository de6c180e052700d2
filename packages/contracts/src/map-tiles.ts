/**
 * Web Mercator as map tiles use it (OpenStreetMap's and Neshan's tiles: 256 px squares, 2^z by
 * 2^z of them at zoom z), and the map point picker built on it that works without script
 * (docs/decisions/038-a-map-point-without-script.md): a grid of tiles drawn as
 * `<input type="image">` in a plain form, whose click the server turns into a point.
 */

export type LatLng = { lat: number; lng: number }
/** One tile of the world at a zoom. */
export type Tile = { z: number; x: number; y: number }
/** A place on the world's tiles at a zoom, in tiles: tile (3, 5)'s top-left corner is (3, 5). */
export type TilePoint = { x: number; y: number }

export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
export const OSM_ATTRIBUTION = '© OpenStreetMap'
/** Tehran, where most ceremonies take place, until staff choose otherwise. */
export const DEFAULT_MAP_CENTER = { lat: 35.6892, lng: 51.389 } as const

/** Where Web Mercator stops: the world's tiles are square, so the poles are left out. */
export const MAX_LATITUDE = 85.0511287798

const clamp = (n: number, least: number, most: number) => Math.min(most, Math.max(least, n))
const RAD = Math.PI / 180

/** Where `point` lies on the tiles of `zoom`. */
export function toTilePoint({ lat, lng }: LatLng, zoom: number): TilePoint {
  const n = 2 ** zoom
  const phi = clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * RAD
  return {
    x: ((lng + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n,
  }
}

/** The point at a place on the tiles of `zoom`; the longitude within -180…180. */
export function fromTilePoint({ x, y }: TilePoint, zoom: number): LatLng {
  const n = 2 ** zoom
  const lng = (x / n) * 360 - 180
  return {
    lat: Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) / RAD,
    lng: lng - 360 * Math.floor((lng + 180) / 360),
  }
}

/**
 * A tile's address from the map's template (settings → map): `{z}`, `{x}`, `{y}`, and `{s}` one
 * of the servers a, b and c, picked as Leaflet picks it (the Leaflet picker fetches the same).
 */
export const tileAddress = (template: string, { z, x, y }: Tile) =>
  template
    .replaceAll('{s}', 'abc'[Math.abs(x + y) % 3]!)
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{r}', '')

/** The picker without script: its grid, and how far a click zooms in. */
export const PLAIN_MAP = {
  /** Tiles a side, around the point. */
  size: 3,
  /** CSS pixels a tile is drawn at: three fit the form on a 390 px phone (324 px inside). */
  tilePx: 100,
  /** Zoom levels a click goes in, and "zoom out" goes out. */
  step: 2,
  minZoom: 3,
  maxZoom: 18,
  /** The fields its buttons and its view post besides `lat` and `lng`. */
  fields: { zoom: 'map_zoom', zoomOut: 'map_zoom_out', clear: 'map_clear' },
} as const

const clampZoom = (zoom: number) =>
  clamp(Math.round(zoom), PLAIN_MAP.minZoom, PLAIN_MAP.maxZoom) || PLAIN_MAP.minZoom

/** A tile of the grid, where it is drawn (row and column from the top left). */
export type GridTile = Tile & { row: number; column: number; inWorld: boolean }

/**
 * The grid of tiles around `center` at `zoom`: the centre's own tile in the middle (the grid
 * follows the tiles, so each is drawn whole), and where the centre falls on the grid, in CSS
 * pixels. Tiles past the world's east or west edge come round again; rows beyond a pole are no
 * tiles (`inWorld` false).
 */
export function plainMapGrid(center: LatLng, zoom: number) {
  const z = clampZoom(zoom)
  const at = toTilePoint(center, z)
  const half = Math.floor(PLAIN_MAP.size / 2)
  const left = Math.floor(at.x) - half
  const top = Math.floor(at.y) - half
  const n = 2 ** z
  const tiles: GridTile[] = []
  for (let row = 0; row < PLAIN_MAP.size; row++)
    for (let column = 0; column < PLAIN_MAP.size; column++) {
      const y = top + row
      tiles.push({
        z,
        x: (((left + column) % n) + n) % n,
        y,
        row,
        column,
        inWorld: y >= 0 && y < n,
      })
    }
  const px = PLAIN_MAP.tilePx
  return { zoom: z, tiles, at: { x: (at.x - left) * px, y: (at.y - top) * px } }
}

/**
 * The name of a tile's `<input type="image">`: a click posts `<name>.x` and `<name>.y` (and
 * nothing else of it), so the tile is in the name.
 */
export const plainMapTileName = ({ z, x, y }: Tile) => `map_tile_${z}_${x}_${y}`

const TILE_CLICK = /^map_tile_(\d{1,2})_(\d{1,7})_(\d{1,7})\.x$/
const round = (n: number) => Math.round(n * 1e6) / 1e6

/**
 * The point a click on one of the grid's tiles chose, and the zoom the map shows it at next;
 * null when no tile was clicked (or the name is no tile). The click is in CSS pixels of the tile
 * as drawn; a tile pressed from the keyboard posts (0, 0), and chooses its middle.
 */
export function plainMapClick(
  fields: Record<string, string>,
): { point: LatLng; zoom: number } | null {
  for (const name of Object.keys(fields)) {
    const match = TILE_CLICK.exec(name)
    if (!match) continue
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number]
    if (z > PLAIN_MAP.maxZoom || x >= 2 ** z || y >= 2 ** z) return null
    const px = PLAIN_MAP.tilePx
    let dx = Number(fields[name])
    let dy = Number(fields[`map_tile_${z}_${x}_${y}.y`])
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null
    if (dx === 0 && dy === 0) dx = dy = px / 2
    const point = fromTilePoint({ x: x + clamp(dx, 0, px) / px, y: y + clamp(dy, 0, px) / px }, z)
    return {
      point: { lat: round(point.lat), lng: round(point.lng) },
      zoom: clampZoom(z + PLAIN_MAP.step),
    }
  }
  return null
}

/**
 * A step of the picker that the form posted (a tile clicked, "zoom out", "choose again"): the
 * form's values after it, the point in `lat` and `lng` and the map's zoom in `map_zoom`, for the
 * page to come back with; null when the form was sent to be done. The picker's own fields
 * (`map_…`) are not kept, but for the zoom.
 */
export function plainMapStep(fields: Record<string, string>): Record<string, string> | null {
  const { zoom, zoomOut, clear } = PLAIN_MAP.fields
  const values = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !name.startsWith('map_')),
  )
  const click = plainMapClick(fields)
  if (click)
    return {
      ...values,
      lat: String(click.point.lat),
      lng: String(click.point.lng),
      [zoom]: String(click.zoom),
    }
  if (zoomOut in fields) {
    const shown = Number(fields[zoom]) || PLAIN_MAP.minZoom
    return { ...values, [zoom]: String(clampZoom(shown - PLAIN_MAP.step)) }
  }
  if (clear in fields) {
    delete values.lat
    delete values.lng
    return values
  }
  return null
}
