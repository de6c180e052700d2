import type { Lang } from '@kheyr/contracts/messages'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { isolatingFormatter } from './isolate-values.ts'
import { chosenLang, LANG_COOKIE } from './lang-cookie.ts'

export { SHELL_NAMESPACES } from './shell-texts.ts'

export const LANG_STORAGE_KEY = 'lang'

type Texts = Record<string, unknown>

/**
 * Every `locales/{fa,en}.json` under src is a namespace named after its folder's parent
 * (`features/charities/locales/fa.json` is `charities`; `app/locales` is `common`), one chunk
 * each: a page loads the namespaces its code reads (its route, from the `namespaces` its
 * module exports, see vite.page-texts.ts), no other page's. Only the shell's Persian texts ship
 * with the entry. The API's error and validation messages come from the contracts catalogue, one
 * chunk per language.
 */
const files = import.meta.glob<Texts>(['../**/locales/*.json', '!../app/locales/fa.json'], {
  import: 'default',
})
const shell = import.meta.glob<Texts>('../app/locales/fa.json', { eager: true, import: 'default' })

const namespaceOf = (file: string) => {
  const match = /\/([^/]+)\/locales\/(fa|en)\.json$/.exec(file)
  if (!match) return null
  return { ns: match[1] === 'app' ? 'common' : match[1]!, lang: match[2] as Lang }
}

const catalogues: Record<Lang, () => Promise<Record<'errors' | 'validation', Texts>>> = {
  fa: () => import('@kheyr/contracts/messages-fa').then((m) => m.fa),
  en: () => import('@kheyr/contracts/messages-en').then((m) => m.en),
}

const loaders: Record<Lang, Record<string, () => Promise<Texts>>> = { fa: {}, en: {} }
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
const bundles: Record<Lang, () => Promise<{ bundles: Record<string, Texts> }>> = {
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
      if (found && !i18n.hasResourceBundle(lang, found.ns))
        i18n.addResourceBundle(lang, found.ns, content, true, true)
    }
    for (const ns of ['errors', 'validation'] as const)
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalogue[ns])
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
      if (!load || i18n.hasResourceBundle(lang, ns)) return undefined
      return once(`${lang}:${ns}`, () =>
        load().then((texts) => {
          if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, texts)
        }),
      )
    }),
  ).then(() => undefined)
}

/**
 * A part of a page imported on demand (a giving form, a menu), with the texts its code reads:
 * both load at once, and the part renders once both have come. The build names the texts
 * (vite.first-paint.ts writes `import('./x.tsx')` as `withTexts(import('./x.tsx'), ['form'])`),
 * so that a page's route loads only the texts of the code it runs at once.
 */
export function withTexts<T>(part: Promise<T>, namespaces: readonly string[]): Promise<T> {
  return Promise.all([part, loadNamespaces(currentLang(), namespaces)]).then(([module]) => module)
}

/** The namespaces loaded in a language: what the page on screen may read. */
const loadedNamespaces = (lang: Lang) => Object.keys(i18n.store.data[lang] ?? {})

export const i18n = i18next.createInstance()

void i18n
  .use(initReactI18next)
  .use(isolatingFormatter)
  .init({
    resources: { fa: { common: Object.values(shell)[0]! } },
    // Other namespaces are added as they load (`loadNamespaces`).
    lng: chosenLang(),
    fallbackLng: 'fa',
    supportedLngs: ['fa', 'en'],
    defaultNS: 'common',
    ns: ['common'],
    // Persian values in English sentences read in their own direction (`isolatingFormatter`).
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
    // A text missing from what the page loaded is a bug (a namespace the page's code reads and
    // its route did not load, see vite.page-texts.ts): the browser tests fail on console errors.
    saveMissing: true,
    missingKeyHandler: (_langs, ns, key) => console.error(`Missing text ${ns}:${key}`),
  })

/** The language an i18next instance speaks: the browser's one, or a server render's own. */
export const langOf = (texts: { language?: string }): Lang =>
  texts.language === 'en' ? 'en' : 'fa'

/**
 * The browser's language. On the server it is always Persian, and nothing a page shows may depend
 * on it: the server renders many pages at once, each in its visitor's language, through an
 * instance of its own (`textsIn`) that components read from React's context (`useTranslation`).
 */
export const currentLang = (): Lang => langOf(i18n)

/**
 * An instance of the texts fixed in one language, sharing the loaded texts (for the server
 * render: one per language, made once; never switched while a render may be reading it).
 */
export const textsIn = (lang: Lang) => i18n.cloneInstance({ lng: lang })

export function applyDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang
  document.documentElement.dir = lang === 'fa' ? 'rtl' : 'ltr'
}

export async function setLanguage(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
  // The page on screen keeps reading the namespaces it has; they come in the new language.
  await loadNamespaces(lang, loadedNamespaces(currentLang()))
  await i18n.changeLanguage(lang)
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
