import { z } from 'zod'
import { isValidNationalCode, normalizeMobile, toLatinDigits } from './digits.ts'
import { isSafeLink } from './links.ts'
import { encodeMessage, type ValidationKey } from './message-codec.ts'
import { parseAmount } from './money.ts'

/**
 * Every zod issue without a message of its own becomes one of our encoded message keys, so the
 * same schema yields the same translated message in the form and in the API's 422 answer.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null || issue.input === '')
          return encodeMessage('required')
        if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
          return encodeMessage('numeric')
        if (issue.expected === 'boolean') return encodeMessage('boolean')
        if (issue.expected === 'date') return encodeMessage('date')
        return encodeMessage('invalid')
      case 'too_small': {
        const min = Number(issue.minimum)
        if (issue.origin === 'string')
          return encodeMessage(min <= 1 ? 'required' : 'min_length', min <= 1 ? {} : { min })
        if (issue.origin === 'array' || issue.origin === 'set')
          return encodeMessage(min <= 1 ? 'required_item' : 'min_items', min <= 1 ? {} : { min })
        return encodeMessage('min', { min })
      }
      case 'too_big': {
        const max = Number(issue.maximum)
        if (issue.origin === 'string') return encodeMessage('max_length', { max })
        if (issue.origin === 'array' || issue.origin === 'set')
          return encodeMessage('max_items', { max })
        return encodeMessage('max', { max })
      }
      case 'invalid_format':
        if (issue.format === 'email') return encodeMessage('email')
        if (issue.format === 'url') return encodeMessage('url')
        return encodeMessage('invalid')
      case 'invalid_value':
        return encodeMessage('in')
      default:
        return encodeMessage('invalid')
    }
  },
})

export const message = (key: ValidationKey, params?: Record<string, string | number>) => ({
  error: encodeMessage(key, params),
})

/** A required, trimmed text. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max)

/** An optional text: empty strings become null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))

/** An optional field checked by `schema` when given: empty strings and null become null. */
export const optionalOf = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(schema.nullable())

/** Mobile in any digit script and any of the forms 09.., +989.., 00989..; stored as 09xxxxxxxxx. */
export const mobileField = () =>
  z
    .string(message('required'))
    .trim()
    .min(1)
    .transform((value, ctx) => {
      const mobile = normalizeMobile(value)
      if (!mobile) {
        ctx.issues.push({ code: 'custom', input: value, message: encodeMessage('mobile') })
        return z.NEVER
      }
      return mobile
    })

/**
 * Whole toman; accepts Persian digits and thousands separators. `invalidKey` names the message
 * for text that is not a number (`monthly_income_numeric` on the needy form).
 */
export const amountField = (invalidKey: ValidationKey = 'numeric') =>
  z.union([z.number(), z.string()], message(invalidKey)).transform((value, ctx) => {
    if (value === '') {
      ctx.issues.push({ code: 'custom', input: value, message: encodeMessage('required') })
      return z.NEVER
    }
    const amount = parseAmount(value)
    if (amount === null || amount < 0) {
      ctx.issues.push({ code: 'custom', input: value, message: encodeMessage(invalidKey) })
      return z.NEVER
    }
    return amount
  })

/** A count (people, children): a whole number from 0, typed in any digit script. */
export const countField = (max = 100) =>
  z
    .union([z.number(), z.string()], message('integer'))
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : toLatinDigits(value.trim())
      if (!/^\d+$/.test(text)) {
        // A minus sign (any of the dashes people type) before a number: say what is wrong with it.
        const negative = /^[-\u2212\u2013\u2010]\s*\d+([.,]\d+)?$/.test(text)
        const key = negative ? 'count_negative' : 'integer'
        ctx.issues.push({ code: 'custom', input: value, message: encodeMessage(key) })
        return z.NEVER
      }
      return Number(text)
    })
    .pipe(z.number().int().min(0, message('count_negative')).max(max))

/** Spaces, dashes and the zero-width non-joiner people type inside codes and numbers. */
const stripSeparators = (value: string) => toLatinDigits(value).replace(/[\s\-\u200c_]/g, '')

/** Digits only, in any script (a document or file number); `key` names the message. */
export const numericText = (key: ValidationKey = 'numeric', max = 30) =>
  z
    .string()
    .trim()
    .min(1)
    .transform(stripSeparators)
    .pipe(z.string().regex(/^\d+$/, message(key)).max(max, message('max_length', { max })))

