import { crc32, deflateSync } from 'node:zlib'
import { IMAGE_MAX_PIXELS } from '@kheyr/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mediaFiles } from '../../src/modules/media/media.tables.ts'
import { setupTestApp } from '../harness.ts'

/**
 * Issue 9, finding 5: a 16000 × 16000 image of 746 KB attached to a contact message took about
 * 25 s of CPU. Images above the pixel limit are refused from their header, before anything
 * decodes them, wherever images are uploaded; resizing happens in the job queue.
 */
const ctx = await setupTestApp()

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid black-and-white PNG of `width` × `height`: tiny on disk (its rows are all zeros and
 * compress to almost nothing), huge once decoded. Built by hand: making it with sharp would
 * itself decode the whole picture.
 */
function bombPng(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(1, 8) // 1 bit per pixel
  header.writeUInt8(0, 9) // greyscale
  const row = Math.ceil(width / 8) + 1 // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const TOO_LARGE = 'ابعاد تصویر نباید بیشتر از ۵۰ مگاپیکسل باشد.'

function formWith(field: string, bytes: Buffer, name: string, fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  form.set(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  return form
}

async function signedIn(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

const mediaOf = (userId: number) =>
  ctx.db.select().from(mediaFiles).where(eq(mediaFiles.uploadedBy, userId))

describe('an image above the pixel limit', () => {
  const bomb = bombPng(16000, 16000)

  it('is small on disk and huge decoded, as reported', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(16000 * 16000).toBeGreaterThan(IMAGE_MAX_PIXELS)
  })

  it('is refused as a contact message attachment, and nothing is saved', async () => {
    const { client, user } = await signedIn()
    const res = await client.postForm(
      '/api/contact-us',
      formWith('attachment', bomb, 'bomb.png', {
        type: 'question',
        subject_id: '1',
        body: 'پیامی با یک تصویر',
      }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ attachment: [TOO_LARGE] })
    expect(await mediaOf(user.id)).toEqual([])
    expect((await client.get('/api/contact-us')).body.meta.total).toBe(0)
  })

  it('is refused by the media library, in English too', async () => {
    const { client, user } = await signedIn(['admin'])
    client.lang = 'en'
    const res = await client.postForm(
      '/api/dashboard/media',
      formWith('file', bomb, 'bomb.png', {}),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      file: ['The image must not be larger than 50 megapixels.'],
    })
    expect(await mediaOf(user.id)).toEqual([])
  })
})

describe('an image within the limit', () => {
  it('is accepted at once, and its variants are made by the job queue afterwards', async () => {
    const { client, user } = await signedIn(['admin'])
    const picture = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#0a9' },
    })
      .png()
      .toBuffer()
    const res = await client.postForm(
      '/api/dashboard/media',
      formWith('file', picture, 'wide.png', {}),
    )
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ width: 2400, height: 1200, variants: [] })
    const [row] = await mediaOf(user.id)
    const done = await ctx.waitFor(async () => {
      const [now] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, row!.id))
      return now!.variants.length ? now : null
    })
    expect(done.variants.map((v) => v.width)).toContain(2048)
  })
})
