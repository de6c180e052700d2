import { Box, Button, CircularProgress, Typography } from '@mui/material'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { visuallyHidden } from '#components/visually-hidden.ts'
import { useRouteMeta } from '#lib/route-meta.ts'
import { useFirstPageShown } from './first-page.ts'
import { RouteProgress } from './route-progress.tsx'

const OVERLAY_DELAY_MS = 200
const scrollMemory = new Map<string, number>()

const FOLLOW_MS = 2000

/**
 * Keeps `target` in place while what is above it still loads (three skeleton cards that become
 * two campaigns would leave the visitor past it), until the visitor scrolls themselves.
 */
function followWhileLoading(target: HTMLElement) {
  let first = true
  const follow = new ResizeObserver(() => {
    // The first call only reports the size the page has now.
    if (first) first = false
    else target.scrollIntoView({ block: 'start' })
  })
  const stop = () => {
    follow.disconnect()
    window.clearTimeout(timer)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.removeEventListener(type, stop)
  }
  const timer = window.setTimeout(stop, FOLLOW_MS)
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true })
  follow.observe(document.body)
  return stop
}

/**
 * Scroll goes to the top on a new page; a hash scrolls smoothly to its element; a kept-alive page
 * (lists) gets back the scroll position it was left at.
 */
function ScrollManager() {
  const location = useLocation()
  const meta = useRouteMeta()
  const previous = useRef<{ key: string; keepAlive: boolean } | null>(null)

  useLayoutEffect(() => {
    const key = location.pathname + location.search
    const before = previous.current
    if (before?.keepAlive) scrollMemory.set(before.key, window.scrollY)
    previous.current = { key, keepAlive: Boolean(meta?.keepAlive) }

    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' })
        return followWhileLoading(target)
      }
    }
    if (before?.key === key) return
    // The first page opens where the browser put it (the top, or where a reload left it):
    // scrolling now would only force a layout while the page is being taken over.
    if (!before) return
    const saved = meta?.keepAlive ? scrollMemory.get(key) : undefined
    window.scrollTo({ top: saved ?? 0, left: 0, behavior: 'instant' })
  }, [location.pathname, location.search, location.hash, meta?.keepAlive])

  return null
}

/**
 * After a page change (not the first load) focus moves to the new page's heading, or to the main
 * landmark while the page still loads, and a live region reads the page's title, so keyboard and
 * screen-reader users land where sighted users look.
 */
function RouteAnnouncer() {
  const location = useLocation()
  const navigation = useNavigation()
  const [message, setMessage] = useState('')
  const first = useRef(true)
  const settled = navigation.state === 'idle'

  useEffect(() => {
    if (!settled) return
    if (first.current) {
      first.current = false
      return
    }
    // Wait a frame for the page (and its title effect) to render.
    const timer = window.setTimeout(() => {
      const main = document.getElementById('main')
      // A page that focused a field of its own (or opened a dialog) keeps it.
      const active = document.activeElement
      if (!main) return
      if (active && active !== main && (main.contains(active) || active.closest('[role="dialog"]')))
        return
      const heading = main.querySelector<HTMLElement>('h1')
      const target = heading ?? main
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
      setMessage(document.title)
    }, 120)
    return () => window.clearTimeout(timer)
  }, [location.pathname, settled])

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  )
}

/**
 * A full-page overlay while a page's code loads (shown after 200 ms so fast loads never flash),
 * with a Refresh button; it hides when loading ends, on mount, or on shift+w.
 */
function RouteLoadingOverlay() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  // Each navigation has its own key: the overlay belongs to the one that is loading now.
  const loadingKey = navigation.state === 'loading' ? (navigation.location?.key ?? null) : null
  const [delayedKey, setDelayedKey] = useState<string | null>(null)
  const [dismissedKey, setDismissedKey] = useState<string | null>(null)
  const visible = loadingKey !== null && delayedKey === loadingKey && dismissedKey !== loadingKey

  useEffect(() => {
    if (!loadingKey) return
    const timer = window.setTimeout(() => setDelayedKey(loadingKey), OVERLAY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [loadingKey])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.shiftKey && event.key.toLowerCase() === 'w') setDismissedKey(loadingKey)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [loadingKey])

  // Nothing to render (or take over from the server) until a page's code is slow to come.
  if (!visible) return null
  return (
    <Box
      data-testid="loading-overlay"
      sx={{
        display: 'flex',
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'rgba(255,255,255,0.88)',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Box role="status" sx={{ textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('loading.text')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('loading.hint')}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {t('loading.refresh')}
      </Button>
    </Box>
  )
}

/** What every page shares, whatever its layout. */
export function RootShell() {
  // Nothing until the page may render (the splash is still up): all of it then comes with the
  // page, as before, so a link's hash still finds its element on the first page.
  if (!useFirstPageShown()) return null
  return (
    <>
      <ScrollManager />
      <RouteAnnouncer />
      <RouteProgress />
      <RouteLoadingOverlay />
      <Outlet />
    </>
  )
}
