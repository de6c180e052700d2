import {
  reorderSlidesInput,
  slide,
  slideInput,
  type Slide,
  type SlideInput,
} from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { assertImages, presentImages } from '../media/images.service.ts'
import { allSlides, nextSortOrder, reorderSlides } from './sliders.repository.ts'
import { sliders, type SliderRow } from './sliders.tables.ts'

const values = (input: SlideInput) => ({
  title: input.title,
  imageUrl: input.image.url,
  imageMediaId: input.image.media_id,
  link: input.link,
  active: input.active,
})

/** Slides as staff see them, their images with the library's variants. */
export async function presentSlides(app: FastifyInstance, rows: SliderRow[]): Promise<Slide[]> {
  const images = await presentImages(
    app,
    rows.map((r) => ({ url: r.imageUrl, mediaId: r.imageMediaId })),
  )
  return rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    image: images[i]!,
    link: r.link,
    sort_order: r.sortOrder,
    active: r.active,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))
}

/** Staff routes: the slides resource and their order. */
export const slidersDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const present = (rows: SliderRow[]) => presentSlides(app, rows)

  await app.register(
    defineResource<SliderRow, Slide, SlideInput, SlideInput>({
      name: 'sliders',
      table: sliders,
      permission: 'sliders',
      output: slide,
      defaultSort: 'sort_order',
      columns: {
        id: { column: sliders.id, type: 'number', filter: true, sort: true },
        title: { column: sliders.title, type: 'text', filter: true, search: true, sort: true },
        link: { column: sliders.link, type: 'text', search: true },
        sort_order: { column: sliders.sortOrder, type: 'number', filter: true, sort: true },
        active: { column: sliders.active, type: 'boolean', filter: true, sort: true },
        created_at: { column: sliders.createdAt, type: 'date', filter: true, sort: true },
        updated_at: { column: sliders.updatedAt, type: 'date', filter: true, sort: true },
      },
      present,
      create: {
        input: slideInput,
        values: async (input, { tx }) => {
          await assertImages(tx, { image: input.image })
          return { ...values(input), sortOrder: await nextSortOrder(tx) }
        },
      },
      update: {
        input: slideInput,
        values: async (input, _row, { tx }) => {
          await assertImages(tx, { image: input.image })
          return values(input)
        },
      },
      remove: {},
    }),
  )

  app.post(
    '/api/dashboard/sliders/reorder',
    {
      config: { permission: 'sliders.update' },
      schema: {
        tags: ['sliders'],
        summary: 'Puts the slides in the given order (first to last)',
        body: reorderSlidesInput,
        response: { 200: z.object({ data: z.array(slide) }) },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const { before, after, unknown } = await reorderSlides(tx, request.body.ids)
        if (unknown.length) throw notFound()
        await recordAudit(tx, request, {
          action: 'reordered',
          resource: 'sliders',
          recordId: null,
          before: { order: before },
          after: { order: after },
        })
      })
      return { data: await present(await allSlides(db)) }
    },
  )
}
