import {
  encodeMessage,
  publicStaticPage,
  staticPage,
  staticPageInput,
  type StaticPage,
  type StaticPageInput,
} from '@kheyr/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { staticPages, type StaticPageRow } from './static-pages.tables.ts'

/** The first words of a page's HTML as plain text, for its description (about 160 characters). */
const textSummary = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) =>
      name === 'nbsp'
        ? ' '
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" } as Record<string, string>)[name]!,
    )
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text || null
}

const values = (input: StaticPageInput) => ({
  slug: input.slug,
  title: input.title,
  html: sanitizePageHtml(input.html),
})

/**
 * Static pages. The spec's 27 permission groups have none for them, so they belong to
 * `settings` (they are one of its sections). HTML is sanitised on write and again on read.
 */
export const staticPagesModule: FastifyPluginAsyncZod = async (app) => {
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
      const [taken] = await db
        .select({ id: staticPages.id })
        .from(staticPages)
        .where(and(eq(staticPages.slug, slug), ne(staticPages.id, selfId(request))))
      if (taken) return { slug: [encodeMessage('slug_taken')] }
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

  app.sitemap(async () =>
    (
      await db
        .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
        .from(staticPages)
        .orderBy(staticPages.slug)
    ).map((p) => ({ path: `/static_page/${p.slug}`, lastModified: p.updatedAt })),
  )
  app.pageMeta('/static_page/:slug', async ({ slug }) => {
    const [row] = await db
      .select({ title: staticPages.title, html: staticPages.html })
      .from(staticPages)
      .where(eq(staticPages.slug, slug!.toLowerCase()))
    return row ? { title: row.title, description: textSummary(row.html) } : null
  })

  app.get(
    '/api/static-pages/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'A static page by its slug, sanitised HTML (ETag, revalidated)',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: z.object({ data: publicStaticPage }), 304: z.null() },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(staticPages)
        .where(eq(staticPages.slug, request.params.slug.toLowerCase()))
      if (!row) throw notFound()
      const body = {
        data: {
          slug: row.slug,
          title: row.title,
          html: sanitizePageHtml(row.html),
          updated_at: row.updatedAt.toISOString(),
        },
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
