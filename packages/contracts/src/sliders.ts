import { z } from 'zod'
import {
  distinctIds,
  imageInput,
  imageOutput,
  optionalUrlField,
  requiredText,
} from './validation.ts'

/** A home-page slide (dashboard `/dashboard/sliders`, permission group `sliders`). */
export const slideInput = z.object({
  /** Also the image's alternative text. */
  title: requiredText(150),
  image: imageInput,
  link: optionalUrlField(),
  active: z.boolean().default(true),
})
export type SlideInput = z.infer<typeof slideInput>

export const slide = z.object({
  id: z.number(),
  title: z.string(),
  image: imageOutput,
  link: z.string().nullable(),
  sort_order: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Slide = z.infer<typeof slide>

/** The new order of the slides, first to last (any slide left out keeps its place after them). */
export const reorderSlidesInput = z.object({
  ids: distinctIds(200),
})
export type ReorderSlidesInput = z.infer<typeof reorderSlidesInput>

/** `GET /api/sliders`: the active slides in order, and how the slider plays them. */
export const publicSlides = z.object({
  data: z.array(slide.pick({ id: true, title: true, image: true, link: true })),
  meta: z.object({ autoplay: z.boolean(), interval: z.number() }),
})
export type PublicSlides = z.infer<typeof publicSlides>
export type PublicSlide = PublicSlides['data'][number]
