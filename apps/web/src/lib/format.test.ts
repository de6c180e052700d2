import { describe, expect, it } from 'vitest'
import { formatList } from './format.ts'

describe('formatList', () => {
  it('writes a list with the language’s own comma, and no “and” before the last', () => {
    expect(formatList(['صدقه', 'نذر', 'زکات'], 'fa')).toBe('صدقه، نذر، زکات')
    expect(formatList(['صدقه', 'نذر'], 'en')).toBe('صدقه, نذر')
    expect(formatList(['Sadaqa'], 'en')).toBe('Sadaqa')
    expect(formatList([], 'fa')).toBe('')
  })
})
