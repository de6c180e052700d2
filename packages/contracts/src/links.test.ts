import { describe, expect, it } from 'vitest'
import { isSafeLink, isSafeTextLink } from './links.ts'
import { optionalUrlField, urlField } from './validation.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

/** Issue 9, finding 8: `/\evil.example` passed the link checks and led to another site. */
describe('links', () => {
  const good = [
    'https://a.example/x.png',
    'HTTPS://a.example',
    'http://a.example',
    'https://instagram.com/kheyr?x=1#y',
    '/storage/a.png',
    '/campaign/a\\b',
    '/',
  ]
  const bad = [
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https:/\\evil.example',
    'https://',
    'ftp://x',
    'mailto:a@b.example',
    'campaign/x',
    'a b',
    'https://a.example/x"onmouseover="alert(1)',
    'https://a.example/<script>',
    'https://a.example/>',
    '/campaign/"x',
    '/campaign/<b>',
  ]

  it('takes http(s) addresses and paths on this site, nothing else', () => {
    for (const link of good) expect(isSafeLink(link), link).toBe(true)
    for (const link of bad) expect(isSafeLink(link), JSON.stringify(link)).toBe(false)
  })

  it('gives the url message from the field helpers', () => {
    for (const link of good) expect(urlField().safeParse(link).success, link).toBe(true)
    for (const link of bad)
      expect(messagesOf(urlField().safeParse(link)), JSON.stringify(link)).toEqual(['url'])
    expect(optionalUrlField().parse('')).toBeNull()
    expect(messagesOf(optionalUrlField().safeParse('/\\evil.example'))).toEqual(['url'])
  })

  it('also takes anchors, email and phone inside rich text', () => {
    for (const link of ['#top', 'mailto:a@b.example', 'tel:+98211234', '/contact-us'])
      expect(isSafeTextLink(link), link).toBe(true)
    expect(isSafeTextLink('/\\evil.example')).toBe(false)
  })
})
