import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function staff(role = 'admin') {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [role]))
  return client
}

const hostile = [
  '<h2>دربارهٔ ما</h2>',
  '<p onclick="steal()">متن <strong>مهم</strong></p>',
  '<script>alert(document.cookie)</script>',
  '<img src="x" onerror="alert(1)">',
  '<img src="/storage/team.jpg" alt="تیم">',
  '<a href="javascript:alert(1)">بد</a>',
  '<a href="https://example.org" target="_blank">خوب</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('')

describe('static pages', () => {
  it('serves a page with <script> and onerror= clean', async () => {
    const admin = await staff()
    const created = await admin.post('/api/dashboard/static-pages', {
      slug: 'about-us',
      title: 'دربارهٔ ما',
      html: hostile,
    })
    expect(created.status).toBe(201)

    const page = await ctx.client().get('/api/static-pages/about-us')
    expect(page.status).toBe(200)
    const html: string = page.body.data.html
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    expect(html).toContain('<strong>مهم</strong>')
    expect(html).toContain('<img src="/storage/team.jpg" alt="تیم" loading="lazy" />')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(page.body.data.title).toBe('دربارهٔ ما')
  })

  it('answers 404 for an unknown slug and 304 for an unchanged page', async () => {
    const guest = ctx.client()
    expect((await guest.get('/api/static-pages/nothing-here')).status).toBe(404)
    const admin = await staff()
    await admin.post('/api/dashboard/static-pages', {
      slug: 'terms',
      title: 'قوانین',
      html: '<p>۱</p>',
    })
    const first = await guest.get('/api/static-pages/terms')
    const again = await guest.get('/api/static-pages/terms', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('keeps slugs unique, live and on submit', async () => {
    const admin = await staff()
    await admin.post('/api/dashboard/static-pages', { slug: 'faq', title: 'پرسش‌ها', html: '' })
    const live = await admin.post(
      '/api/dashboard/static-pages',
      { slug: 'faq' },
      { headers: { precognition: 'true', 'precognition-validate-only': 'slug' } },
    )
    expect(live.status).toBe(422)
    expect(live.body.errors.slug).toEqual(['این نامک قبلاً استفاده شده است.'])
    const bad = await admin.post('/api/dashboard/static-pages', { slug: 'FAQ page', title: '' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['slug', 'title'])
  })

  it('records each edit with its before and after for the history panel', async () => {
    const admin = await staff()
    const created = await admin.post('/api/dashboard/static-pages', {
      slug: 'rules',
      title: 'قوانین',
      html: '<p>نسخهٔ اول</p>',
    })
    const id = created.body.data.id
    await admin.put(`/api/dashboard/static-pages/${id}`, {
      slug: 'rules',
      title: 'قوانین',
      html: '<p>نسخهٔ دوم</p><script>x()</script>',
    })
    const history = await admin.get(`/api/dashboard/static-pages/${id}/history`)
    const [updated] = history.body.data
    expect(updated.action).toBe('updated')
    expect(updated.before.html).toBe('<p>نسخهٔ اول</p>')
    expect(updated.after.html).toBe('<p>نسخهٔ دوم</p>')
  })

  it('belongs to the settings permission group', async () => {
    const operator = await staff('operator')
    expect((await operator.get('/api/dashboard/static-pages')).status).toBe(403)
    expect(
      (await operator.post('/api/dashboard/static-pages', { slug: 'x', title: 'x', html: '' }))
        .status,
    ).toBe(403)
  })
})
