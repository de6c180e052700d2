import { useTranslation } from 'react-i18next'

/**
 * The `dir` of an element showing text people typed (a campaign's title, a donor's name, a
 * story), not our translations: on an English page `auto`, so Persian text reads right to left
 * by its own letters; on a Persian page nothing, where a title starting with a Latin word ("SMS
 * …") must stay right to left. Read from the render's texts, so the server and the browser agree.
 */
export function useDataDir(): 'auto' | undefined {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'auto' : undefined
}
