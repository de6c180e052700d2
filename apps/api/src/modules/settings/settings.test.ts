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

const general = {
  site_name: 'خیریهٔ نمونه',
  logo: { url: '/storage/logo.png', media_id: null },
  default_image: { url: 'https://cdn.example/default.jpg' },
  banner: { image: { url: '/storage/banner.jpg' }, title: 'پویش زمستان', link: '/campaign' },
}

describe('settings sections', () => {
  it('shows a change in /api/props at once, with a new ETag', async () => {
    const admin = await staff()
    const guest = ctx.client()
    const first = await guest.get('/api/props')
    const etag = first.headers.get('etag')!
    expect(first.body.logo).toBeNull()

    const saved = await admin.put('/api/dashboard/settings/general', general)
    expect(saved.status).toBe(200)
    expect(saved.body.data.logo).toEqual({ url: '/storage/logo.png', media_id: null, variants: [] })

    const second = await guest.get('/api/props', { headers: { 'if-none-match': etag } })
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(etag)
    expect(second.body.logo).toMatchObject({ path: '/storage/logo.png' })
    expect(second.body.defaultImage).toMatchObject({ path: 'https://cdn.example/default.jpg' })
    expect(second.body.Banner).toMatchObject({
      path: '/storage/banner.jpg',
      title: 'پویش زمستان',
      link: '/campaign',
    })
  })

  it('saves images picked from the media library, with their variants', async () => {
    const admin = await staff()
    const media = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/02/banner.jpg',
      name: 'banner',
      originalName: 'banner.jpg',
      mime: 'image/jpeg',
      extension: 'jpg',
      kind: 'image',
      size: 2000,
      width: 1600,
      height: 400,
      variants: [{ width: 640, height: 160, key: 'public/2025/02/banner-640w.webp', size: 90 }],
    })
    const res = await admin.put('/api/dashboard/settings/general', {
      ...general,
      banner: { image: { url: '/storage/public/2025/02/banner.jpg', media_id: media.id } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.banner.image).toMatchObject({
      media_id: media.id,
      variants: [{ width: 640, url: expect.stringContaining('banner-640w.webp') }],
    })
    const missing = await admin.put('/api/dashboard/settings/general', {
      ...general,
      logo: { url: '/storage/x.png', media_id: 987654 },
    })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ 'logo.media_id': ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
  })

  it("keeps an unchanged logo's version and gives a new logo a new one", async () => {
    const admin = await staff()
    await admin.put('/api/dashboard/settings/general', general)
    const before = (await ctx.client().get('/api/props')).body.logo.updated_at
    await admin.put('/api/dashboard/settings/general', { ...general, site_name: 'خیر' })
    expect((await ctx.client().get('/api/props')).body.logo.updated_at).toBe(before)
    await admin.put('/api/dashboard/settings/general', {
      ...general,
      logo: { url: '/storage/logo-2.png' },
    })
    const after = (await ctx.client().get('/api/props')).body.logo
    expect(after.path).toBe('/storage/logo-2.png')
    expect(after.updated_at).not.toBe(before)
  })

  it('writes who changed a section, before and after, to the audit log', async () => {
    const admin = await staff()
    await admin.put('/api/dashboard/settings/social', { instagram: 'https://instagram.com/a' })
    await admin.put('/api/dashboard/settings/social', { instagram: 'https://instagram.com/b' })
    const [row] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'settings'), eq(auditLogs.recordId, 'social')))
      .orderBy(desc(auditLogs.id))
      .limit(1)
    expect(row!.before).toEqual({ instagram: 'https://instagram.com/a' })
    expect(row!.after).toEqual({ instagram: 'https://instagram.com/b' })
    expect(row!.userId).not.toBeNull()
  })

  it("shows a section's history for the history panel, newest first", async () => {
    const admin = await staff()
    await admin.put('/api/dashboard/settings/slider', { autoplay: true, interval: 5 })
    await admin.put('/api/dashboard/settings/slider', { autoplay: false, interval: 8 })
    const res = await admin.get('/api/dashboard/settings/slider/history')
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toMatchObject({
      action: 'updated',
      before: { autoplay: true, interval: 5 },
      after: { autoplay: false, interval: 8 },
      user: { name: 'کاربر آزمایشی' },
    })
  })

  it('takes JSON-valued settings as JSON text and drops empty links', async () => {
    const admin = await staff()
    const res = await admin.put(
      '/api/dashboard/settings/app',
      JSON.stringify({ bazaar: 'https://cafebazaar.ir/app/kheyr', myket: '' }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ bazaar: 'https://cafebazaar.ir/app/kheyr' })
    expect((await ctx.client().get('/api/props')).body.app).toEqual({
      bazaar: 'https://cafebazaar.ir/app/kheyr',
    })
  })

  it('answers the json message for text that does not parse', async () => {
    const admin = await staff()
    const res = await admin.put('/api/dashboard/settings/contact_us', '{ phone: 1')
    expect(res.status).toBe(422)
    expect(Object.values(res.body.errors).flat()).toContain('متن واردشده JSON معتبر نیست.')
  })

  it('refuses links a browser should not follow and a map without tile placeholders', async () => {
    const admin = await staff()
    const social = await admin.put('/api/dashboard/settings/social', {
      instagram: 'javascript:alert(1)',
    })
    expect(social.status).toBe(422)
    expect(social.body.errors['instagram']).toEqual(['نشانی واردشده معتبر نیست.'])

    const logo = await admin.put('/api/dashboard/settings/general', {
      ...general,
      logo: { url: 'data:image/png;base64,AAAA' },
    })
    expect(logo.body.errors['logo.url']).toEqual(['نشانی واردشده معتبر نیست.'])

    const map = await admin.put('/api/dashboard/settings/map', {
      tile_url: 'https://tiles.example/map.png',
    })
    expect(map.status).toBe(422)
    expect(map.body.errors.tile_url?.[0]).toContain('{z}')
  })

  it('serves the map settings as NeshanMap with defaults filled in', async () => {
    const admin = await staff()
    const res = await admin.put('/api/dashboard/settings/map', {
      tile_url: 'https://map.example/{z}/{x}/{y}.png',
      key: 'web.abc',
      zoom: 10,
    })
    expect(res.status).toBe(200)
    const props = await ctx.client().get('/api/props')
    expect(props.body.NeshanMap).toMatchObject({
      tile_url: 'https://map.example/{z}/{x}/{y}.png',
      key: 'web.abc',
      zoom: 10,
      center: { lat: 35.6892, lng: 51.389 },
    })
  })

  it('lists every section, with defaults for those never saved', async () => {
    const admin = await staff()
    const res = await admin.get('/api/dashboard/settings')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['android', 'app', 'contact_us', 'general', 'map', 'slider', 'social'].sort(),
    )
    expect(res.body.data.android).toEqual({
      release_note: null,
      latest_version: null,
      latest_version_code: null,
    })
  })

  it('validates live (precognition) without saving', async () => {
    const admin = await staff()
    const before = (await admin.get('/api/dashboard/settings/general')).body.data
    const audited = async () =>
      (
        await ctx.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.resource, 'settings'), eq(auditLogs.recordId, 'general')))
      ).length
    const auditsBefore = await audited()
    const live = { headers: { precognition: 'true' } }

    // A valid form passes validation, and the handler never runs: nothing is saved.
    const valid = await admin.put(
      '/api/dashboard/settings/general',
      { ...general, site_name: 'نامی که هرگز ذخیره نمی‌شود' },
      live,
    )
    expect(valid.status).toBe(204)
    expect(valid.headers.get('precognition-success')).toBe('true')
    expect((await admin.get('/api/dashboard/settings/general')).body.data).toEqual(before)
    expect((await ctx.client().get('/api/props')).text).not.toContain('هرگز ذخیره')
    expect(await audited()).toBe(auditsBefore)

    // An invalid one gets its field message, and nothing is saved either.
    const invalid = await admin.put(
      '/api/dashboard/settings/general',
      { site_name: '' },
      { headers: { ...live.headers, 'precognition-validate-only': 'site_name' } },
    )
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors.site_name).toEqual(['این فیلد نباید خالی باشد.'])
    expect((await admin.get('/api/dashboard/settings/general')).body.data).toEqual(before)
  })

  it('refuses staff without the settings permission and guests', async () => {
    const operator = await staff('operator')
    expect((await operator.get('/api/dashboard/settings/general')).status).toBe(403)
    expect((await operator.put('/api/dashboard/settings/general', general)).status).toBe(403)
    expect((await ctx.client().put('/api/dashboard/settings/general', general)).status).toBe(401)
  })
})

describe('Android release', () => {
  it('is empty until staff publish one, then public with the spec field names', async () => {
    const guest = ctx.client()
    const empty = await guest.get('/api/app/android')
    expect(empty.body).toEqual({ releaseNote: null, latestVersion: null, latestVersionCode: null })

    const admin = await staff()
    const saved = await admin.put('/api/dashboard/settings/android', {
      release_note: 'رفع اشکال پرداخت',
      latest_version: '۲.۳.۰',
      latest_version_code: '230',
    })
    expect(saved.status).toBe(200)
    const release = await guest.get('/api/app/android')
    expect(release.body).toEqual({
      releaseNote: 'رفع اشکال پرداخت',
      latestVersion: '2.3.0',
      latestVersionCode: 230,
    })
    const again = await guest.get('/api/app/android', {
      headers: { 'if-none-match': release.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('needs a version like 2.3.0 and a whole version code', async () => {
    const admin = await staff()
    const res = await admin.put('/api/dashboard/settings/android', {
      latest_version: 'two',
      latest_version_code: 1.5,
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['latest_version', 'latest_version_code'])
  })
})
