import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined'
import { Button } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { whenIdle } from '#lib/idle.ts'
import { toast } from '#lib/toasts.ts'
import { keepLoadedAssets } from './offline-assets.ts'

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: string }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    listeners.forEach((l) => l())
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    listeners.forEach((l) => l())
  })
}

const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)

/** The install button: shown when the browser offers installation, hidden when already installed. */
export function InstallButton() {
  const { t } = useTranslation()
  // Read after mount: the server render (and the hydration that takes it over) cannot know
  // whether the browser offered installation, so both start without the button.
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    const update = () => setAvailable(deferred !== null && !isStandalone())
    update()
    listeners.add(update)
    return () => void listeners.delete(update)
  }, [])
  if (!available) return null
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<InstallMobileOutlined />}
      onClick={async () => {
        const event = deferred
        if (!event) return
        await event.prompt()
        await event.userChoice
        deferred = null
        setAvailable(false)
      }}
    >
      {t('pwa.install')}
    </Button>
  )
}

/**
 * The service worker's registration code, once the page has loaded and is idle: the worker's
 * downloads (the public shell) must not compete with the first page's own.
 */
const registration = () => whenIdle().then(() => import('virtual:pwa-register'))

/**
 * Whether the page was served through a service worker. Only then does a worker that activates
 * while it is open replace code the page runs from: a first visit's page came from the network,
 * and the worker that the page before installed (the visitor tapped a link before it was done)
 * needs no reload of this one.
 */
const controlledAtLoad =
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

/**
 * Registers the service worker (/sw.js, scope /) in production builds: a toast when the app is
 * ready offline on first install; a new worker takes over (an update, or one another tab
 * activated) and a page it replaces reloads.
 */
export function useServiceWorker() {
  const { t } = useTranslation()
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    let cancelled = false
    void registration().then(({ registerSW }) => {
      if (cancelled) return
      registerSW({
        immediate: true,
        onNeedReload: () => {
          if (controlledAtLoad) window.location.reload()
        },
        onOfflineReady: () => {
          toast.note(t('pwa.offlineReady'))
          void keepLoadedAssets()
        },
      })
    })
    return () => {
      cancelled = true
    }
  }, [t])
}
