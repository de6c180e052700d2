import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config)
  },
  { name: 'config' },
)
