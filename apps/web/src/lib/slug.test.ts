import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './slug.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

describe('slugFromTitle', () => {
  it('writes Persian titles in Latin letters, words joined by dashes', () => {
    expect(slugFromTitle('زکات')).toBe('zkat')
    expect(slugFromTitle('کمک عمومی')).toBe('kmk-momi')
    expect(slugFromTitle('صدقه')).toBe('sdghe')
  })

  it('keeps Latin letters and digits, in any script, and drops the rest', () => {
    expect(slugFromTitle('Ramadan 1404!')).toBe('ramadan-1404')
    expect(slugFromTitle('نذر ۱۴۰۴')).toBe('nzr-1404')
    expect(slugFromTitle('  «ویژهٔ» عید  ')).toBe('vizhe-id')
  })

  it('always answers what the server accepts, or nothing for a title without letters', () => {
    for (const title of ['کفّاره', 'افطاری‌ها', 'a -- b', 'ٔ؟!', 'é café']) {
      const slug = slugFromTitle(title)
      expect(slug === '' || SLUG.test(slug), `${title} → ${slug}`).toBe(true)
    }
    expect(slugFromTitle('؟!')).toBe('')
  })
})
