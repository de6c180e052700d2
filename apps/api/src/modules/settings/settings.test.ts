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
    const admin = await staff('super-admin')
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
      ['android', 'app', 'contact_us', 'general', 'map', 'slider', 'social', 'trust'].sort(),
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

describe('advanced settings', () => {
  const map = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'نقشه', key: null }

  it('lets only the super-admin change the map tiles, its credit and key', async () => {
    const root = await staff('super-admin')
    expect((await root.put('/api/dashboard/settings/map', { ...map, zoom: 11 })).status).toBe(200)

    const admin = await staff()
    const changed = await admin.put('/api/dashboard/settings/map', {
      ...map,
      tile_url: 'https://other.example/{z}/{x}/{y}.png',
    })
    expect(changed.status).toBe(403)
    expect(changed.body.message).toBe(
      'تنظیمات پیشرفته (مثل نشانی کاشی‌های نقشه) را فقط مدیر کل می‌تواند تغییر دهد.',
    )
    // Keeping the advanced fields as they are, an admin still moves the centre and zoom.
    const kept = await admin.put('/api/dashboard/settings/map', {
      ...map,
      zoom: 14,
      center: { lat: 32.65, lng: 51.67 },
    })
    expect(kept.status).toBe(200)
    expect(kept.body.data).toMatchObject({ tile_url: map.tile_url, zoom: 14 })
    // Left out, they keep what the super-admin set.
    const without = await admin.put('/api/dashboard/settings/map', {
      tile_url: map.tile_url,
      zoom: 13,
    })
    expect(without.status).toBe(200)
    expect(without.body.data).toMatchObject({
      tile_url: map.tile_url,
      attribution: 'نقشه',
      zoom: 13,
    })
  })

  it('lets only the super-admin add links under names the form does not offer', async () => {
    const admin = await staff()
    const known = await admin.put('/api/dashboard/settings/social', {
      telegram: 'https://t.me/kheyr',
    })
    expect(known.status).toBe(200)
    const other = await admin.put(
      '/api/dashboard/settings/social',
      JSON.stringify({ telegram: 'https://t.me/kheyr', mastodon: 'https://mastodon.social/@k' }),
    )
    expect(other.status).toBe(403)

    const root = await staff('super-admin')
    const added = await root.put('/api/dashboard/settings/social', {
      telegram: 'https://t.me/kheyr',
      mastodon: 'https://mastodon.social/@k',
    })
    expect(added.status).toBe(200)
    // The admin keeps what the super-admin added while changing the rest, sent or not.
    const edited = await admin.put('/api/dashboard/settings/social', {
      telegram: 'https://t.me/kheyr_org',
      mastodon: 'https://mastodon.social/@k',
    })
    expect(edited.status).toBe(200)
    const knownOnly = await admin.put('/api/dashboard/settings/social', {
      telegram: 'https://t.me/kheyr_org',
    })
    expect(knownOnly.body.data).toEqual({
      telegram: 'https://t.me/kheyr_org',
      mastodon: 'https://mastodon.social/@k',
    })
  })
})

