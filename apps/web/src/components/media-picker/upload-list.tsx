import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import { Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import type { UploadItem } from './use-upload-queue.ts'
import { Ltr } from '../ltr.tsx'

/** One file: its name, how far it got (or how it ended), and cancel or dismiss. */
function UploadRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: UploadItem
  onCancel: (id: string) => void
  onDismiss: (id: string) => void
}) {
  const { t } = useTranslation('media-picker')
  const { number } = useFormat()
  const percent = Math.round(item.progress * 100)
  const active = item.status === 'uploading' || item.status === 'waiting'
  return (
    <Box component="li" data-testid="upload-item" data-status={item.status}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {item.status === 'done' && (
          <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
        )}
        {item.status === 'failed' && (
          <ErrorOutlineOutlined color="error" fontSize="small" aria-hidden />
        )}
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={item.file.name}>
          {/* A file name with its extension reads left to right, whatever its script. */}
          <Ltr>{item.file.name}</Ltr>
        </Typography>
        <Typography
          variant="caption"
          color={item.status === 'failed' ? 'error' : 'text.secondary'}
          sx={{ flexShrink: 0 }}
        >
          {item.status === 'uploading'
            ? t('upload.uploading', { percent: number(percent) })
            : item.status === 'failed'
              ? null
              : t(`upload.${item.status}`)}
        </Typography>
        <IconButton
          size="small"
          onClick={() => (active ? onCancel(item.id) : onDismiss(item.id))}
          aria-label={t(active ? 'upload.cancel' : 'upload.dismiss', { name: item.file.name })}
        >
          <CloseOutlined fontSize="small" />
        </IconButton>
      </Stack>
      {active && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('upload.progress', { name: item.file.name })}
          sx={{ borderRadius: 1, height: 6 }}
        />
      )}
      {item.status === 'failed' && (
        <Typography variant="caption" color="error" role="alert">
          {item.error}
        </Typography>
      )}
    </Box>
  )
}

/** Each file being uploaded with its own progress bar, and how it ended. */
export function UploadList({
  items,
  onCancel,
  onDismiss,
  onClear,
}: {
  items: UploadItem[]
  onCancel: (id: string) => void
  onDismiss: (id: string) => void
  onClear: () => void
}) {
  const { t } = useTranslation('media-picker')
  const { number } = useFormat()
  if (!items.length) return null
  const done = items.filter((i) => i.status === 'done').length
  const finished = items.every((i) => i.status !== 'uploading' && i.status !== 'waiting')

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('upload.list')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" role="status">
          {t('upload.summary', { done: number(done), total: number(items.length) })}
        </Typography>
        {finished && (
          <Button size="small" onClick={onClear}>
            {t('upload.clear')}
          </Button>
        )}
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <UploadRow key={item.id} item={item} onCancel={onCancel} onDismiss={onDismiss} />
        ))}
      </Stack>
    </Paper>
  )
}
