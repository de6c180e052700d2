import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorKey, MessageParams, ValidationKey } from '@kheyr/contracts'
import { encodeMessage } from '@kheyr/contracts'

/** One typed application error: an HTTP status and a message key translated when it is sent. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
    /** Fields sent beside the message (a 410's `receipt` link). */
    readonly body: Record<string, string> = {},
  ) {
    super(key)
  }
}

/** Field errors as encoded validation messages (see contracts' `encodeMessage`). */
export type FieldErrors = Record<string, string[]>

export class ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('validation_failed')
  }
}

/** A 422 for one field: `invalid('mobile', 'mobile_taken')`. */
export const invalid = (field: string, key: ValidationKey, params?: MessageParams) =>
  new ValidationError({ [field]: [encodeMessage(key, params)] })

export const unauthenticated = () => new AppError(401, 'unauthenticated')
export const forbidden = () => new AppError(403, 'forbidden')
export const notFound = () => new AppError(404, 'not_found')
export const conflict = () => new AppError(409, 'conflict')
export const confirmationRequired = () => new AppError(423, 'confirmation_required')
export const tooManyRequests = (seconds: number) =>
  new AppError(429, 'too_many_requests', { seconds }, { 'retry-after': String(seconds) })

/** Zod issues from route validation, keyed by dotted field path (`items.0.amount`). */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (error instanceof ValidationError) return error.errors
  if (!hasZodFastifySchemaValidationErrors(error)) return null
  const errors: FieldErrors = {}
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')
    const key = field || '_'
    const list = (errors[key] ??= [])
    const message = issue.message ?? 'invalid'
    if (!list.includes(message)) list.push(message)
  }
  return errors
}
