import { Box } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import { useFormat } from '#lib/format.ts'

/** A navigation shorter than this shows no bar: a fast page change never flashes one. */
export const PROGRESS_THROTTLE_MS = 200
/** The loading time the bar's estimate is scaled to: about 70% full when it passes. */
export const PROGRESS_DURATION_MS = 2000
const TICK_MS = 100
/** How long the full bar stays before it goes, after the page has come. */
const DONE_MS = 400

/**
 * How full the bar is `elapsed` ms into a load expected to take `duration` (the spec's constants
 * come from Nuxt's loading indicator; this is its estimate): quick at first, about 70% at
 * `duration`, nearing but never reaching 100% until the page is there.
 */
export const estimatedProgress = (elapsed: number, duration = PROGRESS_DURATION_MS) =>
  (200 / Math.PI) * Math.atan((2 * Math.max(0, elapsed)) / duration)

type Bar = { value: number; done: boolean } | null

/**
 * A thin bar along the top while a page's code loads: from 200 ms into the navigation, filling by
 * the estimate above, full when the page arrives, then gone.
 */
export function RouteProgress() {
  const { t } = useTranslation()
  const format = useFormat()
  const busy = useNavigation().state !== 'idle'
  const [bar, setBar] = useState<Bar>(null)

  useEffect(() => {
    if (!busy) {
      // The page arrived: a bar on screen fills and goes; one not yet shown never shows.
      const fill = window.setTimeout(() => setBar((shown) => shown && { value: 100, done: true }))
      const hide = window.setTimeout(() => setBar(null), DONE_MS)
      return () => {
        window.clearTimeout(fill)
        window.clearTimeout(hide)
      }
    }
    const started = performance.now()
    let tick: number | undefined
    const update = () =>
      setBar({ value: estimatedProgress(performance.now() - started), done: false })
    const throttle = window.setTimeout(() => {
      update()
      tick = window.setInterval(update, TICK_MS)
    }, PROGRESS_THROTTLE_MS)
    return () => {
      window.clearTimeout(throttle)
      window.clearInterval(tick)
    }
  }, [busy])

  if (!bar) return null
  const value = Math.round(bar.value)
  return (
    <Box
      role="progressbar"
      aria-label={t('loading.page')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={t('loading.percent', { value: format.number(value) })}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        // Above the loading overlay and the dashboard's bar.
        zIndex: (theme) => theme.zIndex.modal + 2,
        pointerEvents: 'none',
        opacity: bar.done ? 0 : 1,
        transition: `opacity ${DONE_MS}ms ease ${DONE_MS / 2}ms`,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box
        data-testid="route-progress-fill"
        sx={{
          // `left` turns into `right` in Persian: the bar fills from the reading side.
          position: 'absolute',
          top: 0,
          left: 0,
          height: '100%',
          width: `${bar.value}%`,
          bgcolor: 'primary.main',
          boxShadow: '0 0 6px rgba(0, 169, 157, 0.6)',
          transition: `width ${TICK_MS}ms linear`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  )
}
