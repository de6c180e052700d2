import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../harness.ts'

/**
 * Issue 9, finding 8: links like `/\evil.example` passed the URL checks of sliders, social
 * links, app links and announcements and rendered as links to another site. Every field that
 * takes a link now accepts only http(s) addresses and paths on this site (one shared check).
 */
const ctx = await setupTestApp({}, [], { workers: false })

const URL_MESSAGE = 'نشانی واردشده معتبر نیست.'
const OFF_SITE = ['/\\evil.example', '//evil.example', '/\t/evil.example', 'javascript:alert(1)']
/** Issue 29: quotes and angle brackets end an attribute or open a tag where a link is written. */
const MARKUP = ['https://a.example/x"onmouseover="alert(1)', 'https://a.example/<b>', '/about>']
const IMAGE = { url: '/storage/public/a.png', media_id: null }

async function admin() {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, ['super-admin']))
  return client
}

/** Each link field: how to send a link to it, and where its error lands. */
const FIELDS: {
  name: string
  send: (client: TestClient, link: string) => ReturnType<TestClient['post']>
  field: string
}[] = [
  {
    name: 'a slide',
    send: (c, link) => c.post('/api/dashboard/sliders', { title: 'اسلاید', image: IMAGE, link }),
    field: 'link',
  },
  {
    name: 'a social link',
    send: (c, link) => c.put('/api/dashboard/settings/social', { instagram: link }),
    field: 'instagram',
  },
  {
    name: 'an app link',
    send: (c, link) => c.put('/api/dashboard/settings/app', { bazaar: link }),
    field: 'bazaar',
  },
  {
    name: 'an announcement',
    send: (c, link) => c.post('/api/dashboard/announcements', { title: 'اطلاعیه', link }),
    field: 'link',
  },
  {
    name: 'the banner',
    send: (c, link) =>
      c.put('/api/dashboard/settings/general', {
        site_name: 'خیر',
        banner: { image: IMAGE, title: null, link },
      }),
    field: 'banner.link',
  },
  {
    name: 'an image address',
    send: (c, link) =>
      c.put('/api/dashboard/settings/general', {
        site_name: 'خیر',
        logo: { url: link, media_id: null },
      }),
    field: 'logo.url',
  },
]

describe.each(FIELDS)('$name', ({ send, field }) => {
  it('refuses a link that leads off the site in disguise or holds markup, with the translated message', async () => {
    const client = await admin()
    for (const link of [...OFF_SITE, ...MARKUP]) {
      const res = await send(client, link)
      expect(res.status, JSON.stringify(link)).toBe(422)
      expect(res.body.errors[field], JSON.stringify(link)).toEqual([URL_MESSAGE])
    }
  })

  it('takes a web address and a path on this site', async () => {
    const client = await admin()
    for (const link of ['https://instagram.com/kheyr', '/campaign/ramadan']) {
      const res = await send(client, link)
      expect(res.status, link).toBeLessThan(300)
    }
  })
})

describe('links inside a static page', () => {
  it('lose their address when it leads off the site in disguise', async () => {
    const client = await admin()
    const res = await client.post('/api/dashboard/static-pages', {
      slug: 'links-test',
      title: 'پیوندها',
      html: '<p><a href="/\\evil.example">بد</a> <a href="/about">خوب</a> <a href="#top">بالا</a></p>',
    })
    expect(res.status).toBe(201)
    const page = await ctx.client().get('/api/static-pages/links-test')
    expect(page.body.data.html).toBe(
      '<p><a>بد</a> <a href="/about">خوب</a> <a href="#top">بالا</a></p>',
    )
  })
})
