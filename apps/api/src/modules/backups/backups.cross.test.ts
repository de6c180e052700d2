import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createUserIn,
  fixtureWebDist,
  setupTestApp,
  signIn,
  TestClient,
  type TestContext,
} from '../../../test/harness.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { seedBase } from '../../seed.ts'
import {
  adminUrl,
  backupKit,
  emptyTarget,
  fingerprint,
  ledger,
  mediaChecksums,
  openTarget,
  seedCharityRecords,
} from './backups.test-support.ts'

/**
 * Moving between the two databases with the same commands: a backup of the embedded database
 * restores into PostgreSQL (how a charity outgrows one process), and back. Needs a PostgreSQL
 * server, so it runs with the suite on PostgreSQL (`TEST_DATABASE_URL`).
 */
const ctx = await setupTestApp({}, [], { workers: false })

/** A second app on its own embedded database, migrated from nothing as a fresh install is. */
async function embeddedApp(): Promise<TestContext> {
  const database = await openDatabase({ kind: 'pglite' })
  await database.migrate()
  await seedBase(database.db)
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), `kheyr-test-${randomBytes(4).toString('hex')}`),
    SESSION_SECRET: ctx.config.sessionSecret,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: fixtureWebDist,
    WEB_SSR_DIR: path.join(fixtureWebDist, 'no-server-render'),
    APP_URL: 'http://localhost:3000',
  })
  const app = await buildApp({ config, database, workers: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  afterAll(async () => {
    await app.close()
    await database.close()
  })
  // The same helpers the harness gives, on this app.
  return {
    ...ctx,
    app,
    db: database.db,
    database,
    config,
    url,
    client: (lang = 'fa') => new TestClient(url, lang),
    createUser: (values, roles) => createUserIn(database.db, values, roles),
    actingAs: (client, user) => signIn(database.db, client, user),
  }
}

describe.skipIf(!adminUrl)('from one database to the other', () => {
  it(
    'restores a backup of the embedded database into PostgreSQL, every row and toman the same',
    { timeout: 120_000 },
    async () => {
      const embedded = await embeddedApp()
      await seedCharityRecords(embedded)
      const kit = backupKit(embedded)
      const taken = await kit.cli(['backup'], { DATA_DIR: embedded.config.dataDir })
      expect(taken.err).toBe('')
      expect(taken.out).toMatch(/The server \(process \d+\) owns .*; it takes the backup/)

      const target = await emptyTarget('postgres')
      const restored = await kit.cli(['restore', kit.latestBackup()], target.env)
      expect(restored.err).toBe('')
      expect(restored.code).toBe(0)
      const database = await openTarget(target)
      try {
        expect(await fingerprint(database)).toEqual(await fingerprint(embedded.database))
        expect(await ledger(database)).toEqual(await ledger(embedded.database))
      } finally {
        await database.close()
      }
      expect(mediaChecksums(path.join(target.dataDir, 'storage'))).toEqual(
        mediaChecksums(path.join(embedded.config.dataDir, 'storage')),
      )
    },
  )

  it(
    'restores a backup of PostgreSQL into the embedded database',
    { timeout: 120_000 },
    async () => {
      await seedCharityRecords(ctx)
      const kit = backupKit(ctx)
      const taken = await kit.cli(['backup'], {
        DATA_DIR: ctx.config.dataDir,
        DATABASE_URL: ctx.database.url!,
      })
      expect(taken.code).toBe(0)
      const target = await emptyTarget('pglite')
      const restored = await kit.cli(['restore', kit.latestBackup()], target.env)
      expect(restored.err).toBe('')
      const database = await openTarget(target)
      try {
        expect(await fingerprint(database)).toEqual(await fingerprint(ctx.database))
        expect(await ledger(database)).toEqual(await ledger(ctx.database))
      } finally {
        await database.close()
      }
    },
  )
})
