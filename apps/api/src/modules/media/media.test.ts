import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { makeVariants, mediaVariantsOf, signedDownloadUrl, storeUpload } from './media.service.ts'

const ctx = await setupTestApp()

async function staff(role = 'admin') {
  const client = ctx.client()
  const user = await ctx.createUser({}, [role])
  await ctx.actingAs(client, user)
  return { client, user }
}

/** Posts a multipart form the way the web app's uploader does (CSRF cookie first). */
async function upload(
  client: TestClient,
  file: { name: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
  url = '/api/dashboard/media',
) {
  await client.get('/sanctum/csrf-cookie')
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    })
    form.append('file', blob, file.name)
  }
  const res = await fetch(ctx.url + url, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      'accept-language': client.lang,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
    },
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** A GET sent exactly as written (fetch would tidy `%2e%2e` away). */
const rawStatus = (requestPath: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(ctx.url)
    http
      .get({ hostname, port, path: requestPath }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      .on('error', reject)
  })

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#00a99d' } })
    .png()
    .toBuffer()
const padded = (start: Buffer, size = 8000) => Buffer.concat([start, Buffer.alloc(size)])
const ftyp = (brand: string) => {
  const box = Buffer.alloc(8)
  box.writeUInt32BE(24, 0)
  box.write('ftyp', 4)
  return padded(
    Buffer.concat([
      box,
      Buffer.from(brand),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from(`${brand}isom`),
    ]),
  )
}
const SAMPLES = {
  mp3: padded(Buffer.from([0xff, 0xfb, 0x90, 0x64])),
  mp4: ftyp('isom'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
}

describe('uploading to the media library', () => {
  it('stores an image, reads its size and serves it cached for 30 days', async () => {
    const { client, user } = await staff()
    const res = await upload(client, { name: 'باغ کودکان.png', bytes: await png(1000, 500) })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'باغ کودکان',
      original_name: 'باغ کودکان.png',
      kind: 'image',
      mime: 'image/png',
      extension: 'png',
      width: 1000,
      height: 500,
      visibility: 'public',
      uploaded_by: { id: user.id },
    })
    // The stored name is random: the person's file name never reaches the path.
    expect(res.body.data.url).toMatch(/^\/storage\/public\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/)
    const file = await fetch(ctx.url + res.body.data.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, max-age=2592000')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-disposition')).toBeNull()
  })

  it('makes WebP variants at the breakpoint widths, never wider than the original', async () => {
    const { client } = await staff()
    const res = await upload(client, { name: 'banner.png', bytes: await png(1000, 500) })
    const id = res.body.data.id
    const variants = await ctx.waitFor(async () => {
      const show = await client.get(`/api/dashboard/media/${id}`)
      return show.body.data.variants.length ? show.body.data.variants : null
    })
    expect(variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 768, 1000])
    expect(variants[0]).toMatchObject({ width: 320, height: 160 })
    // Other modules that keep a picked image's id get the same variants.
    expect((await mediaVariantsOf(ctx.app, [id, 999999])).get(id)).toEqual(variants)
    const variant = await fetch(ctx.url + variants[0].url)
    expect(variant.headers.get('content-type')).toBe('image/webp')
    expect(variant.headers.get('cache-control')).toBe('public, max-age=2592000')
  })

  it('takes audio, video and documents, telling them apart by content', async () => {
    const { client } = await staff()
    const cases = [
      { name: 'مناجات.mp3', bytes: SAMPLES.mp3, kind: 'audio', mime: 'audio/mpeg' },
      { name: 'گزارش.mp4', bytes: SAMPLES.mp4, kind: 'video', mime: 'video/mp4' },
      // Claimed types and extensions do not matter: this PDF is named like a picture.
      { name: 'report.jpg', bytes: SAMPLES.pdf, kind: 'document', mime: 'application/pdf' },
    ]
    for (const c of cases) {
      const res = await upload(client, { name: c.name, bytes: c.bytes, type: 'image/jpeg' })
      expect(res.status, c.name).toBe(201)
      expect(res.body.data).toMatchObject({ kind: c.kind, mime: c.mime, size: c.bytes.length })
    }
  })

  it('serves documents as downloads, never as a page of the site', async () => {
    const { client } = await staff()
    const res = await upload(client, { name: 'report.pdf', bytes: SAMPLES.pdf })
    const file = await fetch(ctx.url + res.body.data.url)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe('attachment')
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('refuses a text file renamed .png: file format invalid', async () => {
    const { client } = await staff()
    const res = await upload(client, {
      name: 'photo.png',
      bytes: Buffer.from('just some text, not a picture\n'.repeat(50)),
      type: 'image/png',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ file: ['قالب فایل معتبر نیست.'] })
  })

  it('refuses SVG and HTML, which could run script from our address', async () => {
    const { client } = await staff()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const [name, text] of [
      ['logo.svg', svg],
      ['page.html', '<!doctype html><script>alert(1)</script>'],
    ] as const) {
      const res = await upload(client, { name, bytes: Buffer.from(text) })
      expect(res.status, name).toBe(422)
    }
  })

  it('refuses a file over its kind’s size limit (images: 10 MB)', async () => {
    const { client } = await staff()
    const header = await png(10, 10)
    const res = await upload(client, {
      name: 'huge.png',
      bytes: Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.file).toEqual(['حجم فایل نباید بیشتر از ۱۰ مگابایت باشد.'])
    const list = await client.get('/api/dashboard/media?search=huge')
    expect(list.body.data).toHaveLength(0)
    // Nothing of a refused upload stays behind.
    expect(readdirSync(path.join(ctx.config.dataDir, 'tmp'))).toEqual([])
  })

  it('lets a larger file through when its kind allows it (documents: 20 MB)', async () => {
    const { client } = await staff()
    const bytes = Buffer.concat([SAMPLES.pdf, Buffer.alloc(12 * 1024 * 1024)])
    const res = await upload(client, { name: 'big.pdf', bytes })
    expect(res.status).toBe(201)
    expect(res.body.data.size).toBe(bytes.length)
  })

  it('needs a file', async () => {
    const { client } = await staff()
    const res = await upload(client, null, { name: 'x' })
    expect(res.status).toBe(422)
    expect(res.body.errors.file).toEqual(['این فیلد نباید خالی باشد.'])
    const empty = await upload(client, { name: 'empty.png', bytes: Buffer.alloc(0) })
    expect(empty.status).toBe(422)
  })

  it('is for staff with the media permission only', async () => {
    const anonymous = await upload(ctx.client(), { name: 'a.pdf', bytes: SAMPLES.pdf })
    expect(anonymous.status).toBe(401)
    const { client } = await staff('operator')
    const refused = await upload(client, { name: 'a.pdf', bytes: SAMPLES.pdf })
    expect(refused.status).toBe(403)
    expect((await client.get('/api/dashboard/media')).status).toBe(403)
  })
})

