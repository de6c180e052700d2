import type { ImageValue } from '@kheyr/contracts/settings'
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined'
import ClearOutlined from '@mui/icons-material/ClearOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined'
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateValidation } from '#lib/api-client.ts'
import { toast } from '#lib/toasts.ts'

// The library dialog downloads the first time someone opens it.
const MediaPicker = lazy(() =>
  import('../media-picker/media-picker.tsx').then((m) => ({ default: m.MediaPicker })),
)

/** An image reference: the URL shown and, when picked from the library, its media row. */

export type ImageFieldProps = {
  value: ImageValue | null
  onChange: (value: ImageValue | null) => void
  onBlur?: () => void
  label: string
  /** Already translated. */
  error?: string | null
  helperText?: string
  name?: string
  disabled?: boolean
}

function Preview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const broken = failed === url
  return (
    <Box
      sx={{
        width: 96,
        height: 72,
        flexShrink: 0,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {url && !broken ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          onError={() => setFailed(url)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : url ? (
        <BrokenImageOutlined color="disabled" aria-hidden />
      ) : (
        <ImageOutlined color="disabled" aria-hidden />
      )}
    </Box>
  )
}

/** The image's address, typed (which drops any library link), with a button to clear it. */
function AddressInput({
  label,
  name,
  url,
  disabled,
  error,
  helperText,
  onChange,
  onBlur,
}: Pick<
  ImageFieldProps,
  'label' | 'name' | 'disabled' | 'error' | 'helperText' | 'onChange' | 'onBlur'
> & {
  url: string
}) {
  const { t } = useTranslation('image-field')
  return (
    <TextField
      label={label}
      name={name}
      value={url}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value
        onChange(next.trim() ? { url: next, media_id: null } : null)
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText ?? t('hint')}
      placeholder="/storage/… ، https://…"
      slotProps={{
        htmlInput: { dir: 'ltr' },
        input: {
          endAdornment: url ? (
            <Tooltip title={t('clear')}>
              <IconButton
                size="small"
                edge="end"
                aria-label={t('clearLabel', { label })}
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                <ClearOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : undefined,
        },
      }}
    />
  )
}

/**
 * Chooses an image from the media library (or uploads one there), or by its address (a
 * `/storage/…` path or an `https://` URL), with a preview. The value keeps the address shown
 * and the library row (`media_id`); typing an address clears the library link.
 */
export function ImageField({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  name,
  disabled,
}: ImageFieldProps) {
  const { t } = useTranslation('image-field')
  const [picking, setPicking] = useState(false)
  const [pickerUsed, setPickerUsed] = useState(false)
  const url = value?.url ?? ''
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Preview url={url} alt={t('preview', { label })} />
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
        <AddressInput
          label={label}
          name={name}
          url={url}
          disabled={disabled}
          error={error}
          helperText={helperText}
          onChange={onChange}
          onBlur={onBlur}
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoLibraryOutlined />}
            disabled={disabled}
            onClick={() => {
              setPickerUsed(true)
              setPicking(true)
            }}
          >
            {t('choose')}
          </Button>
          {value?.media_id ? (
            <Typography variant="caption" color="text.secondary">
              {t('fromLibrary')}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {pickerUsed && (
        <Suspense fallback={null}>
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            accept={['image']}
            title={t('pickerTitle', { label })}
            onPick={(media) => {
              if (!media.url) {
                toast.error(t('privateImage'))
                return
              }
              onChange({ url: media.url, media_id: media.id })
              onBlur?.()
            }}
          />
        </Suspense>
      )}
    </Stack>
  )
}

type FormImageFieldProps<T extends FieldValues> = Omit<
  ImageFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & { name: Path<T>; control: Control<T> }

/** `ImageField` bound to a react-hook-form field; errors on `field` or `field.url` show. */
export function FormImageField<T extends FieldValues>({
  name,
  control,
  ...rest
}: FormImageFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error as
          ({ message?: string } & { url?: { message?: string } }) | undefined
        const message = error?.message ?? error?.url?.message
        return (
          <ImageField
            {...rest}
            name={field.name}
            value={(field.value as ImageValue | null) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message ? translateValidation(message) : null}
          />
        )
      }}
    />
  )
}
