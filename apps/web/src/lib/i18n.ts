import type { Lang } from '@kheyr/contracts/messages'
import { LANG_COOKIE } from './lang-cookie.ts'
import {
  addNamespace,
  createTexts,
  hasNamespace,
  i18n,
  loadedNamespaces,
  type Bundle,
  type Texts,
} from './texts.ts'

export { SHELL_NAMESPACES } from './shell-texts.ts'

export const LANG_STORAGE_KEY = 'lang'

/**
 * Every `locales/{fa,en}.json` under src is a namespace named after its folder's parent
 * (`features/charities/locales/fa.json` is `charities`; `app/locales` is `common`), one chunk
 * each: a page loads the namespaces its code reads (its route, from the `namespaces` its
 * module exports, see vite.page-texts.ts), no other page's. Only the shell's Persian texts ship
 * with the entry. The API's error and validation messages come from the contracts catalogue, one
 * chunk per language.
 */
const files = import.meta.glob<Bundle>(['../**/locales/*.json', '!../app/locales/fa.json'], {
  import: 'default',
})
const shell = import.meta.glob<Bundle>('../app/locales/fa.json', { eager: true, import: 'default' })
// Other namespaces are added as they load (`loadNamespaces`).
addNamespace('fa', 'common', Object.values(shell)[0]!)

const namespaceOf = (file: string) => {
  const match = /\/([^/]+)\/locales\/(fa|en)\.json$/.exec(file)
  if (!match) return null
  return { ns: match[1] === 'app' ? 'common' : match[1]!, lang: match[2] as Lang }
}

const catalogues: Record<Lang, () => Promise<Record<'errors' | 'validation', Bundle>>> = {
  fa: () => import('@kheyr/contracts/messages-fa').then((m) => m.fa),
  en: () => import('@kheyr/contracts/messages-en').then((m) => m.en),
}

const loaders: Record<Lang, Record<string, () => Promise<Bundle>>> = { fa: {}, en: {} }
for (const [file, load] of Object.entries(files)) {
  const found = namespaceOf(file)
  if (found) loaders[found.lang][found.ns] = load
}
for (const lang of ['fa', 'en'] as const) {
  loaders[lang].errors = () => catalogues[lang]().then((c) => c.errors)
  loaders[lang].validation = () => catalogues[lang]().then((c) => c.validation)
}

/**
 * Every namespace of a language at once (the dashboard's and the sign-in pages' layouts, which
 * read most of them): one chunk, rather than one request per namespace.
 */
const bundles: Record<Lang, () => Promise<{ bundles: Record<string, Bundle> }>> = {
  fa: () => import('./locale-bundles/fa.ts'),
  en: () => import('./locale-bundles/en.ts'),
}

const loading = new Map<string, Promise<void>>()

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key)
  if (!promise) {
    promise = load()
    promise.catch(() => loading.delete(key))
    loading.set(key, promise)
  }
  return promise
}

/** Loads every namespace of a language, once. */
function loadAll(lang: Lang): Promise<void> {
  return once(`${lang}:*`, async () => {
    const [{ bundles: texts }, catalogue] = await Promise.all([bundles[lang](), catalogues[lang]()])
    for (const [file, content] of Object.entries(texts)) {
      const found = namespaceOf(file.replace(/\?.*$/, ''))
      if (found && !hasNamespace(lang, found.ns)) addNamespace(lang, found.ns, content)
    }
    for (const ns of ['errors', 'validation'] as const)
      if (!hasNamespace(lang, ns)) addNamespace(lang, ns, catalogue[ns])
  })
}

/**
 * Loads the namespaces given (all of the language's when none are), once each. English is
 * complete (the catalogue tests check it has Persian's keys), so it needs no Persian beside it.
 */
export function loadNamespaces(
  lang: Lang = currentLang(),
  namespaces?: readonly string[],
): Promise<void> {
  if (!namespaces) return loadAll(lang)
  return Promise.all(
    namespaces.map((ns) => {
      const load = loaders[lang][ns]
      if (!load || hasNamespace(lang, ns)) return undefined
      return once(`${lang}:${ns}`, () =>
        load().then((texts) => {
          if (!hasNamespace(lang, ns)) addNamespace(lang, ns, texts)
        }),
      )
    }),
  ).then(() => undefined)
}

/**
 * The browser's language. On the server it is always Persian, and nothing a page shows may depend
 * on it: the server renders many pages at once, each in its visitor's language, through an
 * instance of its own (`textsIn`) that components read from React's context (`useTranslation`).
 */
export const currentLang = (): Lang => i18n.language

/**
 * An instance of the texts fixed in one language, sharing the loaded texts (for the server
 * render: one per language, made once; never switched while a render may be reading it).
 */
export const textsIn = (lang: Lang): Texts => createTexts(lang)

export function applyDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang
  document.documentElement.dir = lang === 'fa' ? 'rtl' : 'ltr'
}

export async function setLanguage(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
  // The page on screen keeps reading the namespaces it has; they come in the new language.
  await loadNamespaces(lang, loadedNamespaces(currentLang()))
  i18n.changeLanguage(lang)
  applyDocumentLanguage(lang)
}

/**
 * English chosen before the choice moved to a cookie (it was kept in `localStorage`): carried
 * over once, after start-up, when the cookie does not say.
 */
export function adoptStoredLanguage() {
  if (LANG_COOKIE.test(document.cookie)) return
  try {
    if (localStorage.getItem(LANG_STORAGE_KEY) !== 'en') return
    localStorage.removeItem(LANG_STORAGE_KEY)
  } catch {
    return
  }
  void setLanguage('en')
}
