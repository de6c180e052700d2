import type { MapSettings } from '@kheyr/contracts/settings'
import { useProps } from './session/props.ts'

/** The map the staff configured (settings → map), for every map and location picker. */
export function useMapSettings() {
  const map = (useProps()?.NeshanMap ?? {}) as Partial<MapSettings>
  return {
    tileUrl: typeof map.tile_url === 'string' ? map.tile_url : undefined,
    attribution: map.attribution ?? undefined,
    center: map.center,
    zoom: map.zoom,
  }
}
