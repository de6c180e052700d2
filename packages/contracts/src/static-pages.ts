import { z } from 'zod'
import { requiredText, slugField } from './validation.ts'

/** Largest page body, in characters of HTML. */
export const STATIC_PAGE_HTML_MAX = 200_000

/**
 * A static page (`/static_page/{slug}`): its HTML is sanitised by the server when written and
 * again when read, so scripts, event handlers and `javascript:` links never reach a visitor.
 */
export const staticPageInput = z.object({
  slug: slugField(),
  title: requiredText(200),
  html: z.string().max(STATIC_PAGE_HTML_MAX).default(''),
})
export type StaticPageInput = z.infer<typeof staticPageInput>

export const staticPage = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type StaticPage = z.infer<typeof staticPage>

export const publicStaticPage = staticPage.pick({
  slug: true,
  title: true,
  html: true,
  updated_at: true,
})
export type PublicStaticPage = z.infer<typeof publicStaticPage>
