import { useProps } from '../../../lib/session/props.ts'

type MapProps = {
  tile_url?: string
  attribution?: string | null
  center?: { lat: number; lng: number }
  zoom?: number
}

/** The map the staff configured (settings → map), for the registry's maps. */
export function useMapSettings() {
  const map = (useProps()?.NeshanMap ?? {}) as MapProps
  return {
    tileUrl: typeof map.tile_url === 'string' ? map.tile_url : undefined,
    attribution: map.attribution ?? undefined,
    center: map.center,
    zoom: map.zoom,
  }
}