describe('trust: registration, licence and badges', () => {
  const enamad =
    '<a referrerpolicy="origin" target="_blank" href="https://trustseal.enamad.ir/?id=123&Code=abc">' +
    '<img referrerpolicy="origin" src="https://trustseal.enamad.ir/logo.aspx?id=123&Code=abc" ' +
    'alt="" style="cursor:pointer" code="abc"></a>'

  it('keeps of a badge only a link around an image: no script, handler, style or frame', async () => {
    const admin = await staff()
    const res = await admin.put('/api/dashboard/settings/trust', {
      registration_number: '۱۲۳۴۵',
      licence_number: '۹۸/۱۲۳',
      licence_issuer: 'سازمان بهزیستی',
      badges: [
        {
          name: 'اینماد',
          html:
            '<script>alert(1)</script>' +
            enamad.replace('<img ', '<img onerror="steal()" onload="x()" ') +
            '<iframe src="https://evil.example"></iframe><style>body{}</style>',
        },
      ],
    })
    expect(res.status).toBe(200)
    const html = res.body.data.badges[0].html as string
    expect(html).toBe(
      '<a href="https://trustseal.enamad.ir/?id=123&amp;Code=abc" target="_blank" rel="noopener" referrerpolicy="origin">' +
        '<img src="https://trustseal.enamad.ir/logo.aspx?id=123&amp;Code=abc" alt="اینماد" referrerpolicy="origin"></a>',
    )
    for (const bad of ['script', 'onerror', 'onload', 'style', 'iframe', 'steal', 'evil'])
      expect(html).not.toContain(bad)
    expect(res.body.data).toMatchObject({
      registration_number: '12345',
      licence_number: '98/123',
      licence_issuer: 'سازمان بهزیستی',
    })

    const props = (await ctx.client().get('/api/props')).body
    expect(props.trust).toEqual({
      registration_number: '12345',
      licence_number: '98/123',
      licence_issuer: 'سازمان بهزیستی',
      badges: [
        {
          name: 'اینماد',
          href: 'https://trustseal.enamad.ir/?id=123&Code=abc',
          src: 'https://trustseal.enamad.ir/logo.aspx?id=123&Code=abc',
          alt: 'اینماد',
          width: null,
          height: null,
        },
      ],
    })
  })

  it('takes the page an image opens on click as its link, and drops unsafe links', async () => {
    const admin = await staff()
    const res = await admin.put('/api/dashboard/settings/trust', {
      badges: [
        {
          name: 'ساماندهی',
          html:
            "<img id='nbqe' style='cursor:pointer' onclick='window.open(\"https://logo.samandehi.ir/Verify.aspx?id=9\", \"Popup\")' " +
            "alt='logo-samandehi' src='https://logo.samandehi.ir/logo.aspx?id=9' width='120' height='9999'/>",
        },
        {
          name: 'شاپرک',
          html: '<a href="javascript:alert(1)"><img src="https://shaparak.ir/badge.png" alt="شاپرک"></a>',
        },
      ],
    })
    expect(res.status).toBe(200)
    const [samandehi, shaparak] = (await ctx.client().get('/api/props')).body.trust.badges
    expect(samandehi).toMatchObject({
      href: 'https://logo.samandehi.ir/Verify.aspx?id=9',
      src: 'https://logo.samandehi.ir/logo.aspx?id=9',
      width: 120,
      height: null,
    })
    expect(shaparak).toMatchObject({ href: null, src: 'https://shaparak.ir/badge.png' })
    expect(res.body.data.badges[1].html).not.toContain('javascript')
  })

  it('refuses a code with no https image, field by field, and saves nothing', async () => {
    const admin = await staff()
    const before = (await admin.get('/api/dashboard/settings/trust')).body.data
    const res = await admin.put('/api/dashboard/settings/trust', {
      licence_number: '۵۵۵',
      badges: [
        { name: 'اینماد', html: enamad },
        { name: 'بی‌تصویر', html: '<a href="https://example.com">نشان</a>' },
        { name: 'http', html: '<img src="http://insecure.example/b.png">' },
        { name: 'پنهان', html: '<noscript><img src="https://x.example/b.png"></noscript>' },
      ],
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'badges.1.html',
      'badges.2.html',
      'badges.3.html',
    ])
    expect(res.body.errors['badges.1.html'][0]).toContain('تصویری با نشانی https')
    expect((await admin.get('/api/dashboard/settings/trust')).body.data).toEqual(before)
  })

  it('is for staff with the settings permission only', async () => {
    const operator = await staff('operator')
    const body = { licence_number: '1', badges: [] }
    expect((await operator.get('/api/dashboard/settings/trust')).status).toBe(403)
    expect((await operator.put('/api/dashboard/settings/trust', body)).status).toBe(403)
    expect((await ctx.client().put('/api/dashboard/settings/trust', body)).status).toBe(401)
    expect((await (await staff()).put('/api/dashboard/settings/trust', body)).status).toBe(200)
  })
})
