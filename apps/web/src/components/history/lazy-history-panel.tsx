import { LinearProgress } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore, useDashboardState } from '#lib/dashboard-store.ts'
import type { HistoryPanelProps } from './history-panel.tsx'

const HistoryPanel = lazy(() => import('./history-panel.tsx'))

/** The history panel; CodeMirror downloads the first time it opens, not with the page. */
export function LazyHistoryPanel(props: HistoryPanelProps) {
  const { t } = useTranslation('history')
  const [needed, setNeeded] = useState(props.open)
  // Once loaded it stays mounted, so closing can animate.
  if (props.open && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense
      fallback={
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'modal' }}
        />
      }
    >
      <HistoryPanel {...props} />
    </Suspense>
  )
}

/** The history of the record whose row action opened it (`dashboardStore.openHistory`). */
export function DashboardHistoryPanel({ resource }: { resource: string }) {
  const id = useDashboardState((s) => s.historyId)
  const open = useDashboardState((s) => s.historyOpen)
  return (
    <LazyHistoryPanel
      resource={resource}
      id={id}
      open={open}
      onClose={dashboardStore.closeHistory}
    />
  )
}
