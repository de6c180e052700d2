import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { encodeMessage, type ValidationKey } from './message-codec.ts'
import {
  amountField,
  distinctIds,
  idParam,
  imageInput,
  imageOutput,
  latitude,
  longitude,
  message,
  mobileField,
  optionalOf,
  optionalText,
} from './validation.ts'
import { CROWN_MESSAGE_MAX, TEHRAN_OFFSET } from './form-limits.ts'

export { CROWN_MESSAGE_MAX, TEHRAN_OFFSET }

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
  active: z.boolean().default(true),
})
export type CrownLocationInput = z.infer<typeof crownLocationInput>

export const crownLocation = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  active: z.boolean(),
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
export type PublicCrownLocation = z.infer<typeof publicCrownLocation>

// ---- Orders ---------------------------------------------------------------------------------

/**
 * An order's life: `unpaid` until its bill is paid, then `paid`, `printed` (its card is printed)
 * and `delivered` (placed at the ceremony). `canceled`: staff canceled it while unpaid.
 * A refund is recorded beside the status (`refunded_at`), never instead of it.
 */
export const CROWN_STATUSES = ['unpaid', 'paid', 'printed', 'delivered', 'canceled'] as const
export type CrownStatus = (typeof CROWN_STATUSES)[number]
/** The statuses of an order whose money arrived. */
export const CROWN_PAID_STATUSES = ['paid', 'printed', 'delivered'] as const

/** Orders close this many hours before the ceremony (a setting; DOMAIN.md, "Crown"). */
export const CROWN_CUTOFF_HOURS = { min: 0, max: 168, default: 3 } as const

/** A choice from a list (a crown type, a location): an id, or the given message when missing. */
const choiceField = (key: ValidationKey) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      const id = typeof value === 'string' ? Number(toLatinDigits(value.trim()) || NaN) : value
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
        ctx.issues.push({ code: 'custom', input: value, message: encodeMessage(key) })
        return z.NEVER
      }
      return id
    })

/**
 * The ceremony's date and time: an ISO moment, or `YYYY-MM-DDTHH:mm` read as Tehran time (what
 * the form's Jalali picker sends, in any digit script).
 */
/**
 * The day and time written at the start of `value` exist: JavaScript reads 30 February as
 * 2 March and 24:30 as the next day, so each part is checked against its own calendar.
 */
function isRealMoment(value: string) {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value)
  if (!parts) return false
  const [year, month, day, hour, minute, second] = parts.slice(1).map((p) => Number(p ?? 0))
  const calendar = new Date(Date.UTC(year!, month! - 1, day!))
  return (
    calendar.getUTCMonth() === month! - 1 &&
    calendar.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  )
}

export const ceremonyAtField = () =>
  z
    .string(message('required'))
    .trim()
    .min(1)
    .transform((raw, ctx) => {
      const value = toLatinDigits(raw).replace(' ', 'T')
      const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)
      const date = new Date(local ? `${value}${TEHRAN_OFFSET}` : value)
      if (!isRealMoment(value) || Number.isNaN(date.getTime())) {
        ctx.issues.push({ code: 'custom', input: raw, message: encodeMessage('date') })
        return z.NEVER
      }
      return date.toISOString()
    })

/** `POST /api/crowns`: what the order form sends. The price comes from the type, never from here. */
export const createCrownInput = z.object({
  /** The deceased's name as printed after "the late". */
  deceased: z
    .string(message('deceased_name_required'))
    .trim()
    .min(1, message('deceased_name_required'))
    .max(100),
  /** Who it is from (a person, a family or a company), as it should be printed. */
  giver: z.string().trim().min(1).max(150),
  crown_type_id: choiceField('crown_type_required'),
  location_id: choiceField('location_required'),
  ceremony_at: ceremonyAtField(),
  message: optionalText(CROWN_MESSAGE_MAX),
  /** Required of guests (the receipt SMS and a way to reach them); an account uses its own. */
  mobile: optionalOf(mobileField()),
})
export type CreateCrownInput = z.infer<typeof createCrownInput>
export type CrownFormValues = z.input<typeof createCrownInput>

export const createCrownResponse = z.object({
  data: z.object({
    crown: z.object({ id: z.number() }),
    bill: z.object({ id: z.number(), token: z.string(), total: z.number() }),
  }),
})
export type CreateCrownResponse = z.infer<typeof createCrownResponse>

/** A type the order form offers (active ones, cheapest first), with its image's variants. */
export const crownTypeOption = z.object({
  id: z.number(),
  title: z.string(),
  image: imageOutput.nullable(),
  price: z.number(),
})
export type CrownTypeOption = z.infer<typeof crownTypeOption>

/** `GET /api/crowns/options`: everything the order form needs in one answer. */
export const crownOptions = z.object({
  types: z.array(crownTypeOption),
  locations: z.array(publicCrownLocation),
  cutoff_hours: z.number(),
})
export type CrownOptions = z.infer<typeof crownOptions>

/** An order as its giver sees it (`GET /api/crowns`, `GET /api/crowns/{id}`). */
export const crown = z.object({
  id: z.number(),
  deceased: z.string(),
  giver: z.string(),
  message: z.string().nullable(),
  type: z.object({ id: z.number(), title: z.string(), image: imageOutput.nullable() }),
  location: publicCrownLocation,
  ceremony_at: z.string(),
  /** Whole toman, the type's price when the order was made. */
  amount: z.number(),
  status: z.enum(CROWN_STATUSES),
  refunded_at: z.string().nullable(),
  bill_id: z.number().nullable(),
  paid_at: z.string().nullable(),
  printed_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
})
export type Crown = z.infer<typeof crown>

/** An order as staff see it: the giver's account or guest mobile, refunds and cancellation. */
export const dashboardCrown = crown.extend({
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  mobile: z.string().nullable(),
  guest: z.boolean(),
  refund_note: z.string().nullable(),
  canceled_at: z.string().nullable(),
  updated_at: z.string(),
})
export type DashboardCrown = z.infer<typeof dashboardCrown>

/** Mark orders printed or delivered, in bulk (all or none). */
export const markCrownsInput = z.object({
  ids: distinctIds(500, idParam),
})
export type MarkCrownsInput = z.infer<typeof markCrownsInput>

export const refundCrownInput = z.object({ note: optionalText(500) })
export type RefundCrownInput = z.infer<typeof refundCrownInput>

export const crownSettingsInput = z.object({
  /** Whole hours, in any digit script. */
  cutoff_hours: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? Number(toLatinDigits(v.trim())) : undefined) : v),
    z.number().int().min(CROWN_CUTOFF_HOURS.min).max(CROWN_CUTOFF_HOURS.max),
  ),
})
/** Every type and location (inactive ones too), for the dashboard's filters. */
export const crownFilterChoices = z.object({
  types: z.array(z.object({ id: z.number(), title: z.string(), active: z.boolean() })),
  locations: z.array(z.object({ id: z.number(), name: z.string(), active: z.boolean() })),
})
export type CrownFilterChoices = z.infer<typeof crownFilterChoices>

export const crownSettings = z.object({ cutoff_hours: z.number() })
export type CrownSettings = z.infer<typeof crownSettings>
