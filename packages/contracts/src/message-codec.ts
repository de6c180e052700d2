import type { fa } from './messages-fa.ts'
import { formatNumber } from './money.ts'

/**
 * How messages travel, without the catalogues themselves (`messages.ts` has them): what the web
 * app's entry and the schemas need, so neither carries every text of both languages.
 */
export type Lang = 'fa' | 'en'
export const LANGS: readonly Lang[] = ['fa', 'en']

type Catalogue = typeof fa
export type ErrorKey = keyof Catalogue['errors']
export type ValidationKey = keyof Catalogue['validation']
export type TextKey = keyof Catalogue['texts']
export type MessageParams = Record<string, string | number>

/**
 * A validation message travels as `key` or `key|{"param":value}` so that the client, which only
 * sees the string, can translate it with its parameters into the user's language.
 */
export function encodeMessage(key: ValidationKey, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key
}

export function decodeMessage(encoded: string): { key: string; params: MessageParams } {
  const bar = encoded.indexOf('|')
  if (bar < 0) return { key: encoded, params: {} }
  try {
    return { key: encoded.slice(0, bar), params: JSON.parse(encoded.slice(bar + 1)) }
  } catch {
    return { key: encoded, params: {} }
  }
}

export function interpolate(template: string, params: MessageParams, lang: Lang): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) return `{{${name}}}`
    return typeof value === 'number' ? formatNumber(value, lang) : value
  })
}

/** `fa` unless the header asks for English first. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'fa'
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'fa'
}
