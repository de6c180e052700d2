import { defineModule } from '../../lib/module.ts'
import { findPageBySlug, pageSlugs } from './static-pages.repository.ts'
import { staticPagesDashboard } from './static-pages.dashboard.ts'
import { staticPagesRoutes } from './static-pages.routes.ts'
import { seedStaticPages } from './static-pages.seed.ts'

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

/**
 * Static pages (about, terms...): sanitised HTML by slug for everyone, edited by staff under the
 * `settings` permissions (the spec has no group of their own).
 */
export const staticPagesModule = defineModule({
  name: 'static-pages',
  needs: ['audit'],
  register: async (app) => {
    app.sitemap(async () =>
      (await pageSlugs(app.db)).map((p) => ({
        path: `/static_page/${p.slug}`,
        lastModified: p.updatedAt,
      })),
    )
    app.pageMeta('/static_page/:slug', async ({ slug }) => {
      const row = await findPageBySlug(app.db, slug!.toLowerCase())
      return row ? { title: row.title, description: textSummary(row.html) } : null
    })

    await app.register(staticPagesRoutes)
    await app.register(staticPagesDashboard)
  },
  seedDemo: seedStaticPages,
})
