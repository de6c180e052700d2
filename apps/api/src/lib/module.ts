import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** A feature of the server, as `app.ts` lists it. */
export type ModuleDefinition = {
  /** The feature's one name: its contracts file, API folder and web feature share it. */
  name: string
  /** Modules whose services this one calls; they must be listed before it (checked at boot). */
  needs?: string[]
  /** Registers the feature's routes, dashboard routes, jobs, item kinds, props and hooks. */
  register: FastifyPluginAsyncZod
}

/**
 * The one entry of a feature (`<feature>.module.ts`). Decorations it makes (its service) are
 * visible to the modules listed after it; its routes stay inside the plugins it registers.
 */
export const defineModule = ({ name, needs = [], register }: ModuleDefinition) =>
  fp(register, { name, dependencies: needs })
