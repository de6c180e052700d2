import { describe, expect, it } from 'vitest'
import {
  fromTilePoint,
  MAX_LATITUDE,
  PLAIN_MAP,
  plainMapClick,
  plainMapGrid,
  plainMapStep,
  plainMapTileName,
  tileAddress,
  toTilePoint,
} from './map-tiles.ts'

const TEHRAN = { lat: 35.6892, lng: 51.389 }

describe('Web Mercator tiles', () => {
  it('puts Chicago where Google’s map documentation does (world coordinates at zoom 0)', () => {
    // developers.google.com/maps/documentation/javascript/coordinates: (41.85, -87.65) is the
    // world coordinate (65.67111111111113, 95.17492654697409), in the 256-pixel tile of zoom 0.
    const at = toTilePoint({ lat: 41.85, lng: -87.65 }, 0)
    expect(at.x * 256).toBeCloseTo(65.67111111111113, 9)
    expect(at.y * 256).toBeCloseTo(95.17492654697409, 9)
    const zoom3 = toTilePoint({ lat: 41.85, lng: -87.65 }, 3)
    expect([Math.floor(zoom3.x * 256), Math.floor(zoom3.y * 256)]).toEqual([525, 761])
  })

  it('finds London in OpenStreetMap’s tile 10/511/340', () => {
    const at = toTilePoint({ lat: 51.5074, lng: -0.1278 }, 10)
    expect([Math.floor(at.x), Math.floor(at.y)]).toEqual([511, 340])
  })

  it('has the world’s middle and its corner where they belong', () => {
    expect(toTilePoint({ lat: 0, lng: 0 }, 0)).toEqual({ x: 0.5, y: 0.5 })
    expect(fromTilePoint({ x: 0.5, y: 0.5 }, 0)).toEqual({ lat: 0, lng: 0 })
    const corner = fromTilePoint({ x: 0, y: 0 }, 4)
    expect(corner.lng).toBe(-180)
    expect(corner.lat).toBeCloseTo(MAX_LATITUDE, 9)
    // Past the poles, a point stays on the world's edge.
    expect(toTilePoint({ lat: 89.9, lng: 0 }, 2).y).toBeCloseTo(0, 9)
  })

  it.each([
    [TEHRAN, 12],
    [{ lat: -33.8688, lng: 151.2093 }, 17],
    [{ lat: 64.1466, lng: -21.9426 }, 5],
  ])('goes from %o at zoom %i to the tiles and back', (point, zoom) => {
    const back = fromTilePoint(toTilePoint(point, zoom), zoom)
    expect(back.lat).toBeCloseTo(point.lat, 9)
    expect(back.lng).toBeCloseTo(point.lng, 9)
  })

  it('brings a longitude past the east edge round to the west', () => {
    expect(fromTilePoint({ x: 8, y: 4 }, 3).lng).toBe(-180)
    expect(fromTilePoint({ x: 9, y: 4 }, 3).lng).toBe(-135)
  })

  it('fills a tile template, picking a server for {s}', () => {
    const tile = { z: 12, x: 2632, y: 1614 }
    expect(tileAddress('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', tile)).toBe(
      'https://b.tile.openstreetmap.org/12/2632/1614.png',
    )
    expect(tileAddress('https://map.example/{z}/{x}/{y}{r}.png', tile)).toBe(
      'https://map.example/12/2632/1614.png',
    )
  })
})

