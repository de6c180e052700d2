import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

export const XSRF_COOKIE = 'XSRF-TOKEN'
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A plain HTML form's body: its token comes in the `_token` field (as Laravel takes it). */
const isFormPost = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for routes a third party posts to (a bank's callback), which cannot send the token. */
    csrf?: boolean
  }
  interface FastifyInstance {
    /**
     * The visitor's CSRF token for a page's plain HTML forms (their `_token` field): the one
     * their cookie holds, or a new one set on `reply`.
     */
    csrfToken: (request: FastifyRequest, reply: FastifyReply) => string
    /** Whether `given` is the visitor's valid CSRF token (a route with `csrf: false` checks itself). */
    csrfMatches: (request: FastifyRequest, given: string | undefined) => boolean
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Double-submit CSRF protection as Laravel Sanctum's client expects: a readable `XSRF-TOKEN`
 * cookie that must come back in `X-XSRF-TOKEN`. The token is signed with the session secret, so it
 * needs no server state and works across instances; a page on another site can neither read the
 * cookie nor forge a signed one. A plain HTML form (a giving form used before the page's script
 * has loaded, or without script) sends the token in its `_token` field instead, as Laravel
 * accepts it; a missing or wrong one is a 419 either way.
 */
export const csrf = fp(
  async (app) => {
    const sign = (nonce: string) =>
      createHmac('sha256', app.config.sessionSecret).update(nonce).digest('base64url')
    const isValid = (token: string | undefined): token is string => {
      if (!token) return false
      const [nonce, signature] = token.split('.')
      if (!nonce || !signature) return false
      const expected = Buffer.from(sign(nonce))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    }
    const headerToken = (request: FastifyRequest) => {
      const value = request.headers['x-xsrf-token']
      return typeof value === 'string' ? decodeURIComponent(value) : undefined
    }

    const issueToken = (request: FastifyRequest, reply: FastifyReply) => {
      const current = request.cookies[XSRF_COOKIE]
      // Keep a valid token: parallel requests each fetch this endpoint before mutating.
      const nonce = randomBytes(24).toString('base64url')
      const token = isValid(current) ? current : `${nonce}.${sign(nonce)}`
      reply.setCookie(XSRF_COOKIE, token, {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: app.config.sessionLifetimeDays * 24 * 60 * 60,
      })
      return token
    }
    app.decorate('csrfToken', issueToken)

    app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (request, reply) => {
      issueToken(request, reply)
      return reply.code(204).send()
    })

    const checked = (request: FastifyRequest) =>
      MUTATING.has(request.method) && !request.is404 && request.routeOptions.config?.csrf !== false

    const matches = (request: FastifyRequest, given: string | undefined) => {
      const cookieToken = request.cookies[XSRF_COOKIE]
      return isValid(cookieToken) && given === cookieToken
    }
    app.decorate('csrfMatches', matches)
    app.addHook('onRequest', (request, _reply, done) => {
      if (!checked(request)) return done()
      // A plain form's token is in its body, read once the body is parsed (below).
      if (headerToken(request) === undefined && isFormPost(request)) return done()
      if (!matches(request, headerToken(request))) return done(new AppError(419, 'csrf_mismatch'))
      done()
    })
    app.addHook('preValidation', (request, _reply, done) => {
      if (!checked(request) || headerToken(request) !== undefined || !isFormPost(request))
        return done()
      const body = request.body as Record<string, unknown> | undefined
      const given = typeof body?._token === 'string' ? body._token : undefined
      if (!matches(request, given)) return done(new AppError(419, 'csrf_mismatch'))
      delete body!._token
      done()
    })
  },
  { name: 'csrf', dependencies: ['session'] },
)
