import { CONTACT_ATTACHMENT_MAX_MB } from '@kheyr/contracts/contacts'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { Box, Button, Chip, FormHelperText, Stack } from '@mui/material'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf'

/** One optional file: chosen with a button, shown as a removable chip, checked for size. */
export function AttachmentField({
  value,
  onChange,
  error,
}: {
  value: File | null
  onChange: (file: File | null) => void
  error?: string
}) {
  const { t } = useTranslation('contacts')
  const { number } = useFormat()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [tooLarge, setTooLarge] = useState(false)
  const message = tooLarge
    ? t('validation:file_too_large', { max: number(CONTACT_ATTACHMENT_MAX_MB) })
    : error

  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color={message ? 'error' : 'primary'}
          startIcon={<AttachFileOutlined />}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {value ? t('form.changeFile') : t('form.attach')}
        </Button>
        {value && (
          <Chip
            label={value.name}
            onDelete={() => onChange(null)}
            deleteIcon={<CloseOutlined aria-label={t('form.removeFile')} />}
            sx={{ maxWidth: '100%' }}
          />
        )}
      </Stack>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label={t('form.attach')}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0] ?? null
          event.target.value = ''
          if (file && file.size > CONTACT_ATTACHMENT_MAX_MB * 1024 * 1024) {
            setTooLarge(true)
            return
          }
          setTooLarge(false)
          onChange(file)
        }}
      />
      <FormHelperText id={hintId} error={Boolean(message)} sx={{ mx: 0 }}>
        {message ?? t('form.attachHint', { max: number(CONTACT_ATTACHMENT_MAX_MB) })}
      </FormHelperText>
    </Stack>
  )
}