describe('the map point picker without script', () => {
  it('draws three by three tiles with the centre’s own tile in the middle', () => {
    const grid = plainMapGrid(TEHRAN, 12)
    const own = toTilePoint(TEHRAN, 12)
    expect(grid.tiles).toHaveLength(9)
    const middle = grid.tiles[4]!
    expect(middle).toMatchObject({ z: 12, row: 1, column: 1, inWorld: true })
    expect([middle.x, middle.y]).toEqual([Math.floor(own.x), Math.floor(own.y)])
    expect(grid.tiles[0]).toMatchObject({ x: middle.x - 1, y: middle.y - 1 })
    expect(grid.tiles[8]).toMatchObject({ x: middle.x + 1, y: middle.y + 1 })
    // The centre is drawn inside the middle tile, at its place in it.
    const px = PLAIN_MAP.tilePx
    expect(grid.at.x).toBeCloseTo(px + (own.x - middle.x) * px, 9)
    expect(grid.at.y).toBeCloseTo(px + (own.y - middle.y) * px, 9)
  })

  it('wraps tiles past the date line and leaves out rows beyond the pole', () => {
    const grid = plainMapGrid({ lat: 84, lng: 179.9 }, 3)
    expect(grid.tiles.slice(0, 3).map((t) => t.inWorld)).toEqual([false, false, false])
    expect(grid.tiles.slice(3, 6).map((t) => [t.x, t.y])).toEqual([
      [6, 0],
      [7, 0],
      [0, 0],
    ])
  })

  it('keeps the zoom between its least and its most', () => {
    expect(plainMapGrid(TEHRAN, 1).zoom).toBe(PLAIN_MAP.minZoom)
    expect(plainMapGrid(TEHRAN, 22).zoom).toBe(PLAIN_MAP.maxZoom)
    expect(plainMapGrid(TEHRAN, Number.NaN).zoom).toBe(PLAIN_MAP.minZoom)
  })

  it('turns a click where the centre is drawn back into the centre, two zooms closer', () => {
    const grid = plainMapGrid(TEHRAN, 12)
    const middle = grid.tiles[4]!
    const name = plainMapTileName(middle)
    expect(name).toBe(`map_tile_12_${middle.x}_${middle.y}`)
    const click = plainMapClick({
      [`${name}.x`]: String(grid.at.x - PLAIN_MAP.tilePx),
      [`${name}.y`]: String(grid.at.y - PLAIN_MAP.tilePx),
    })
    expect(click!.zoom).toBe(14)
    expect(click!.point.lat).toBeCloseTo(TEHRAN.lat, 6)
    expect(click!.point.lng).toBeCloseTo(TEHRAN.lng, 6)
  })

  it('chooses the middle of a tile pressed from the keyboard (a click at 0, 0)', () => {
    const click = plainMapClick({ 'map_tile_1_0_0.x': '0', 'map_tile_1_0_0.y': '0' })
    expect(click!.point.lng).toBe(-90)
    expect(click!.point.lat).toBeCloseTo(fromTilePoint({ x: 0.5, y: 0.5 }, 1).lat, 6)
    expect(click!.zoom).toBe(PLAIN_MAP.minZoom)
  })

  it.each([
    [{ 'map_tile_3_8_0.x': '5', 'map_tile_3_8_0.y': '5' }],
    [{ 'map_tile_19_0_0.x': '5', 'map_tile_19_0_0.y': '5' }],
    [{ 'map_tile_3_1_1.x': 'left', 'map_tile_3_1_1.y': '5' }],
    [{ 'map_tile_3_1_1.x': '5' }],
    [{ 'map_tile_3_1.x': '5', 'map_tile_3_1.y': '5' }],
    [{ address: 'x' }],
  ])('takes no point from %o', (fields) => {
    expect(plainMapClick(fields)).toBeNull()
  })

  it('keeps the form’s values through a step, without the picker’s buttons', () => {
    const typed = { address: 'تهران', phone: '۰۹۱۲', lat: '35.7', lng: '51.4', map_zoom: '16' }
    expect(plainMapStep({ ...typed, map_zoom_out: '' })).toEqual({ ...typed, map_zoom: '14' })
    expect(plainMapStep({ ...typed, map_clear: '' })).toEqual({ address: 'تهران', phone: '۰۹۱۲' })
    const clicked = plainMapStep({ ...typed, 'map_tile_16_0_0.x': '50', 'map_tile_16_0_0.y': '50' })
    expect(clicked).toMatchObject({ address: 'تهران', phone: '۰۹۱۲', map_zoom: '18' })
    expect(Number(clicked!.lng)).toBeCloseTo(-180 + 360 / 2 ** 17, 6)
    expect(Object.keys(clicked!).some((name) => name.startsWith('map_tile'))).toBe(false)
    // Sent to be done (the main button): no step.
    expect(plainMapStep(typed)).toBeNull()
  })
})
