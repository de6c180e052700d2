import { defineModule } from '../../lib/module.ts'
import { serveStorage } from '../../lib/storage/serve-storage.ts'
import { createStorage } from '../../lib/storage/storage.ts'
import { mediaDashboard } from './media.dashboard.ts'
import { mediaRoutes } from './media.routes.ts'
import { makeVariants, PURGE_QUEUE, VARIANTS_QUEUE } from './media.service.ts'

/**
 * Media: the storage driver (`app.storage`, used by `storeUpload` from any module), public files
 * under `/storage`, the dashboard's media library, signed download links, images other records
 * point at (`images.service.ts`), and the jobs that make image variants and remove deleted files.
 */
export const mediaModule = defineModule({
  name: 'media',
  needs: ['users', 'audit'],
  register: async (app) => {
    app.decorate('storage', await createStorage(app.config.storage))
    app.jobs.define<{ id: number }>(
      VARIANTS_QUEUE,
      { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      async (job) => makeVariants(app, job.data.id),
    )
    app.jobs.define<{ keys: string[] }>(
      PURGE_QUEUE,
      { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      async (job) => app.storage.delete(job.data.keys),
    )
    await app.register(serveStorage, { prefix: '/storage', storage: app.storage })
    await app.register(mediaRoutes)
    await app.register(mediaDashboard)
  },
})
