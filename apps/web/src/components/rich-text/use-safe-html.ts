import { useEffect, useMemo, useState } from 'react'
import { useHydrated } from '#lib/hydrated.ts'

type Clean = (html: string) => string

let clean: Clean | null = null
let loading: Promise<void> | null = null

/** DOMPurify and its settings, fetched the first time something needs cleaning. */
function loadCleaner(): Promise<void> {
  loading ??= import('#lib/safe-html.ts').then(
    (m) => void (clean = m.safeHtml),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * Rich text to show, cleaned in the browser (`safeHtml`). HTML the server rendered the page with
 * stays as it came (the API sanitised it on the way out, and the server render, which has no DOM
 * to clean with, trusts that too): the first page neither loads nor runs DOMPurify to take it
 * over. Anything else is shown once cleaned: null until the cleaner has come.
 */
export function useSafeHtml(html: string): string | null {
  const hydrated = useHydrated()
  // Mounted while a server-rendered page is taken over: this is the HTML the server sent.
  const [served] = useState(() => (hydrated ? null : html))
  const keep = served === html
  const [cleaner, setCleaner] = useState<Clean | null>(() => clean)
  useEffect(() => {
    if (keep || cleaner) return
    let active = true
    loadCleaner().then(
      () => active && setCleaner(() => clean),
      () => {},
    )
    return () => {
      active = false
    }
  }, [keep, cleaner])
  const cleaned = useMemo(() => (keep || !cleaner ? null : cleaner(html)), [keep, cleaner, html])
  return keep ? html : cleaned
}
