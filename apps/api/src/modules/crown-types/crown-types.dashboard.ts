import { crownType, crownTypeInput, type CrownType, type CrownTypeInput } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { assertImages, presentImages } from '../media/images.service.ts'
import { crownTypes, type CrownTypeRow } from './crown-types.tables.ts'

const values = (input: CrownTypeInput) => ({
  title: input.title,
  imageUrl: input.image?.url ?? null,
  imageMediaId: input.image?.media_id ?? null,
  price: input.price,
  active: input.active,
})

/** Staff routes: crown types (settings → crowns); a change rebuilds the props. */
export const crownTypesDashboard: FastifyPluginAsyncZod = async (app) => {
  const present = async (rows: CrownTypeRow[]): Promise<CrownType[]> => {
    const images = await presentImages(
      app,
      rows.map((r) => (r.imageUrl ? { url: r.imageUrl, mediaId: r.imageMediaId } : null)),
    )
    return rows.map((r, i) => ({
      id: r.id,
      title: r.title,
      image: images[i] ?? null,
      price: r.price,
      active: r.active,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }))
  }

  // After the change commits (onSend follows the handler), so no stale rebuild can slip in.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') app.props.invalidate()
    return payload
  })

  await app.register(
    defineResource<CrownTypeRow, CrownType, CrownTypeInput, CrownTypeInput>({
      name: 'crown-types',
      table: crownTypes,
      permission: 'crown-types',
      output: crownType,
      defaultSort: 'price',
      columns: {
        id: { column: crownTypes.id, type: 'number', filter: true, sort: true },
        title: { column: crownTypes.title, type: 'text', filter: true, search: true, sort: true },
        price: { column: crownTypes.price, type: 'number', filter: true, sort: true },
        active: { column: crownTypes.active, type: 'boolean', filter: true, sort: true },
        created_at: { column: crownTypes.createdAt, type: 'date', filter: true, sort: true },
      },
      present,
      create: {
        input: crownTypeInput,
        values: async (input, { tx }) => {
          await assertImages(tx, { image: input.image })
          return values(input)
        },
      },
      update: {
        input: crownTypeInput,
        values: async (input, _row, { tx }) => {
          await assertImages(tx, { image: input.image })
          return values(input)
        },
      },
      remove: {},
    }),
  )
}
