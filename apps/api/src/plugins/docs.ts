import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI built from the routes' zod schemas; the UI lives at /api/docs. */
export const docs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kheyr API',
          description:
            'JSON API of the Kheyr charity platform. Mutating calls need the XSRF-TOKEN cookie ' +
            'from GET /sanctum/csrf-cookie echoed in the X-XSRF-TOKEN header.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'kheyr_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  },
  { name: 'docs' },
)
