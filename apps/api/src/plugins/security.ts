import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
}

/**
 * The web app's hashed files (`/assets/…`: scripts, styles, fonts, images) are no documents:
 * the CSP and the other page headers do nothing there, and a first visit fetches 60 to 90 of
 * them, each paying for every header over HTTP/1.1. They keep what matters for a script or a
 * font (no content sniffing, same-origin only) and the rate limit, without its headers.
 */
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
}
const QUIET_RATE_LIMIT = {
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
}

/** Security headers and the global rate limit (per client IP). */
export const security = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/emotion injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          // Bank gateways (SEP) take a form post from the payment page.
          formAction: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })

    // The document-oriented headers (CSP and friends) guard pages, not JSON: API routes get a
    // short fixed set instead, which keeps the hot endpoints light; hashed assets another.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? ''
      if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
        route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config
      } else if (url.startsWith('/assets/')) {
        route.config = {
          ...route.config,
          helmet: { skipRoute: true },
          asset: true,
          rateLimit: QUIET_RATE_LIMIT,
        } as typeof route.config
      }
    })
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config as
        { helmet?: { skipRoute?: boolean }; asset?: boolean } | undefined
      if (config?.asset) reply.headers(ASSET_HEADERS)
      else if (config?.helmet?.skipRoute) reply.headers(API_HEADERS)
      done()
    })

    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000))
        return new AppError(
          429,
          'too_many_requests',
          { seconds },
          { 'retry-after': String(seconds) },
        )
      },
    })
  },
  { name: 'security', dependencies: ['config'] },
)
