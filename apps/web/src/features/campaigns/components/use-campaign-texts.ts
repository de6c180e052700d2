import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang, loadNamespaces } from '#lib/i18n.ts'

export const NS = 'campaigns'

/**
 * The feature's texts. Pages get them with their route, and the home page's featured campaigns
 * with their code (the build's `withTexts`); where nothing loaded them (the dev server's pages,
 * a component test), a part waits for them, so it never flashes raw keys.
 */
export function useCampaignTexts() {
  const translation = useTranslation(NS)
  const { i18n } = translation
  const loaded = i18n.hasResourceBundle(i18n.language, NS)
  const [ready, setReady] = useState(loaded)
  useEffect(() => {
    if (loaded) return
    let live = true
    void loadNamespaces(currentLang(), [NS]).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [loaded])
  return { ...translation, ready: ready || loaded }
}
