// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { adoptStoredLanguage, currentLang, i18n, LANG_STORAGE_KEY, setLanguage } from './i18n.ts'

const clearCookie = () => (document.cookie = 'lang=; path=/; max-age=0')

describe('the language chosen on this device', () => {
  afterEach(async () => {
    clearCookie()
    localStorage.clear()
    await i18n.changeLanguage('fa')
  })

  it('is kept in a cookie, which the next start reads without opening storage', async () => {
    await setLanguage('en')
    expect(document.cookie).toContain('lang=en')
    expect(currentLang()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    await setLanguage('fa')
    expect(document.cookie).toContain('lang=fa')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('carries English chosen before the cookie over once, from storage', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en')
    adoptStoredLanguage()
    await expect.poll(() => currentLang()).toBe('en')
    expect(document.cookie).toContain('lang=en')
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull()
  })

  it('leaves a choice the cookie already holds', async () => {
    document.cookie = 'lang=fa; path=/'
    localStorage.setItem(LANG_STORAGE_KEY, 'en')
    adoptStoredLanguage()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(currentLang()).toBe('fa')
  })
})
