import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { storeUpload } from '../../modules/media/media.service.ts'
import { startFakeS3 } from './s3-fake-server.ts'

const s3 = await startFakeS3('kheyr-media')
afterAll(() => s3.close())
const ctx = await setupTestApp({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'kheyr-media',
  S3_ENDPOINT: s3.url,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test-secret',
})

describe('media on S3-compatible storage', () => {
  it('uploads the original and its variants to the bucket and proxies them with ranges', async () => {
    const bytes = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer()
    const row = await storeUpload(ctx.app, { buffer: bytes, filename: 'a.jpg', uploadedBy: null })
    expect(row.disk).toBe('s3')
    expect(s3.objects.get(row.key)?.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=2592000',
    })

    const whole = await fetch(`${ctx.url}/storage/${row.key}`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('cache-control')).toBe('public, max-age=2592000')
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)

    const part = await fetch(`${ctx.url}/storage/${row.key}`, { headers: { range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`)
    expect((await part.arrayBuffer()).byteLength).toBe(10)

    await ctx.waitFor(async () => [...s3.objects.keys()].some((k) => k.endsWith('-320w.webp')))
    expect((await fetch(`${ctx.url}/storage/public/missing.jpg`)).status).toBe(404)
  })

  it('keeps private objects behind signed links', async () => {
    const row = await storeUpload(ctx.app, {
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      filename: 'x.pdf',
      uploadedBy: null,
      visibility: 'private',
    })
    expect(s3.objects.get(row.key)?.headers['content-disposition']).toMatch(/^attachment;/)
    expect((await fetch(`${ctx.url}/storage/${row.key}`)).status).toBe(404)
  })
})
