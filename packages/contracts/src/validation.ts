import { z } from 'zod'
import { isValidNationalCode, normalizeMobile, toLatinDigits } from './digits.ts'
import { isSafeLink } from './links.ts'
import { encodeMessage, type ValidationKey } from './messages.ts'
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

/** Whole toman; accepts Persian digits and thousands separators. */
export const amountField = () =>
  z.union([z.number(), z.string()], message('numeric')).transform((value, ctx) => {
    if (value === '') {
      ctx.issues.push({ code: 'custom', input: value, message: encodeMessage('required') })
      return z.NEVER
    }
    const amount = parseAmount(value)
    if (amount === null || amount < 0) {
      ctx.issues.push({ code: 'custom', input: value, message: encodeMessage('numeric') })
      return z.NEVER
    }
    return amount
  })

/** A code of exactly `length` digits in any script (OTP, TOTP). */
export const digitsField = (length: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => toLatinDigits(v))
    .pipe(z.string().regex(new RegExp(`^\\d{${length}}$`), message('invalid')))

export const nationalCodeField = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => toLatinDigits(v))
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

/** A required link (see `isSafeLink`), with the `url` message. */
export const urlField = (max = 2048) =>
  z.string().trim().min(1).max(max).refine(isSafeLink, message('url'))

/** An optional link: empty becomes null. */
export const optionalUrlField = (max = 2048) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().refine(isSafeLink, message('url')).nullable())
