import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { keptDay, KeptAnswers, type KeptModule } from '../lib/kept-answers.ts'
import { answerEncoding, encodeAnswer, varyByEncoding } from './compression.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this GET route's 200 answers in memory, per caller (user and permissions), language,
     * URL and Tehran day, while no table of the modules it `reads` is written (decision 021).
     * Only for reads without side effects, whose answer follows from those modules' tables, the
     * caller and the day.
     */
    keep?: { reads: readonly KeptModule[] }
  }
  interface FastifyInstance {
    keptAnswers: KeptAnswers
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

type Pending = { key: string; ticket: number; reads: readonly KeptModule[]; served: boolean }

/**
 * Serves kept answers of the routes that ask for it (`config.keep`) before their handler runs,
 * and keeps the answers those handlers give. Registered after the session and permission checks,
 * which every request still passes: a kept answer is only ever one the caller may see now.
 */
export const keptAnswers = fp(
  async (app) => {
    const kept = new KeptAnswers(app.notices, { maxBytes: app.config.keptAnswersBytes })
    await kept.start()
    app.decorate('keptAnswers', kept)
    const pending = new WeakMap<FastifyRequest, Pending>()

    const serve =
      (reads: readonly KeptModule[]): preHandlerHookHandler =>
      (request, reply, done) => {
        if (request.method !== 'GET' || !kept.enabled || request.headers.precognition) return done()
        request
          .access()
          .then((access) => {
            const key = [
              request.user?.id ?? 0,
              access.roles.join(','),
              access.permissions.join(','),
              request.lang,
              keptDay(app.clock.now()),
              request.url,
            ].join('\u0000')
            const found = kept.get(key)
            pending.set(request, { key, ticket: kept.ticket(reads), reads, served: !!found })
            if (!found) return done()
            // Compressed the first time it is served so, then sent as kept.
            const encoding = answerEncoding(
              request.headers['accept-encoding'],
              Buffer.byteLength(found.body),
            )
            const encoded =
              encoding && kept.encoded(key, encoding, (body) => encodeAnswer(encoding, body))
            if (!encoding || !encoded) return void reply.type(found.contentType).send(found.body)
            varyByEncoding(reply)
            void reply.type(found.contentType).header('content-encoding', encoding).send(encoded)
          })
          .catch(done)
      }

    const capture: onSendHookHandler = (request, reply: FastifyReply, payload, done) => {
      const entry = pending.get(request)
      if (
        entry &&
        !entry.served &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !reply.hasHeader('set-cookie')
      ) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json')
        kept.keep(entry.key, entry.reads, entry.ticket, { body: payload, contentType })
      }
      done(null, payload)
    }

    // Only routes that ask for it pay for it. Their own hooks stay: the answer is taken before
    // any route hook (compression) changes it.
    app.addHook('onRoute', (route) => {
      const keep = (route.config as { keep?: { reads: readonly KeptModule[] } } | undefined)?.keep
      if (!keep) return
      const methods = [route.method].flat()
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD'))
        throw new Error(`Only GET answers are kept: ${methods.join(',')} ${route.url}`)
      route.preHandler = [...[route.preHandler ?? []].flat(), serve(keep.reads)]
      route.onSend = [capture, ...[route.onSend ?? []].flat()]
    })
  },
  { name: 'kept-answers', dependencies: ['db', 'session', 'auth', 'i18n'] },
)
