import { updateMediaInput, type Media } from '@kheyr/contracts/media'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFileSize } from '#components/media-picker/use-file-size.ts'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { openDownload, useDeleteMedia, useUpdateMedia } from '../api/media.ts'
import { MediaPreview } from './media-preview.tsx'

type Props = {
  media: Media
  onClose: () => void
  onChanged: (media: Media) => void
  can: { update: boolean; delete: boolean }
}

type Fact = [label: string, value: string, ltr?: boolean]

/** What there is to know about the file, as a definition list. */
function MediaFacts({ media }: { media: Media }) {
  const { t } = useTranslation('media')
  const { t: tp } = useTranslation('media-picker')
  const { digits, date, number } = useFormat()
  const size = useFileSize()
  // A file name with its extension reads left to right, in any script.
  const facts: Fact[] = [
    [t('details.originalName'), media.original_name, true],
    [t('details.kind'), tp(`kind.${media.kind}`)],
    [t('details.mime'), media.mime],
    [t('details.size'), size(media.size)],
  ]
  if (media.width && media.height)
    facts.push([
      t('details.dimensions'),
      tp('dimensions', { width: digits(media.width), height: digits(media.height) }),
    ])
  if (media.kind === 'image')
    facts.push([
      t('details.variants'),
      media.variants.length
        ? t('details.variantsCount', { n: number(media.variants.length) })
        : t('details.variantsPending'),
    ])
  facts.push(
    [t('details.uploadedBy'), media.uploaded_by?.name ?? '-'],
    [t('details.createdAt'), date(media.created_at, 'datetime')],
  )
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('details.info')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary', typography: 'body2' },
          '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value, ltr]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
            </dd>
          </Box>
        ))}
      </Box>
    </>
  )
}

/** Download through a signed link, copy the public link, history, delete (asks first). */
function MediaActions({
  media,
  canDelete,
  onDeleted,
}: {
  media: Media
  canDelete: boolean
  onDeleted: () => void
}) {
  const { t } = useTranslation('media')
  const deleteMedia = useDeleteMedia()
  const confirm = useConfirm()
  const failed = (error: unknown, fallback: string) =>
    toast.error(error instanceof ApiError ? error.message : fallback)

  const remove = async () => {
    const ok = await confirm(t('deleteConfirm', { name: media.name }), {
      title: t('deleteTitle'),
      color: 'error',
      confirmLabel: t('actions.delete'),
    })
    if (!ok) return
    try {
      await deleteMedia.mutateAsync(media.id)
      toast.success(t('deleted'))
      onDeleted()
    } catch (error) {
      failed(error, t('common:errors.unexpected'))
    }
  }
  const download = () => openDownload(media.id).catch((error) => failed(error, t('downloadFailed')))
  const copyLink = async () => {
    if (!media.url) return
    await navigator.clipboard.writeText(new URL(media.url, window.location.origin).href)
    toast.success(t('linkCopied'))
  }
  const button = { variant: 'outlined', size: 'small' } as const
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button {...button} startIcon={<DownloadOutlined />} onClick={() => void download()}>
        {t('actions.download')}
      </Button>
      {media.url && (
        <Button {...button} startIcon={<LinkOutlined />} onClick={() => void copyLink()}>
          {t('actions.copyLink')}
        </Button>
      )}
      <Button
        {...button}
        startIcon={<HistoryOutlined />}
        onClick={() => dashboardStore.openHistory(media.id)}
      >
        {t('actions.history')}
      </Button>
      {canDelete && (
        <Button
          {...button}
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => void remove()}
        >
          {t('actions.delete')}
        </Button>
      )}
    </Stack>
  )
}

/** One file: its preview, its editable name and alt text, its facts, download and delete. */
export function MediaDetailsDialog({ media, onClose, onChanged, can }: Props) {
  const { t } = useTranslation('media')
  const update = useUpdateMedia(media.id)
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const titleId = useId()
  const formId = useId()
  const { form, validateLive, handleSubmit } = useApiForm(updateMediaInput, {
    defaultValues: { name: media.name, alt: media.alt ?? '' },
    live: { method: 'PUT', path: `/dashboard/media/${media.id}` },
  })
  const submit = handleSubmit(async (values) => {
    const saved = await update.mutateAsync(values)
    toast.success(t('saved'))
    onChanged(saved)
    form.reset({ name: saved.name, alt: saved.alt ?? '' })
  })
  const field = { control: form.control, onBlurField: validateLive, disabled: !can.update }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{media.name}</bdi>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <MediaPreview media={media} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack component="form" id={formId} onSubmit={submit} noValidate spacing={2}>
                <FormTextField {...field} name="name" label={t('details.name')} fullWidth />
                {media.kind === 'image' && (
                  <FormTextField
                    {...field}
                    name="alt"
                    label={t('details.alt')}
                    helperText={t('details.altHint')}
                    multiline
                    minRows={2}
                    fullWidth
                  />
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MediaFacts media={media} />
            </Grid>
          </Grid>
          <MediaActions media={media} canDelete={can.delete} onDeleted={onClose} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {can.update && (
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={form.formState.isSubmitting || !form.formState.isDirty}
          >
            {t('actions.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
