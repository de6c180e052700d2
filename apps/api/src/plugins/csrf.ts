import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

export const XSRF_COOKIE = 'XSRF-TOKEN'
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for routes a third party posts to (a bank's callback), which cannot send the token. */
    csrf?: boolean
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Double-submit CSRF protection as Laravel Sanctum's client expects: a readable `XSRF-TOKEN`
 * cookie that must come back in `X-XSRF-TOKEN`. The token is signed with the session secret, so it
 * needs no server state and works across instances; a page on another site can neither read the
 * cookie nor forge a signed one.
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

    app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (request, reply) => {
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
      return reply.code(204).send()
    })

    app.addHook('onRequest', (request, _reply, done) => {
      if (!MUTATING.has(request.method) || request.is404) return done()
      if (request.routeOptions.config?.csrf === false) return done()
      const cookieToken = request.cookies[XSRF_COOKIE]
      const given = headerToken(request)
      if (!isValid(cookieToken) || given !== cookieToken)
        return done(new AppError(419, 'csrf_mismatch'))
      done()
    })
  },
  { name: 'csrf', dependencies: ['session'] },
)
