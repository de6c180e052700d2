import type { Lang } from '@kheyr/contracts/messages'
import {
  createContext,
  createElement,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { isolateValue } from './isolate-values.ts'
import { chosenLang } from './lang-cookie.ts'

/**
 * The app's texts and how components read them: what i18next and react-i18next did for us, cut to
 * what our texts use (16 KB of compressed JavaScript on every page, for about 1). A text is
 * `t('ns:a.b', values)`: a key in a namespace's `locales/{fa,en}.json` (the hook's namespace when
 * the key names none), its `{{name}}`s replaced by `values`, its plural form (`key_one`,
 * `key_other`) chosen by a numeric `count`; looked up in the language asked for, then in Persian.
 */

/** A namespace's texts: `locales/fa.json` as it is (nested objects of strings). */
export type Bundle = Record<string, unknown>

/** Values for a text's `{{name}}`s; `count` (a number) also picks its plural form. */
export type TextOptions = Record<string, unknown> & { defaultValue?: string }

export type TFunction = {
  /** The object under `key` (a group of texts handed to a library as they are). */
  (key: string, options: TextOptions & { returnObjects: true }): unknown
  (key: string, options?: TextOptions): string
}

/** Texts in one language; the browser's instance follows the visitor's choice. */
export type Texts = {
  readonly language: Lang
  /** The key's text in `language`, from the `common` namespace unless the key names another. */
  t: TFunction
  getFixedT: (lang: Lang, ns?: string) => TFunction
  /** Whether the key has a text (nothing reported when it has none). */
  exists: (key: string) => boolean
  dir: () => 'rtl' | 'ltr'
  /** Calls `listener` after each change of language; returns the way to stop. */
  subscribe: (listener: () => void) => () => void
}

// Loaded as the pages need them (`loadNamespaces` in i18n.ts), shared by every instance: the
// server renders in both languages at once from the same texts.
const loaded: Record<Lang, Record<string, Bundle>> = { fa: {}, en: {} }

export const hasNamespace = (lang: Lang, ns: string) => ns in loaded[lang]

export const addNamespace = (lang: Lang, ns: string, bundle: Bundle) => {
  loaded[lang][ns] = bundle
}

/** The namespaces loaded in a language: what the page on screen may read. */
export const loadedNamespaces = (lang: Lang) => Object.keys(loaded[lang])

/** What `a.b.c` holds in one language's namespace, without the fallback to Persian. */
export const textAt = (lang: Lang, ns: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], loaded[lang][ns])

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {}

/** `ns:key` names its namespace; a bare key is in `ns`. */
function locate(ns: string, key: string): [string, string] {
  const colon = key.indexOf(':')
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [ns, key]
}

function find(lang: Lang, ns: string, key: string, count?: unknown): unknown {
  // Persian's shell texts come with the entry: an English page that started offline without its
  // own reads Persian rather than keys. (A Persian miss is looked up twice: a bug's path only.)
  for (const l of [lang, 'fa'] as const) {
    if (typeof count === 'number') {
      const form = (pluralRules[l] ??= new Intl.PluralRules(l)).select(count)
      const text = textAt(l, ns, `${key}_${form}`)
      if (text !== undefined) return text
    }
    const text = textAt(l, ns, key)
    if (text !== undefined) return text
  }
}

function translate(lang: Lang, inNs: string, inKey: string, options: TextOptions = {}): unknown {
  const [ns, key] = locate(inNs, inKey)
  let text = find(lang, ns, key, options.count)
  if (text === undefined) {
    // A text missing from what the page loaded is a bug (a namespace the page's code reads and
    // its route did not load, see vite.page-texts.ts): the browser tests fail on console errors.
    console.error(`Missing text ${ns}:${key}`)
    text = options.defaultValue ?? key
  }
  // An object (asked for with `returnObjects`) is handed over as it is.
  if (typeof text !== 'string') return text
  // Values go in as they are (React escapes what it renders); a Persian value in an English
  // sentence is isolated, so it reads right to left without moving its neighbours.
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in options ? String(isolateValue(options[name], lang) ?? '') : placeholder,
  )
}

const fixedT = (lang: Lang, ns = 'common') =>
  ((key: string, options?: TextOptions) => translate(lang, ns, key, options)) as TFunction

/**
 * An instance reading the loaded texts in `lang`. The server render makes one per language and
 * never switches it (a `Texts` has no `changeLanguage`): it renders pages in both at once.
 */
export function createTexts(lang: Lang): Texts & { changeLanguage: (lang: Lang) => void } {
  const listeners = new Set<() => void>()
  const texts = {
    language: lang,
    t: ((key: string, options?: TextOptions) =>
      translate(texts.language, 'common', key, options)) as TFunction,
    getFixedT: fixedT,
    exists: (key: string) => find(texts.language, ...locate('common', key)) !== undefined,
    dir: () => (texts.language === 'fa' ? 'rtl' : 'ltr') as 'rtl' | 'ltr',
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    changeLanguage: (next: Lang) => {
      if (next === texts.language) return
      texts.language = next
      for (const listener of listeners) listener()
    },
  }
  return texts
}

/** The browser's texts, in the language the visitor chose (`setLanguage` in i18n.ts switches it). */
export const i18n = createTexts(chosenLang())

const TextsContext = createContext<Texts>(i18n)

/** Gives the components below an instance of their own (the server render's, in its language). */
export const TextsProvider = TextsContext.Provider

/**
 * The texts of namespace `ns` (`common` by default) in the language of the instance above (the
 * browser's unless a `TextsProvider` gives another). The component renders again when that
 * instance changes language; `t` stays the same function until then, so it can be a dependency.
 * A namespace the route did not load is not waited for: each text read from it is reported.
 */
export function useTranslation(ns = 'common') {
  const texts = useContext(TextsContext)
  const language = () => texts.language
  const lang = useSyncExternalStore(texts.subscribe, language, language)
  const t = useMemo(() => texts.getFixedT(lang, ns), [texts, lang, ns])
  return { t, i18n: texts }
}

/** `text` with its one `<tag>…</tag>` drawn by `part` (a mobile number in a sentence). */
export function withPart(text: string, tag: string, part: (inner: string) => ReactNode): ReactNode {
  const [before, inner, after] = text.split(new RegExp(`</?${tag}>`))
  return inner === undefined ? text : createElement(Fragment, null, before, part(inner), after)
}
