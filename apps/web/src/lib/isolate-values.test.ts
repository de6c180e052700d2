import { describe, expect, it } from 'vitest'
import { i18n } from './i18n.ts'
import { isolateValue } from './isolate-values.ts'

describe('values in sentences of the other language', () => {
  it('isolates a Persian value in an English sentence, and nothing else', () => {
    expect(isolateValue('مریم احمدی', 'en')).toBe('\u2068مریم احمدی\u2069')
    expect(isolateValue('Maryam', 'en')).toBe('Maryam')
    expect(isolateValue('۳۵٬۰۰۰ تومان', 'fa')).toBe('۳۵٬۰۰۰ تومان')
    expect(isolateValue('مریم', 'fa')).toBe('مریم')
    expect(isolateValue(12, 'en')).toBe(12)
  })

  it('is what the texts interpolate', () => {
    i18n.addResource('en', 'common', 'test.inMemory', 'In memory of {{name}}.')
    i18n.addResource('fa', 'common', 'test.inMemory', 'به یاد {{name}}.')
    const en = i18n.cloneInstance({ lng: 'en' })
    const fa = i18n.cloneInstance({ lng: 'fa' })
    expect(en.t('test.inMemory', { name: 'حسن کریمی' })).toBe('In memory of \u2068حسن کریمی\u2069.')
    expect(en.t('test.inMemory', { name: 'Hassan' })).toBe('In memory of Hassan.')
    expect(fa.t('test.inMemory', { name: 'حسن کریمی' })).toBe('به یاد حسن کریمی.')
  })
})
