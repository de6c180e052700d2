import {
  encodeMessage,
  staticPage,
  staticPageInput,
  type StaticPage,
  type StaticPageInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { slugTaken } from './static-pages.repository.ts'
import { staticPages, type StaticPageRow } from './static-pages.tables.ts'

const values = (input: StaticPageInput) => ({
  slug: input.slug,
  title: input.title,
  html: sanitizePageHtml(input.html),
})

/**
 * Static pages. The spec's 27 permission groups have none for them, so they belong to
 * `settings` (they are one of its sections). HTML is sanitised on write and again on read.
 */
export const staticPagesDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  const present = (rows: StaticPageRow[]): StaticPage[] =>
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      html: sanitizePageHtml(r.html),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }))

  const uniqueSlug = (selfId: (request: { params: unknown }) => number) =>
    defineRules<StaticPageInput>(async ({ slug }, request) => {
      if (!slug) return
      if (await slugTaken(db, slug, selfId(request))) return { slug: [encodeMessage('slug_taken')] }
    })

  await app.register(
    defineResource<StaticPageRow, StaticPage, StaticPageInput, StaticPageInput>({
      name: 'static-pages',
      table: staticPages,
      permission: 'settings',
      output: staticPage,
      defaultSort: 'title',
      tags: ['static-pages'],
      columns: {
        id: { column: staticPages.id, type: 'number', filter: true, sort: true },
        slug: { column: staticPages.slug, type: 'text', filter: true, search: true, sort: true },
        title: { column: staticPages.title, type: 'text', filter: true, search: true, sort: true },
        created_at: { column: staticPages.createdAt, type: 'date', filter: true, sort: true },
        updated_at: { column: staticPages.updatedAt, type: 'date', filter: true, sort: true },
      },
      present,
      rules: {
        create: uniqueSlug(() => 0),
        update: uniqueSlug((r) => Number((r.params as { id?: string }).id) || 0),
      },
      create: { input: staticPageInput, values },
      update: { input: staticPageInput, values },
      remove: {},
    }),
  )
}
