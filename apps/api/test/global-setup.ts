import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { PgBoss, fromPglite } from 'pg-boss'
import { openDatabase, type Database } from '../src/db/client.ts'
import { repoRoot } from '../src/lib/paths.ts'
import { seedBase } from '../src/seed.ts'
import { TEMPLATE_DB, databaseUrl, withAdmin, type TestDbSource } from './template-db.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbSource
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Migrates and seeds one template database for the whole run; every test file then starts from
 * a copy of it. `TEST_DATABASE_URL` (a PostgreSQL server, any database the user can connect to)
 * moves the suite from the embedded PGlite onto that server.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    await withAdmin(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${TEMPLATE_DB}`)
    })
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, TEMPLATE_DB),
      max: 1,
    })
    await prepare(database)
    await database.close()
    project.provide('testDb', { kind: 'postgres', adminUrl, template: TEMPLATE_DB })
    return async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`),
      )
    }
  }

  const database = await openDatabase({ kind: 'pglite' })
  await prepare(database)
  const dump = await database.pglite!.dumpDataDir('none')
  await database.close()
  const dir = path.join(repoRoot, '.tmp')
  mkdirSync(dir, { recursive: true })
  const dumpFile = path.join(dir, `pglite-template-${process.pid}.tar`)
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  project.provide('testDb', { kind: 'pglite', dumpFile })
}

/** Migrations, the seeded catalogue and pg-boss's own schema, so test files start ready. */
async function prepare(database: Database) {
  await database.migrate()
  await seedBase(database.db)
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite!),
          backend: 'pglite',
          schedule: false,
          supervise: false,
        })
      : new PgBoss({ connectionString: database.url!, max: 1, schedule: false, supervise: false })
  await boss.start()
  await boss.stop({ graceful: false })
}
