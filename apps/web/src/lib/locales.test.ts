import { messages } from '@kheyr/contracts/messages'
import { describe, expect, it } from 'vitest'

/** Every catalogue of the web app: `locales/{fa,en}.json` of the shell, each feature and component. */
const catalogues = import.meta.glob<Record<string, unknown>>('../**/locales/*.json', {
  eager: true,
  import: 'default',
})

/** `a.b.c` for every text in a catalogue. */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${prefix ? '.' : ''}${k}`))
    : [prefix]

/** Every text in a catalogue. */
const texts = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]

const folders = [...new Set(Object.keys(catalogues).map((file) => file.replace(/\/[^/]+$/, '')))]

describe('translation catalogues', () => {
  it('are found in the shell, the features and the components', () => {
    expect(folders).toContain('../app/locales')
    expect(folders.some((f) => f.startsWith('../features/'))).toBe(true)
    expect(folders.some((f) => f.startsWith('../components/'))).toBe(true)
  })

  it.each(folders)('%s has Persian and English with the same keys', (folder) => {
    const fa = catalogues[`${folder}/fa.json`]
    const en = catalogues[`${folder}/en.json`]
    expect(fa, `${folder}/fa.json`).toBeDefined()
    expect(en, `${folder}/en.json`).toBeDefined()
    expect(keys(en).sort()).toEqual(keys(fa).sort())
    for (const text of [...texts(fa), ...texts(en)]) expect(text.trim(), folder).not.toBe('')
  })

  it.each(folders)('%s writes Persian ی and ک, never the Arabic letters', (folder) => {
    for (const text of texts(catalogues[`${folder}/fa.json`]))
      expect(text, `${folder}/fa.json`).not.toMatch(/[يك]/)
  })

  it('the server’s messages have the same keys in both languages, in Persian letters', () => {
    expect(keys(messages.en).sort()).toEqual(keys(messages.fa).sort())
    for (const text of texts(messages.fa)) expect(text).not.toMatch(/[يك]/)
  })
})
