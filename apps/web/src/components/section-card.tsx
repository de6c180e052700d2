import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from './query-states.tsx'
import { LazyHistoryPanel } from './history/lazy-history-panel.tsx'

/**
 * One block of a settings page: a heading, a short hint, then its form or list. With `history`,
 * a button opens the block's changes (`/dashboard/{resource}/{id}/history`).
 */
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
  /** Whose changes the history button shows: a settings group, or a record of a resource. */
  history?: string | { resource: string; id: string }
  children: ReactNode
}) {
  const { t } = useTranslation('history')
  const id = useId()
  const trail = typeof history === 'string' ? { resource: 'settings', id: history } : history
  const [historyOpen, setHistoryOpen] = useState(false)
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
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
              <Button
                startIcon={<HistoryOutlined />}
                sx={{ color: 'primary.dark' }}
                onClick={() => setHistoryOpen(true)}
              >
                {t('open')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {children}
      {trail && (
        <LazyHistoryPanel
          resource={trail.resource}
          id={trail.id}
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
  const { t } = useTranslation()
  if (query.isPending) {
    return <Skeleton variant="rounded" height={240} role="status" aria-label={t('loading.text')} />
  }
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  return <>{children(query.data)}</>
}
