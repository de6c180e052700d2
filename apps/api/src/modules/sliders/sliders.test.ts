import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { insertMedia } from '../media/media.repository.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function staff(role = 'admin') {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [role]))
  return client
}

const slideOf = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  image: { url: `/storage/${title}.jpg` },
  link: '/campaign',
  ...extra,
})

/** Adds two slides; the dashboard's order of every slide, first to last. */
async function twoSlidesMore(admin: Awaited<ReturnType<typeof staff>>) {
  await admin.post('/api/dashboard/sliders', slideOf('first'))
  await admin.post('/api/dashboard/sliders', slideOf('second'))
  const list = await admin.get('/api/dashboard/sliders?sort=sort_order&per_page=100')
  return list.body.data.map((s: { id: number }) => s.id) as number[]
}

describe('home slider', () => {
  it('shows an empty slider before any slide exists', async () => {
    const res = await ctx.client().get('/api/sliders')
    expect(res.body).toEqual({ data: [], meta: { autoplay: true, interval: 6 } })
  })

  it('lists active slides in their order, each new one last', async () => {
    const admin = await staff()
    const a = (await admin.post('/api/dashboard/sliders', slideOf('a'))).body.data
    const b = (await admin.post('/api/dashboard/sliders', slideOf('b'))).body.data
    await admin.post('/api/dashboard/sliders', slideOf('hidden', { active: false }))
    expect(b.sort_order).toBeGreaterThan(a.sort_order)

    const res = await ctx.client().get('/api/sliders')
    expect(res.body.data.map((s: { title: string }) => s.title)).toEqual(['a', 'b'])
    expect(res.body.data[0]).toEqual({
      id: a.id,
      title: 'a',
      image: { url: '/storage/a.jpg', media_id: null, variants: [] },
      link: '/campaign',
    })
    expect(res.headers.get('cache-control')).toContain('no-cache')
    const again = await ctx.client().get('/api/sliders', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('reorders slides and writes the new order to the audit log', async () => {
    const admin = await staff()
    const ids = await twoSlidesMore(admin)
    expect(ids.length).toBeGreaterThanOrEqual(2)
    const reversed = [...ids].reverse()
    const res = await admin.post('/api/dashboard/sliders/reorder', { ids: reversed })
    expect(res.status).toBe(200)
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual(reversed)
    const again = await admin.get('/api/dashboard/sliders?sort=sort_order&per_page=100')
    expect(again.body.data.map((s: { id: number }) => s.id)).toEqual(reversed)
    const [logged] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'sliders'), eq(auditLogs.action, 'reordered')))
      .orderBy(desc(auditLogs.id))
      .limit(1)
    expect(logged).toMatchObject({ before: { order: ids }, after: { order: reversed } })
    const unknown = await admin.post('/api/dashboard/sliders/reorder', { ids: [999999] })
    expect(unknown.status).toBe(404)
  })

  it('refuses an order that names a slide twice, and keeps the order it had', async () => {
    const admin = await staff()
    const ids = await twoSlidesMore(admin)

    const res = await admin.post('/api/dashboard/sliders/reorder', {
      ids: [ids[1], ids[0], ids[1]],
    })

    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ ids: ['شناسه‌های موجود را نمی‌توان دوباره به کار برد.'] })
    const again = await admin.get('/api/dashboard/sliders?sort=sort_order&per_page=100')
    expect(again.body.data.map((s: { id: number }) => s.id)).toEqual(ids)
  })

  it('follows the slider settings for autoplay and interval', async () => {
    const admin = await staff()
    await admin.put('/api/dashboard/settings/slider', { autoplay: false, interval: 9 })
    const res = await ctx.client().get('/api/sliders')
    expect(res.body.meta).toEqual({ autoplay: false, interval: 9 })
  })

  it('filters the dashboard list with an operator', async () => {
    const admin = await staff()
    const all = await admin.get('/api/dashboard/sliders?sort=id&per_page=100')
    const firstId = all.body.data[0].id
    const res = await admin.get(`/api/dashboard/sliders?filter[id][gt]=${firstId}&sort=id`)
    expect(res.body.data.every((s: { id: number }) => s.id > firstId)).toBe(true)
    expect(res.body.meta.total).toBe(all.body.meta.total - 1)
  })

  it('needs a title and a safe image address', async () => {
    const admin = await staff()
    const res = await admin.post('/api/dashboard/sliders', {
      title: ' ',
      image: { url: 'javascript:alert(1)' },
      link: 'data:text/html,x',
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['image.url', 'link', 'title'])
  })

  it('is for staff holding the sliders permission', async () => {
    const operator = await staff('operator')
    expect((await operator.post('/api/dashboard/sliders', slideOf('x'))).status).toBe(403)
    expect((await operator.post('/api/dashboard/sliders/reorder', { ids: [1] })).status).toBe(403)
  })

  it('carries the library variants of a picked image and refuses an unknown one', async () => {
    const admin = await staff()
    const media = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/01/slide.jpg',
      name: 'slide',
      originalName: 'slide.jpg',
      mime: 'image/jpeg',
      extension: 'jpg',
      kind: 'image',
      size: 1000,
      width: 1600,
      height: 600,
      variants: [{ width: 640, height: 240, key: 'public/2025/01/slide-640w.webp', size: 100 }],
    })
    const created = await admin.post('/api/dashboard/sliders', {
      title: 'از کتابخانه',
      image: { url: '/storage/public/2025/01/slide.jpg', media_id: media.id },
    })
    expect(created.status).toBe(201)
    expect(created.body.data.image.variants).toEqual([
      { width: 640, height: 240, url: expect.stringContaining('slide-640w.webp') },
    ])
    const unknown = await admin.post('/api/dashboard/sliders', {
      title: 'ناشناس',
      image: { url: '/storage/x.jpg', media_id: 999999 },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ 'image.media_id': ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
    // A library file that is not a picture cannot be a slide.
    const pdf = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/01/rules.pdf',
      name: 'rules',
      originalName: 'rules.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
      kind: 'document',
      size: 1000,
    })
    const notImage = await admin.post('/api/dashboard/sliders', {
      title: 'سند',
      image: { url: '/storage/public/2025/01/rules.pdf', media_id: pdf.id },
    })
    expect(notImage.status).toBe(422)
    expect(notImage.body.errors).toEqual({
      'image.media_id': ['گزینهٔ انتخاب‌شده معتبر نیست.'],
    })
  })
})
