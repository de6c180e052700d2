import { describe, expect, it } from 'vitest'
import { sizeParts } from './format-size.ts'

describe('file sizes', () => {
  it('picks the unit and keeps one decimal', () => {
    expect(sizeParts(512, 'en')).toEqual({ unit: 'b', n: '512' })
    expect(sizeParts(2560, 'en')).toEqual({ unit: 'kb', n: '2.5' })
    expect(sizeParts(10 * 1024 * 1024, 'en')).toEqual({ unit: 'mb', n: '10' })
  })

  it('writes Persian digits and the Persian decimal sign', () => {
    expect(sizeParts(2560, 'fa')).toEqual({ unit: 'kb', n: '۲٫۵' })
  })
})
