import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Where each test file gets its fresh database from; decided once by the global setup. */
export type TestDbSource =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string }

/** One template per run, so several checkouts can test against one server at once. */
export const TEMPLATE_DB = `kheyr_test_template_${process.pid}`

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export const freshDbName = () => `kheyr_test_${randomBytes(6).toString('hex')}`
