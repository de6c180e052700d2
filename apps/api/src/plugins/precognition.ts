import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodType } from 'zod'
import { AppError, ValidationError, fieldErrorsOf, type FieldErrors } from '../lib/errors.ts'

/**
 * Checks a route needs beyond its zod schema (a unique mobile, a minimum that lives in the
 * database). They get the fields that passed the schema and run for real and precognitive
 * requests alike, so live validation and submit validation are one and the same.
 */
export type Rules = (
  values: Record<string, unknown>,
  request: FastifyRequest,
) => Promise<FieldErrors | void> | FieldErrors | void

/** Types a route's rules by its input. */
export const defineRules =
  <T>(
    fn: (
      values: Partial<T>,
      request: FastifyRequest,
    ) => Promise<FieldErrors | void> | FieldErrors | void,
  ): Rules =>
  (values, request) =>
    fn(values as Partial<T>, request)

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route into live validation (Laravel Precognition protocol). */
    precognition?: boolean
    rules?: Rules
  }
  interface FastifyRequest {
    precognition: { only: string[] | null } | null
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const isPrecognitive = (request: FastifyRequest) => request.precognition !== null

export function filterValidateOnly(request: FastifyRequest, errors: FieldErrors): FieldErrors {
  const only = request.precognition?.only
  if (!only) return errors
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) =>
      only.some((name) => field === name || field.startsWith(`${name}.`)),
    ),
  )
}

export function precognitionSuccess(reply: FastifyReply) {
  return reply
    .code(204)
    .header('precognition', 'true')
    .header('precognition-success', 'true')
    .header('vary', 'Precognition')
    .send()
}

const inputOf = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body

const schemaOf = (request: FastifyRequest): ZodType | undefined => {
  const schema = request.routeOptions.schema
  const s =
    request.method === 'GET' || request.method === 'DELETE' ? schema?.querystring : schema?.body
  return s as ZodType | undefined
}

/** The fields of an input that pass their own schema, each parsed on its own. */
function validFields(schema: ZodType | undefined, raw: unknown, errors: FieldErrors) {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  if (!shape) return {}
  const values: Record<string, unknown> = {}
  for (const [field, fieldSchema] of Object.entries(shape)) {
    if (errors[field]) continue
    const result = fieldSchema.safeParse(input[field])
    if (result.success) values[field] = result.data
  }
  return values
}

async function validationGate(request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config
  let errors: FieldErrors = request.validationError
    ? (fieldErrorsOf(request.validationError) ?? {})
    : {}
  if (config.rules) {
    const values = request.validationError
      ? validFields(schemaOf(request), inputOf(request), errors)
      : (inputOf(request) as Record<string, unknown>)
    const found = (await config.rules(values ?? {}, request)) ?? {}
    for (const [field, list] of Object.entries(found)) {
      errors[field] = [...(errors[field] ?? []), ...list]
    }
  }
  if (isPrecognitive(request)) errors = filterValidateOnly(request, errors)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  if (isPrecognitive(request)) return precognitionSuccess(reply)
}

async function precognitionPlugin(app: FastifyInstance) {
  app.decorateRequest('precognition', null)

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { precognition?: boolean; rules?: Rules }
    if (!config.precognition && !config.rules) return
    route.attachValidation = true
    const existing = route.preHandler ? [route.preHandler].flat() : []
    route.preHandler = [...existing, validationGate]
  })

  app.addHook('onRequest', (request, reply, done) => {
    const optedIn = request.routeOptions.config?.precognition === true
    if (optedIn) reply.header('vary', 'Precognition')
    if (request.headers.precognition !== 'true') return done()
    // A route that has not opted in must never run its action for a precognitive request.
    if (request.is404) return done()
    if (!optedIn) return done(new AppError(400, 'bad_request'))
    reply.header('precognition', 'true')
    const only = request.headers['precognition-validate-only']
    request.precognition = {
      only:
        typeof only === 'string' && only.trim()
          ? only
              .split(',')
              .map((f) => f.trim())
              .filter(Boolean)
          : null,
    }
    done()
  })
}

export const precognition = fp(precognitionPlugin, { name: 'precognition' })