describe('browsing and editing the library', () => {
  it('filters by kind, sorts by type either way and searches names', async () => {
    const { client } = await staff()
    await upload(client, { name: 'filter-doc.pdf', bytes: SAMPLES.pdf })
    await upload(client, { name: 'filter-song.mp3', bytes: SAMPLES.mp3 })
    await upload(client, { name: 'filter-clip.mp4', bytes: SAMPLES.mp4 })

    const docs = await client.get('/api/dashboard/media?filter[kind]=document&search=filter-')
    expect(docs.body.data.map((m: { name: string }) => m.name)).toEqual(['filter-doc'])

    const asc = await client.get('/api/dashboard/media?search=filter-&sort=kind')
    expect(asc.body.data.map((m: { kind: string }) => m.kind)).toEqual([
      'audio',
      'document',
      'video',
    ])
    const desc = await client.get('/api/dashboard/media?search=filter-&sort=-kind')
    expect(desc.body.data.map((m: { kind: string }) => m.kind)).toEqual([
      'video',
      'document',
      'audio',
    ])

    const newest = await client.get('/api/dashboard/media?search=filter-&sort=-created_at')
    expect(newest.body.data[0].name).toBe('filter-clip')

    const bad = await client.get('/api/dashboard/media?filter[kind]=program')
    expect(bad.status).toBe(422)
  })

  it('edits the name and alt text, and keeps the change in the history', async () => {
    const { client } = await staff()
    const { body } = await upload(client, { name: 'IMG_2041.png', bytes: await png(40, 40) })
    const res = await client.put(`/api/dashboard/media/${body.data.id}`, {
      name: 'جشن نیکوکاری',
      alt: 'کودکان در جشن نیکوکاری',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'جشن نیکوکاری', alt: 'کودکان در جشن نیکوکاری' })
    const history = await client.get(`/api/dashboard/media/${body.data.id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual([
      'updated',
      'created',
    ])
    const empty = await client.put(`/api/dashboard/media/${body.data.id}`, { name: ' ' })
    expect(empty.status).toBe(422)
  })

  it('takes the edit as a multipart form with _method=PUT, as browsers send it', async () => {
    const { client } = await staff()
    const { body } = await upload(client, { name: 'a.pdf', bytes: SAMPLES.pdf })
    const res = await upload(
      client,
      null,
      { _method: 'PUT', name: 'آیین‌نامه', alt: '' },
      `/api/dashboard/media/${body.data.id}`,
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'آیین‌نامه', alt: null })
  })

  it('deletes a file with its variants from storage', async () => {
    const { client } = await staff()
    const { body } = await upload(client, { name: 'gone.png', bytes: await png(700, 300) })
    const id = body.data.id
    await ctx.waitFor(
      async () => (await client.get(`/api/dashboard/media/${id}`)).body.data.variants.length,
    )
    const { variants, url } = (await client.get(`/api/dashboard/media/${id}`)).body.data
    expect((await client.delete(`/api/dashboard/media/${id}`)).status).toBe(204)
    const root = ctx.config.storage.driver === 'local' ? ctx.config.storage.root : ''
    const onDisk = (u: string) => path.join(root, u.replace('/storage/', ''))
    // The queue deletes the files one after another: wait for the last of them.
    const files = [url, ...variants.map((v: { url: string }) => v.url)]
    await ctx.waitFor(async () => files.every((u) => !existsSync(onDisk(u))))
    expect((await fetch(ctx.url + url)).status).toBe(404)
  })

  it('leaves no variant behind when the file is deleted while they are made', async () => {
    const { client } = await staff()
    const { body } = await upload(client, { name: 'midway.png', bytes: await png(700, 300) })
    const id = body.data.id
    await ctx.waitFor(
      async () => (await client.get(`/api/dashboard/media/${id}`)).body.data.variants.length,
    )
    const { variants } = (await client.get(`/api/dashboard/media/${id}`)).body.data
    // The row goes (its purge already done) after the job read it, before it keeps the variants.
    const storage = ctx.app.storage
    const put = storage.putBuffer.bind(storage)
    let deleted = false
    storage.putBuffer = async (...args) => {
      if (!deleted) {
        deleted = true
        await ctx.app.db.execute(sql`delete from media where id = ${id}`)
      }
      return put(...args)
    }
    try {
      await makeVariants(ctx.app, id)
    } finally {
      storage.putBuffer = put
    }
    expect(deleted).toBe(true)
    const root = ctx.config.storage.driver === 'local' ? ctx.config.storage.root : ''
    for (const v of variants as { url: string }[])
      expect(existsSync(path.join(root, v.url.replace('/storage/', '')))).toBe(false)
  })
})

describe('signed download links', () => {
  async function uploaded() {
    const { client } = await staff()
    const { body } = await upload(client, { name: 'صورت‌جلسه.pdf', bytes: SAMPLES.pdf })
    return { client, id: body.data.id as number }
  }

  it('answers a link valid 12 hours that downloads the file under its name without a session', async () => {
    const { client, id } = await uploaded()
    const res = await client.get(`/api/media-library/download/${id}`)
    expect(res.status).toBe(200)
    const url = new URL(res.body.data.url)
    expect(url.pathname).toBe(`/api/media-library/file/${id}`)
    const hours = (new Date(res.body.data.expires_at).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12)

    const file = await fetch(ctx.url + url.pathname + url.search)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('صورت‌جلسه.pdf')}`,
    )
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true)
  })

  it('refuses an expired link', async () => {
    const { id } = await uploaded()
    const thirteenHoursAgo = Date.now() - 13 * 3_600_000
    const url = new URL(signedDownloadUrl(ctx.config, id, thirteenHoursAgo).url)
    const res = await ctx.client().get(url.pathname + url.search)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('این پیوند منقضی شده یا معتبر نیست؛ لطفاً پیوند تازه بگیرید.')
  })

  it('refuses a link whose id, expiry or signature was altered', async () => {
    const { id } = await uploaded()
    const url = new URL(signedDownloadUrl(ctx.config, id).url)
    const expires = url.searchParams.get('expires')!
    const signature = url.searchParams.get('signature')!
    const altered = [
      `/api/media-library/file/${id + 1}?expires=${expires}&signature=${signature}`,
      `/api/media-library/file/${id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/media-library/file/${id}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `/api/media-library/file/${id}?expires=${expires}`,
    ]
    for (const link of altered) expect((await ctx.client().get(link)).status, link).toBe(403)
  })

  it('needs the media permission to ask for a link', async () => {
    const { id } = await uploaded()
    expect((await ctx.client().get(`/api/media-library/download/${id}`)).status).toBe(401)
    const { client } = await staff('operator')
    expect((await client.get(`/api/media-library/download/${id}`)).status).toBe(403)
    const { client: admin } = await staff()
    expect((await admin.get('/api/media-library/download/999999')).status).toBe(404)
  })
})

describe('storing files for other features', () => {
  it('keeps private files out of /storage and out of the library, reachable by signed link', async () => {
    const user = await ctx.createUser()
    const row = await storeUpload(ctx.app, {
      buffer: SAMPLES.pdf,
      filename: 'C:\\Users\\me\\نامه.pdf',
      uploadedBy: user.id,
      visibility: 'private',
      collection: 'feedback',
    })
    expect(row).toMatchObject({ originalName: 'نامه.pdf', kind: 'document', visibility: 'private' })
    expect(row.key.startsWith('private/')).toBe(true)
    expect((await fetch(`${ctx.url}/storage/${row.key}`)).status).toBe(404)
    // Climbing out of public/ with encoded dots and slashes goes nowhere.
    for (const sneaky of ['public/..%2f', 'public/%2e%2e/']) {
      expect(await rawStatus(`/storage/${sneaky}${row.key}`)).toBeGreaterThanOrEqual(403)
    }

    const { client } = await staff()
    expect((await client.get(`/api/dashboard/media/${row.id}`)).status).toBe(404)
    const url = new URL(signedDownloadUrl(ctx.config, row.id).url)
    expect((await fetch(ctx.url + url.pathname + url.search)).status).toBe(200)
  })

  it('refuses kinds the caller does not take', async () => {
    await expect(
      storeUpload(ctx.app, {
        buffer: SAMPLES.mp4,
        filename: 'clip.mp4',
        uploadedBy: null,
        kinds: ['image', 'document'],
        field: 'attachments.0',
      }),
    ).rejects.toMatchObject({ errors: { 'attachments.0': ['file_format'] } })
  })
})
