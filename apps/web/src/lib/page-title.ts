import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Where the server render collects the page's title (there is no document there to set); the
 * last page to render names it.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null)

/** Sets the document title to `{title} | {site}`. */
export function usePageTitle(title: string | null | undefined) {
  const { t } = useTranslation()
  const full = title ? `${title} | ${t('app.name')}` : t('app.name')
  useContext(PageTitleSink)?.(full)
  useEffect(() => {
    document.title = full
  }, [full])
}
