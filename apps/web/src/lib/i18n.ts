import { messages, type Lang } from '@kheyr/contracts/messages'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANG_STORAGE_KEY = 'lang'

/**
 * Every `locales/{fa,en}.json` under src becomes a namespace named after its folder's parent
 * (`features/charity/locales/fa.json` is `charity`; `app/locales` is `common`). The API's
 * error and validation messages come from the shared contracts catalogue.
 *
 * Only what the shell and the home page show ships with the first load; every other namespace
 * comes in one chunk per language (`loadNamespaces`) with the first page that needs it.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../app/locales/*.json',
    '../features/home/locales/*.json',
    '../features/notifications/locales/*.json',
  ],
  { eager: true, import: 'default' },
)

const namespaceOf = (file: string) => {
  const match = /\/([^/]+)\/locales\/(fa|en)\.json$/.exec(file)
  if (!match) return null
  return { ns: match[1] === 'app' ? 'common' : match[1]!, lang: match[2] as Lang }
}

function buildResources() {
  const resources: Record<Lang, Record<string, Record<string, unknown>>> = {
    fa: { errors: messages.fa.errors, validation: messages.fa.validation },
    en: { errors: messages.en.errors, validation: messages.en.validation },
  }
  for (const [file, content] of Object.entries(files)) {
    const found = namespaceOf(file)
    if (found) resources[found.lang][found.ns] = content
  }
  return resources
}

const bundleLoaders: Record<
  Lang,
  () => Promise<{ bundles: Record<string, Record<string, unknown>> }>
> = {
  fa: () => import('./locale-bundles/fa.ts'),
  en: () => import('./locale-bundles/en.ts'),
}
const loaded = new Map<Lang, Promise<void>>()

/** Loads the rest of a language's namespaces (and Persian, the fallback), once. */
export function loadNamespaces(lang: Lang = currentLang()): Promise<void> {
  const langs: Lang[] = lang === 'fa' ? ['fa'] : [lang, 'fa']
  return Promise.all(
    langs.map((l) => {
      if (!loaded.has(l)) {
        const promise = bundleLoaders[l]().then(({ bundles }) => {
          for (const [file, content] of Object.entries(bundles)) {
            const found = namespaceOf(file)
            if (found) i18n.addResourceBundle(l, found.ns, content, true, true)
          }
        })
        promise.catch(() => loaded.delete(l))
        loaded.set(l, promise)
      }
      return loaded.get(l)!
    }),
  ).then(() => undefined)
}

function initialLang(): Lang {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'fa'
  } catch {
    return 'fa'
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLang(),
  fallbackLng: 'fa',
  supportedLngs: ['fa', 'en'],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'fa')

export function applyDocumentLanguage(lang: Lang) {
  document.documentElement.lang = lang
  document.documentElement.dir = lang === 'fa' ? 'rtl' : 'ltr'
}

export async function setLanguage(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang)
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  await loadNamespaces(lang)
  await i18n.changeLanguage(lang)
  applyDocumentLanguage(lang)
}
