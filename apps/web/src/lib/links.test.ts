import { describe, expect, it } from 'vitest'
import { safeLink } from './links.ts'

describe('a stored link as the page renders it', () => {
  it('is a router path, a web address, or not a link at all', () => {
    expect(safeLink('/campaign/ramadan')).toEqual({ internal: true, to: '/campaign/ramadan' })
    expect(safeLink(' https://instagram.com/kheyr ')).toEqual({
      internal: false,
      href: 'https://instagram.com/kheyr',
    })
    for (const bad of ['/\\evil.example', '//evil.example', 'javascript:alert(1)', '', null])
      expect(safeLink(bad), String(bad)).toBeNull()
  })
})
