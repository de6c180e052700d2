import { and, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { staticPages, type StaticPageRow } from './static-pages.tables.ts'

export async function findPageBySlug(db: Executor, slug: string): Promise<StaticPageRow | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug))
  return row ?? null
}

export async function slugTaken(db: Executor, slug: string, exceptId: number) {
  const [taken] = await db
    .select({ id: staticPages.id })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), ne(staticPages.id, exceptId)))
  return taken !== undefined
}

/** Every page's slug and last change, for the sitemap. */
export async function pageSlugs(db: Executor) {
  return db
    .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
    .from(staticPages)
    .orderBy(staticPages.slug)
}
