import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Where the server render collects the page's title (there is no document there to set); the
 * last page to render names it.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null)

/**
 * The error screen's title while one is shown: a page that found nothing (`/charity/create/x`)
 * names itself before returning the screen, and its own title, set after the screen's (a
 * parent's effects run after its children's), must not replace «صفحه پیدا نشد».
 */
let errorTitle: string | null = null

/** Sets the document title to `{title} | {site}` (an error screen's title wins while it shows). */
export function usePageTitle(title: string | null | undefined, { error = false } = {}) {
  const { t } = useTranslation()
  const full = title ? `${title} | ${t('app.name')}` : t('app.name')
  useContext(PageTitleSink)?.(full)
  useEffect(() => {
    if (error) errorTitle = full
    document.title = errorTitle ?? full
    return () => {
      if (error && errorTitle === full) errorTitle = null
    }
  }, [full, error])
}
