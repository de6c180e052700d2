import { z } from 'zod'
import { imageInput, imageOutput, latitude, longitude } from './settings.ts'
import { encodeMessage } from './messages.ts'
import { amountField, message } from './validation.ts'

/** The cheapest crown type staff may list, in toman. */
export const CROWN_PRICE_MIN = 1000

/** A funeral flower crown type (DOMAIN.md, "Crown"): title, image, price in toman. */
export const crownTypeInput = z.object({
  title: z
    .string(message('crown_name_required'))
    .trim()
    .min(1, message('crown_name_required'))
    .max(100),
  image: imageInput.nullable().default(null),
  price: amountField().pipe(
    z
      .number()
      .int()
      .min(CROWN_PRICE_MIN, message('amount_min', { min: CROWN_PRICE_MIN })),
  ),
  active: z.boolean().default(true),
})
export type CrownTypeInput = z.infer<typeof crownTypeInput>

export const crownType = z.object({
  id: z.number(),
  title: z.string(),
  image: imageOutput.nullable(),
  price: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CrownType = z.infer<typeof crownType>

/** One entry of props `CrownTypes`. */
export const crownTypeProps = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
})
export type CrownTypeProps = z.infer<typeof crownTypeProps>

/** A coordinate the map picker sets; none means no point was chosen (`map_location`). */
export const mapPoint = (schema: typeof latitude) =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())
    .transform((v, ctx) => {
      if (v === null) {
        ctx.issues.push({ code: 'custom', input: v, message: encodeMessage('map_location') })
        return z.NEVER
      }
      return v
    })

/** A ceremony location, chosen on a map (settings → ceremony locations). */
export const crownLocationInput = z.object({
  name: z
    .string(message('location_name_required'))
    .trim()
    .min(1, message('location_name_required'))
    .max(150),
  address: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
  lat: mapPoint(latitude),
  lng: mapPoint(longitude),
})
export type CrownLocationInput = z.infer<typeof crownLocationInput>

export const crownLocation = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CrownLocation = z.infer<typeof crownLocation>

export const publicCrownLocation = crownLocation.pick({
  id: true,
  name: true,
  address: true,
  lat: true,
  lng: true,
})
