import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorMessage, validationMessage, type ErrorKey } from '@kheyr/contracts'
import { AppError, fieldErrorsOf, type FieldErrors } from '../lib/errors.ts'
import { filterValidateOnly, isPrecognitive, precognitionSuccess } from './precognition.ts'

const STATUS_KEYS: Record<number, ErrorKey> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  419: 'csrf_mismatch',
  423: 'confirmation_required',
  429: 'too_many_requests',
  503: 'service_unavailable',
}

export function sendValidationErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: FieldErrors,
) {
  const lang = request.lang
  const translated: Record<string, string[]> = {}
  for (const [field, list] of Object.entries(errors)) {
    translated[field] = list.map((m) => validationMessage(m, lang))
  }
  const all = Object.values(translated).flat()
  const first = all[0] ?? errorMessage('validation_failed', lang)
  const message =
    all.length > 1
      ? errorMessage('validation_failed_more', lang, { message: first, count: all.length - 1 })
      : first
  if (isPrecognitive(request)) reply.header('precognition', 'true')
  return reply.code(422).send({ message, errors: translated })
}

/** PostgreSQL's "invalid byte sequence" (NUL) and "unsupported Unicode escape" (jsonb) errors. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05'])
function isUnstorableText(error: unknown) {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && UNSTORABLE_TEXT_CODES.has(e.code)) return true
    e = e.cause as typeof e
  }
  return false
}

/**
 * The multipart parser (busboy) reports a malformed body ("Unexpected end of multipart data",
 * "Multipart: Boundary not found"...) as a plain Error without a status; it is known by where
 * it was raised. Errors of our own file handlers carry their status (422) or stay 500s.
 */
function isMultipartParseError(error: FastifyError) {
  return (
    error instanceof Error &&
    typeof error.statusCode !== 'number' &&
    /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '')
  )
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const fieldErrors = fieldErrorsOf(error)
    if (fieldErrors) {
      const errors = isPrecognitive(request)
        ? filterValidateOnly(request, fieldErrors)
        : fieldErrors
      if (Object.keys(errors).length === 0) return precognitionSuccess(reply)
      return sendValidationErrors(request, reply, errors)
    }

    if (error instanceof AppError) {
      reply.headers(error.headers)
      return reply
        .code(error.status)
        .send({ ...error.body, message: errorMessage(error.key, request.lang, error.params) })
    }

    // A multipart body the parser cannot read is the client's mistake, not the server's.
    if (isMultipartParseError(error)) {
      return reply.code(400).send({ message: errorMessage('bad_request', request.lang) })
    }

    // A safety net behind the text-input guard: text the database cannot store is bad input.
    if (isUnstorableText(error)) {
      return reply.code(400).send({ message: errorMessage('bad_text', request.lang) })
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      const key = status === 503 ? 'service_unavailable' : 'server_error'
      return reply.code(status).send({ message: errorMessage(key, request.lang) })
    }
    const key = STATUS_KEYS[status] ?? 'bad_request'
    const params: Record<string, string | number> = {}
    if (status === 429) params.seconds = Number(reply.getHeader('retry-after') ?? 60)
    return reply.code(status).send({ message: errorMessage(key, request.lang, params) })
  })
}

export const errors = fp(errorsPlugin, { name: 'errors' })
