import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '../../../components/query-states.tsx'
import { LazyHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'

/** One settings section: a heading, a short hint, then its form or list. */
export function SectionCard({
  title,
  hint,
  actions,
  history,
  children,
}: {
  title: string
  hint?: string
  actions?: ReactNode
  /** The section whose changes the history button shows (`/dashboard/settings/{it}/history`). */
  history?: string
  children: ReactNode
}) {
  const { t } = useTranslation('settings')
  const [historyOpen, setHistoryOpen] = useState(false)
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.9 }}>
              {hint}
            </Typography>
          )}
        </Box>
        {(actions || history) && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {actions}
            {history && (
              <Button startIcon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
                {t('history')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {children}
      {history && (
        <LazyHistoryPanel
          resource="settings"
          id={history}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </Paper>
  )
}

/** Loading and error states of a section's data; renders `children` once it has arrived. */
export function SectionQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('settings')
  if (query.isPending) {
    return <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
  }
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  return <>{children(query.data)}</>
}
