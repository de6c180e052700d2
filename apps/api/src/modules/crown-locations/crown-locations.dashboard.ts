import {
  crownLocation,
  crownLocationInput,
  type CrownLocation,
  type CrownLocationInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { crownLocations, type CrownLocationRow } from './crown-locations.tables.ts'

const values = (input: CrownLocationInput) => ({
  name: input.name,
  address: input.address,
  lat: input.lat,
  lng: input.lng,
})

const present = (rows: CrownLocationRow[]): CrownLocation[] =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))

/** Staff routes: ceremony locations (settings → ceremony locations). */
export const crownLocationsDashboard: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    defineResource<CrownLocationRow, CrownLocation, CrownLocationInput, CrownLocationInput>({
      name: 'crown-locations',
      table: crownLocations,
      permission: 'crown-locations',
      output: crownLocation,
      defaultSort: 'name',
      columns: {
        id: { column: crownLocations.id, type: 'number', filter: true, sort: true },
        name: { column: crownLocations.name, type: 'text', filter: true, search: true, sort: true },
        address: { column: crownLocations.address, type: 'text', search: true },
        created_at: { column: crownLocations.createdAt, type: 'date', filter: true, sort: true },
      },
      present,
      create: { input: crownLocationInput, values },
      update: { input: crownLocationInput, values: (input) => values(input) },
      remove: {},
    }),
  )
}
