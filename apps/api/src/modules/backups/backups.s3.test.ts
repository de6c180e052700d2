import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { startFakeS3 } from '../../lib/storage/s3-fake-server.ts'
import { createStorage } from '../../lib/storage/storage.ts'
import { runBackup } from './runs.service.ts'

const s3 = await startFakeS3('kheyr-backups')
afterAll(() => s3.close())
const ctx = await setupTestApp(
  {
    BACKUP_S3_BUCKET: 'kheyr-backups',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  },
  [],
  { workers: false },
)

describe('the copy off the server', () => {
  it('puts each backup in BACKUP_S3_BUCKET, and downloads from there when the file is gone', async () => {
    const result = await runBackup(
      {
        database: ctx.database,
        storage: ctx.app.storage,
        config: ctx.config,
        offsite: await createStorage(ctx.config.backup.s3!),
        log: ctx.app.log,
      },
      'nightly',
    )
    const name = path.basename(result.file)
    const copy = s3.objects.get(`backups/${name}`)
    expect(copy?.body.equals(readFileSync(result.file))).toBe(true)
    expect(copy?.headers['content-type']).toBe('application/x-tar')

    const root = ctx.client()
    await ctx.actingAs(root, await ctx.createUser({}, ['super-admin']))
    const overview = await root.get('/api/dashboard/backups')
    expect(overview.body.data.settings.offsite).toBe(true)
    expect(overview.body.data.last_run).toMatchObject({ status: 'succeeded', offsite: 'copied' })

    rmSync(result.file)
    const link = await root.post(`/api/dashboard/backups/${overview.body.data.last_run.id}/link`)
    const url = new URL(link.body.data.url)
    const download = await root.get(`${url.pathname}${url.search}`)
    expect(download.status).toBe(200)
    expect(Buffer.byteLength(download.text, 'latin1')).toBeGreaterThan(0)
    expect(download.headers.get('content-length')).toBe(String(copy!.body.length))
  })
})
