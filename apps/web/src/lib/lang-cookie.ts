import type { Lang } from '@kheyr/contracts/messages'

/** The language chosen on this device, kept in a cookie (`setLanguage` in i18n.ts). */
export const LANG_COOKIE = /(?:^|;\s*)lang=(fa|en)(?:;|$)/

/**
 * Read from the cookie, not from storage: the first touch of `localStorage` costs a phone tens of
 * milliseconds of the start-up task (docs/decisions/023-start-after-paint.md). Needs no library,
 * so the entry reads it before any stage has loaded.
 */
export function chosenLang(): Lang {
  if (typeof document === 'undefined') return 'fa'
  return LANG_COOKIE.exec(document.cookie)?.[1] === 'en' ? 'en' : 'fa'
}
