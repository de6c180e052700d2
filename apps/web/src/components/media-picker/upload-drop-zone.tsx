import { acceptOf, MEDIA_SIZE_LIMITS_MB, type MediaKind } from '@kheyr/contracts/media'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import { Box, Button, Typography } from '@mui/material'
import { useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

/** Smallest limit first. */
const FILTER_ORDER: MediaKind[] = ['image', 'document', 'audio', 'video']

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/** Dragging files over the zone (nested elements fire enter and leave too) and dropping them. */
function useDropTarget(take: (files: FileList) => void) {
  const [over, setOver] = useState(false)
  const depth = useRef(0)
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      depth.current += 1
      setOver(true)
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setOver(false)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      depth.current = 0
      setOver(false)
      take(event.dataTransfer.files)
    },
  }
  return { over, handlers }
}

/** The size limits of the kinds that may be uploaded, smallest first. */
function LimitsHint({ id, kinds }: { id: string; kinds: readonly MediaKind[] }) {
  const { t } = useTranslation('media-picker')
  const { number } = useFormat()
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('upload.limits', {
        list: FILTER_ORDER.filter((k) => kinds.includes(k))
          .map((k) =>
            t('upload.limit', { kind: t(`kind.${k}`), max: number(MEDIA_SIZE_LIMITS_MB[k]) }),
          )
          .join(t('upload.separator')),
      })}
    </Typography>
  )
}

/**
 * Where files are dropped, or chosen with the button (several at once). The hidden input is
 * labelled too, so assistive technology and tests can reach it.
 */
export function UploadDropZone({
  kinds,
  onFiles,
  compact = false,
}: {
  kinds: readonly MediaKind[]
  onFiles: (files: File[]) => void
  compact?: boolean
}) {
  const { t } = useTranslation('media-picker')
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const take = (files: FileList | null | undefined) => {
    if (files?.length) onFiles([...files])
  }
  const { over, handlers } = useDropTarget(take)
  return (
    <Box
      role="group"
      aria-label={t('upload.zone')}
      aria-describedby={hintId}
      data-testid="media-drop-zone"
      data-dragging={over || undefined}
      {...handlers}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: 2,
        py: compact ? 1.5 : { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: compact ? 'row' : 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <CloudUploadOutlined color="primary" sx={{ fontSize: compact ? 28 : 40 }} aria-hidden />
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {t('upload.drop')}
        </Typography>
        <Typography component="span" color="text.secondary">
          {t('upload.or')}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
      </Box>
      <LimitsHint id={hintId} kinds={kinds} />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(kinds)}
        aria-label={t('upload.choose')}
        data-testid="media-file-input"
        onChange={(event) => {
          take(event.target.files)
          event.target.value = ''
        }}
      />
    </Box>
  )
}
