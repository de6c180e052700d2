import fp from 'fastify-plugin'
import { pickLang, type Lang } from '@kheyr/contracts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Messages in Persian unless the request asks for English (`Accept-Language: en`). */
export const i18n = fp(
  async (app) => {
    app.decorateRequest('lang', 'fa')
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = pickLang(request.headers['accept-language'])
      done()
    })
  },
  { name: 'i18n' },
)
