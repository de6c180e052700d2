import type { NeedyAttachment } from '@kheyr/contracts/needies'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import { Alert, Box, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material'
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { UploadDropZone } from '#components/media-picker/upload-drop-zone.tsx'
import { messageOf } from '#lib/api-client.ts'
import { uploadAttachment, type AttachmentTarget } from '../api/helps.ts'

type Uploading = { key: number; name: string; progress: number; error: string | null }

let sequence = 0

/**
 * The files of a visit or a help: dropped or chosen (the media picker's drop zone), uploaded at
 * once as private registry files with a progress bar each, and attached when the form is saved.
 */
export function AttachmentsField({
  target,
  value,
  onChange,
  onBusyChange,
}: {
  target: AttachmentTarget
  value: NeedyAttachment[]
  onChange: Dispatch<SetStateAction<NeedyAttachment[]>>
  /** Told while files are still uploading, so the form can wait before saving. */
  onBusyChange?: (busy: boolean) => void
}) {
  const { t } = useTranslation('needies')
  const [uploading, setUploading] = useState<Uploading[]>([])
  const busy = uploading.some((u) => u.error === null)
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])

  const patch = (key: number, next: Partial<Uploading>) =>
    setUploading((list) => list.map((u) => (u.key === key ? { ...u, ...next } : u)))

  const add = (files: File[]) => {
    for (const file of files) {
      const key = ++sequence
      setUploading((list) => [...list, { key, name: file.name, progress: 0, error: null }])
      uploadAttachment(target, file, { onProgress: (progress) => patch(key, { progress }) })
        .then((attachment) => {
          setUploading((list) => list.filter((u) => u.key !== key))
          onChange((files) => [...files, attachment])
        })
        .catch((error: unknown) =>
          patch(key, { error: messageOf(error, t('common:errors.unexpected')) }),
        )
    }
  }

  return (
    <Stack spacing={1.5} role="group" aria-label={t('attachments.label')}>
      <Typography variant="subtitle2" component="p">
        {t('attachments.label')}
      </Typography>
      <UploadDropZone kinds={['image', 'document']} onFiles={add} compact />
      <Typography variant="caption" color="text.secondary">
        {t('attachments.hint')}
      </Typography>
      {uploading.map((u) =>
        u.error ? (
          <Alert
            key={u.key}
            severity="error"
            onClose={() => setUploading((list) => list.filter((x) => x.key !== u.key))}
            closeText={t('common:actions.close')}
          >
            {t('attachments.failed', { name: u.name, message: u.error })}
          </Alert>
        ) : (
          <Box key={u.key}>
            <Typography variant="body2">{t('attachments.uploading', { name: u.name })}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(u.progress * 100)}
              aria-label={t('attachments.uploading', { name: u.name })}
            />
          </Box>
        ),
      )}
      {value.length > 0 && (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {value.map((file) => (
            <Box
              component="li"
              key={file.id}
              sx={{
                listStyle: 'none',
                position: 'relative',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 0.5,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
              }}
            >
              {file.kind === 'image' ? (
                <Box
                  component="img"
                  src={file.url}
                  alt={file.name}
                  sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 0.5 }}
                />
              ) : (
                <>
                  <DescriptionOutlined fontSize="small" aria-hidden />
                  <Box component="bdi" sx={{ maxWidth: 160, overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Box>
                </>
              )}
              <Tooltip title={t('attachments.remove', { name: file.name })}>
                <IconButton
                  size="small"
                  aria-label={t('attachments.remove', { name: file.name })}
                  onClick={() => onChange((files) => files.filter((f) => f.id !== file.id))}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
