import { describe, expect, it } from 'vitest'
import { isolateValue } from './isolate-values.ts'

describe('values in sentences of the other language', () => {
  it('isolates a Persian value in an English sentence, and nothing else', () => {
    expect(isolateValue('مریم احمدی', 'en')).toBe('\u2068مریم احمدی\u2069')
    expect(isolateValue('Maryam', 'en')).toBe('Maryam')
    expect(isolateValue('۳۵٬۰۰۰ تومان', 'fa')).toBe('۳۵٬۰۰۰ تومان')
    expect(isolateValue('مریم', 'fa')).toBe('مریم')
    expect(isolateValue(12, 'en')).toBe(12)
  })
})
