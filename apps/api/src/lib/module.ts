import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'

/** A feature of the server, as `modules.ts` lists it (docs/decisions/012-api-modules.md). */
export type ModuleDefinition = {
  /** The feature's one name: its contracts file, API folder and web feature share it. */
  name: string
  /**
   * Modules this one uses (their services, decorations or hooks); they must be listed before it
   * (checked at boot).
   */
  needs?: string[]
  /** Registers the feature's routes, dashboard routes, jobs, item kinds, props and hooks. */
  register: FastifyPluginAsyncZod
  /** Demo content for the first start of an empty database when `SEED_DEMO` is on. */
  seedDemo?: (db: Db) => Promise<void>
  /** Whether this installation runs the module at all (all do, unless this says otherwise). */
  enabled?: (config: Config) => boolean
}

export type AppModule = {
  name: string
  plugin: FastifyPluginAsync
  seedDemo?: (db: Db) => Promise<void>
  enabled: (config: Config) => boolean
}

/**
 * The one entry of a feature (`<feature>.module.ts`). Decorations it makes (its service) are
 * visible to the modules listed after it; its routes stay inside the plugins it registers.
 */
export const defineModule = ({
  name,
  needs = [],
  register,
  seedDemo,
  enabled = () => true,
}: ModuleDefinition): AppModule => ({
  name,
  plugin: fp(register as FastifyPluginAsync, { name, dependencies: needs }),
  enabled,
  ...(seedDemo ? { seedDemo } : {}),
})