/** A landline with its area code (`021 8800 0000`): exactly `digits` digits in any script. */
export const phoneField = (digits = 11) =>
  z
    .string()
    .trim()
    .min(1)
    .transform(stripSeparators)
    .pipe(z.string().regex(new RegExp(`^\\d{${digits}}$`), message('phone_digits', { digits })))

/** A calendar day as `YYYY-MM-DD` (Gregorian; the web's Jalali pickers convert), any digits. */
export const dateField = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => toLatinDigits(v))
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
      const date = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v)
    }, message('date'))

/** Today in Tehran as `YYYY-MM-DD`: the latest day a visit or a help can have happened. */
export const todayInTehran = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now)

/** A day that is today or earlier (a birthday, a visit, a help given). */
export const pastDateField = () =>
  dateField().refine((v) => v <= todayInTehran(), message('date_future'))

/** A code of exactly `length` digits in any script (OTP, TOTP). */
export const digitsField = (length: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => toLatinDigits(v))
    .pipe(z.string().regex(new RegExp(`^\\d{${length}}$`), message('invalid')))

/**
 * Iranian national code: 10 digits with the check digit, in Persian, Arabic or Latin digits,
 * spaces and dashes allowed (`۰۰۱-۲۳۴۵۶۷-۸`); stored as 10 Latin digits. Codes of one repeated
 * digit pass the arithmetic but are never issued, so they are refused too.
 */
export const nationalCodeField = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform(stripSeparators)
    .refine(isValidNationalCode, message('national_code', { digits: 10 }))

export const emailField = () => z.string().trim().toLowerCase().pipe(z.email())

export const slugField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message('slug'))

export const idParam = z.coerce.number().int().positive()

/** A required choice of a record by its id (a select's value): empty is `required`. */
export const choiceId = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? toLatinDigits(v) : v),
    z.coerce.number(message('required')).int().positive(message('in')),
  )

/** A required link (see `isSafeLink`), with the `url` message. */
export const urlField = (max = 2048) =>
  z.string().trim().min(1).max(max).refine(isSafeLink, message('url'))

/** An optional text that `check` accepts as an address (the `url` message): empty becomes null. */
const optionalAddress = (check: (value: string) => boolean, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().refine(check, message('url')).nullable())

/** An optional link: empty becomes null. */
export const optionalUrlField = (max = 2048) => optionalAddress(isSafeLink, max)

/** Whether a text is an absolute `http(s)` address with a host (a service's base address). */
export function isServiceAddress(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** An optional absolute `http(s)` address (a gateway's base address): empty becomes null. */
export const optionalServiceAddress = (max = 200) => optionalAddress(isServiceAddress, max)

/**
 * In a form with `suggested_amounts` and `min_amount` (a campaign, a kind of membership): each
 * suggested amount is at least the least amount accepted, the message on the amount itself.
 */
export function suggestionsAtLeastMin(
  value: { suggested_amounts: number[]; min_amount: number },
  ctx: z.RefinementCtx,
) {
  value.suggested_amounts.forEach((amount, i) => {
    if (amount < value.min_amount)
      ctx.addIssue({
        code: 'custom',
        path: ['suggested_amounts', i],
        message: message('amount_min', { min: value.min_amount }).error,
      })
  })
}

/**
 * Record ids in a list (a new order, a bulk mark), each once and 1 to `max` of them: an id given
 * twice is a client's mistake that would otherwise be quietly dropped or counted twice, refused
 * with `ids_taken`. `id` reads one id (`idParam` also takes digits in a string).
 */
export const distinctIds = <Id extends z.ZodType<number, unknown>>(
  max: number,
  id: Id = z.number().int().positive() as unknown as Id,
) =>
  z
    .array(id)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, message('ids_taken'))

/**
 * Where images are concerned, every reference is the same pair: `url`, what a browser loads
 * (a path on this site such as `/storage/…`, or an `https://` address), and `media_id`, the
 * media library row it came from when it was picked there (null when typed as an address).
 * The URL is what is shown; the id lets the server add the library's responsive variants.
 */
export const imageInput = z.object({
  url: urlField(),
  media_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
})
export type ImageInput = z.infer<typeof imageInput>
/** An image as a form holds it, before the schema fills in a missing `media_id`. */
export type ImageValue = z.input<typeof imageInput>

/** An image as the API shows it; `variants` are the library's resized copies, narrowest first. */
export const imageOutput = z.object({
  url: z.string(),
  media_id: z.number().nullable(),
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
})
export type ImageOutput = z.infer<typeof imageOutput>

/** A point on the map, as the location pickers send it. */
export const latitude = z.coerce.number().min(-90).max(90)
export const longitude = z.coerce.number().min(-180).max(180)
