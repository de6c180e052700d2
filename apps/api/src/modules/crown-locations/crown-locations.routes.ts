import {
  crownLocation,
  crownLocationInput,
  publicCrownLocation,
  type CrownLocation,
  type CrownLocationInput,
} from '@kheyr/contracts'
import { asc } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
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

/** Ceremony locations (settings → ceremony locations) and the public list the crown form uses. */
export const crownLocationsModule: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/api/crown-locations',
    {
      schema: {
        tags: ['site'],
        summary: 'Ceremony locations a crown can be sent to (ETag, revalidated)',
        response: { 200: z.object({ data: z.array(publicCrownLocation) }), 304: z.null() },
      },
    },
    async (request, reply) => {
      const rows = await app.db
        .select()
        .from(crownLocations)
        .orderBy(asc(crownLocations.name), asc(crownLocations.id))
      const body = {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          address: r.address,
          lat: r.lat,
          lng: r.lng,
        })),
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
