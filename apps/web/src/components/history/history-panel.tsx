import type { HistoryEntry } from '@kheyr/contracts/http'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { historyQuery } from '#lib/resource.ts'
import { snapshotText } from './history-json.ts'
import { MergeView } from './merge-view.tsx'

export type HistoryPanelProps = {
  /** URL segment: `/api/dashboard/{resource}/{id}/history`. */
  resource: string
  id: number | string | null
  open: boolean
  onClose: () => void
}

const KNOWN_ACTIONS = ['created', 'updated', 'deleted'] as const
const ACTION_COLOR = { created: 'success', updated: 'info', deleted: 'error' } as const

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', gap: 1.5, p: 4, flex: 1 }}>
      {children}
    </Stack>
  )
}

function HistoryEntryButton({
  entry,
  current,
  onSelect,
}: {
  entry: HistoryEntry
  current: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation('history')
  const format = useFormat()
  const action = (KNOWN_ACTIONS as readonly string[]).includes(entry.action)
    ? t(`actions.${entry.action}`)
    : entry.action
  return (
    <ListItemButton
      selected={current}
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={action}
              color={ACTION_COLOR[entry.action as keyof typeof ACTION_COLOR] ?? 'default'}
            />
            <Box component="span" sx={{ fontWeight: 600 }}>
              {entry.user?.name || t('system')}
            </Box>
          </Box>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {format.date(entry.created_at, 'datetime')}
            </Box>
            {entry.ip && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('ip', { ip: format.digits(entry.ip) })}
              </Box>
            )}
          </>
        }
      />
    </ListItemButton>
  )
}

/** One change: the record before and after it, side by side. */
function EntryDetails({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('history')
  const { lang } = useFormat()
  return (
    <Box
      component="section"
      aria-label={t('details')}
      sx={{ flex: 1, minWidth: 0, p: 2, overflow: { md: 'auto' } }}
    >
      {/* Same left-to-right order as the editors below. */}
      <Box dir="ltr" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1 }}>
        {[t('before'), t('after')].map((label) => (
          <Typography
            key={label}
            dir="auto"
            sx={{ fontWeight: 700, fontSize: 14, textAlign: 'center' }}
          >
            {label}
          </Typography>
        ))}
      </Box>
      <MergeView
        before={snapshotText(entry.before)}
        after={snapshotText(entry.after)}
        beforeLabel={`${t('before')}${entry.before ? '' : ` ${t('nothing')}`}`}
        afterLabel={`${t('after')}${entry.after ? '' : ` ${t('nothing')}`}`}
        lang={lang}
      />
    </Box>
  )
}

/** The changes, newest first; the newest is open until another is chosen. */
function HistoryEntries({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation('history')
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const selected = entries.find((e) => e.id === selectedId) ?? entries[0]!
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        flex: 1,
        minHeight: 0,
        overflow: { xs: 'auto', md: 'hidden' },
      }}
    >
      <List
        aria-label={t('entries')}
        sx={{
          width: { md: 300 },
          flexShrink: 0,
          overflowY: 'auto',
          maxHeight: { xs: '40dvh', md: 'none' },
          // Widths only: a responsive `border` shorthand would reset the colour to black.
          borderStyle: 'solid',
          borderColor: 'divider',
          borderWidth: 0,
          borderBottomWidth: { xs: 1, md: 0 },
          borderInlineEndWidth: { md: 1 },
        }}
      >
        {entries.map((entry) => (
          <HistoryEntryButton
            key={entry.id}
            entry={entry}
            current={entry.id === selected.id}
            onSelect={() => setSelectedId(entry.id)}
          />
        ))}
      </List>
      <EntryDetails entry={selected} />
    </Box>
  )
}

function HistoryBody({
  resource,
  id,
  enabled,
}: {
  resource: string
  id: number | string
  enabled: boolean
}) {
  const { t } = useTranslation('history')
  const history = useQuery({ ...historyQuery(resource, id), enabled })

  if (history.isError) {
    const message =
      history.error instanceof ApiError && history.error.message
        ? history.error.message
        : t('loadFailed')
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {message}
        </Alert>
      </Box>
    )
  }
  if (history.isPending) {
    return (
      <Centered>
        <CircularProgress aria-label={t('loading')} />
      </Centered>
    )
  }
  if (!history.data.length) {
    return (
      <Centered>
        <HistoryOutlined aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography color="text.secondary">{t('empty')}</Typography>
      </Centered>
    )
  }
  return <HistoryEntries entries={history.data} />
}

/**
 * Who changed a record, when and from where, with each change's before and after side by side.
 * Import it through `LazyHistoryPanel` so CodeMirror loads only when the panel opens.
 */
export function HistoryPanel({ resource, id, open, onClose }: HistoryPanelProps) {
  const { t } = useTranslation('history')
  const titleId = useId()
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 640, md: 960 }, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, minHeight: 56, flexShrink: 0 }}
      >
        <HistoryOutlined color="primary" aria-hidden />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 18, flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')} edge="end">
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      {id !== null && (
        <HistoryBody key={`${resource}:${id}`} resource={resource} id={id} enabled={open} />
      )}
    </Drawer>
  )
}

export default HistoryPanel
