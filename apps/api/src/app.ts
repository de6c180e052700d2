import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, {
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { routeFileHandler } from './lib/storage/multipart-files.ts'
import { modules as featureModules } from './modules.ts'
import { auth } from './plugins/auth.ts'
import { configPlugin } from './plugins/config.ts'
import { csrf } from './plugins/csrf.ts'
import { compression } from './plugins/compression.ts'
import { dbPlugin } from './plugins/db.ts'
import { docs } from './plugins/docs.ts'
import { errors } from './plugins/errors.ts'
import { i18n } from './plugins/i18n.ts'
import { keptAnswers } from './plugins/kept-answers.ts'
import { jobs } from './plugins/jobs.ts'
import { methodOverride } from './plugins/method-override.ts'
import { precognition } from './plugins/precognition.ts'
import { security } from './plugins/security.ts'
import { session } from './plugins/session.ts'
import { textInput } from './plugins/text-input.ts'
import { pageMeta, web } from './plugins/web.ts'
import { formPages } from './plugins/web-forms.ts'

export type BuildOptions = {
  config: Config
  database: Database
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDatabase?: boolean
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (the server adds the log file to stdout); stdout if unset. */
  logStream?: DestinationStream
  /** Extra modules mounted after the built-in ones (tests mount probe routes this way). */
  modules?: FastifyPluginAsync[]
  /** Run queue workers in this process (tests that only read the outbox turn them off). */
  workers?: boolean
  /** The time the app reads (tests move it); the system clock by default. */
  clock?: Clock
}

/** Query parameters that open something on their own (a guest's bill, a signed download). */
const SECRET_PARAMS = ['token', 'signature']

/**
 * Paths whose last segment opens something on its own (a membership reminder's pay link), with
 * any number of slashes: the router takes `//api/subscriptions/pay/...` too.
 */
const SECRET_PATH = /^(\/+(?:api\/+subscriptions|subscription)\/+pay\/+)[^/]+/i

/**
 * A request as the log keeps it: its secrets masked, since staff read the log in the dashboard.
 * The line is taken apart by hand: `new URL` reads a path starting `//` as a host name.
 */
export function requestForLog(request: FastifyRequest) {
  const mark = request.url.indexOf('?')
  const pathname = mark < 0 ? request.url : request.url.slice(0, mark)
  const search = mark < 0 ? '' : request.url.slice(mark + 1)
  const params = new URLSearchParams(search)
  const secret = SECRET_PARAMS.filter((name) => params.has(name))
  for (const name of secret) params.set(name, '***')
  const path = pathname.replace(SECRET_PATH, '$1***')
  const query = secret.length
    ? `?${params.toString().replaceAll('%2A', '*')}`
    : mark < 0
      ? ''
      : `?${search}`
  return {
    method: request.method,
    url: secret.length || path !== pathname ? `${path}${query}` : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * Builds the app in a fixed order: configuration, infrastructure plugins, then feature modules.
 * Nothing listens here; `server.ts` does that.
 */
export async function buildApp({
  config,
  database,
  closeDatabase = false,
  logger,
  logStream,
  modules = [],
  workers = true,
  clock = systemClock(),
}: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers.authorization'],
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('clock', clock)

  // Infrastructure, in the order requests meet it.
  await app.register(configPlugin, { config })
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase })
  await app.register(errors)
  await app.register(i18n)
  await app.register(security)
  await app.register(compression)
  await app.register(formbody)
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 10 },
    // Fields always land in `request.body` (so `_method=PUT` works); files are buffered there
    // too, unless a route streams them to storage itself (`config.onFilePart`, with its own
    // `multipartOptions` limits): the media upload takes a 200 MB video without holding it.
    onFile: routeFileHandler,
  })
  await app.register(session)
  await app.register(csrf)
  await app.register(precognition)
  await app.register(textInput)
  await app.register(auth)
  await app.register(keptAnswers)
  await app.register(methodOverride)
  await app.register(docs)
  await app.register(jobs, { workers })
  await app.register(pageMeta)
  await app.register(formPages)

  // A request without a body still validates field by field, like an empty form.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {}
    done()
  })

  // Feature modules, in the order `modules.ts` lists them (each after the modules it needs).
  for (const feature of featureModules)
    if (feature.enabled(config)) await app.register(feature.plugin)
  for (const module of modules) await app.register(module)

  await app.register(web)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
