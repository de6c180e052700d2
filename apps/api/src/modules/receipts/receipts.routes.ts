import { localDigits, statementPdfQuery, statementQuery, statementResponse } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { attachmentDisposition } from '../../lib/storage/storage.ts'
import { displayName } from '../users/users.service.ts'
import { letterhead, statementOf } from './receipts.service.ts'
import { statementPdf } from './statement-pdf.ts'

const tags = ['receipts']

/** A signed-in donor's yearly statement: as data for the printable page, and as a PDF. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/statement',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'What I gave in a Jalali year (my paid bills’ items), with the total',
        querystring: statementQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => ({
      data: await statementOf(app, request.user!.id, request.query.year),
    }),
  )

  app.get(
    '/api/user/statement.pdf',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'The same statement as a PDF (right to left in Persian), to download or print; `lang` picks its language',
        querystring: statementPdfQuery,
      },
    },
    async (request, reply) => {
      const user = request.user!
      const lang = request.query.lang ?? request.lang
      const [statement, site] = await Promise.all([
        statementOf(app, user.id, request.query.year),
        letterhead(app),
      ])
      const name = displayName(user)
      const mobile = localDigits(user.mobile, lang)
      const pdf = await statementPdf({
        statement,
        lang,
        donor: name === user.mobile ? mobile : `${name} (${mobile})`,
        site,
        issuedAt: new Date(),
      })
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(`statement-${request.query.year}.pdf`))
        .type('application/pdf')
        .send(pdf)
    },
  )
}
