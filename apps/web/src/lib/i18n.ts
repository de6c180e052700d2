import { messages, type Lang } from '@kheyr/contracts/messages'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANG_STORAGE_KEY = 'lang'

/**
 * Every `locales/{fa,en}.json` under src becomes a namespace named after its folder's parent
 * (`features/charity/locales/fa.json` is `charity`; `app/locales` is `common`). The API's
 * error and validation messages come from the shared contracts catalogue.
 */
const files = import.meta.glob<Record<string, unknown>>('../**/locales/*.json', {
  eager: true,
  import: 'default',
})

function buildResources() {
  const resources: Record<Lang, Record<string, Record<string, unknown>>> = {
    fa: { errors: messages.fa.errors, validation: messages.fa.validation },
    en: { errors: messages.en.errors, validation: messages.en.validation },
  }
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\/locales\/(fa|en)\.json$/.exec(file)
    if (!match) continue
    const ns = match[1] === 'app' ? 'common' : match[1]!
    resources[match[2] as Lang][ns] = content
  }
  return resources
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
  await i18n.changeLanguage(lang)
  applyDocumentLanguage(lang)
}
