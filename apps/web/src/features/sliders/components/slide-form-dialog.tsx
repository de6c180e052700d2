import { slideInput, type Slide } from '@kheyr/contracts/sliders'
import { FormControlLabel, Grid, Switch } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { FormImageField } from '../../../components/image-field/image-field.tsx'
import { toast } from '../../../lib/toasts.ts'
import { createSlide, updateSlide } from '../api/sliders.ts'

/** Creates or edits a slide: title (also the image's text alternative), image, link, shown. */
export function SlideFormDialog({ slide, onClose }: { slide: Slide | null; onClose: () => void }) {
  const { t } = useTranslation('sliders')
  const queryClient = useQueryClient()
  const { form, validateLive, handleSubmit } = useApiForm(slideInput, {
    defaultValues: {
      title: slide?.title ?? '',
      image: slide ? { url: slide.image.url, media_id: slide.image.media_id } : (null as never),
      link: slide?.link ?? '',
      active: slide?.active ?? true,
    },
    live: slide
      ? { method: 'PUT', path: `/dashboard/sliders/${slide.id}` }
      : { method: 'POST', path: '/dashboard/sliders' },
  })
  const submit = handleSubmit(async (values) => {
    if (slide) await updateSlide(slide.id, values)
    else await createSlide(values)
    await invalidateResource(queryClient, 'sliders')
    void queryClient.invalidateQueries({ queryKey: ['slides'] })
    toast.success(t('saved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={slide ? t('edit') : t('create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('title')}
            helperText={t('titleHint')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormImageField
            control={form.control}
            name="image"
            label={t('image')}
            helperText={t('imageHint')}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="link"
            label={t('link')}
            helperText={t('linkHint')}
            onBlurField={validateLive}
            ltr
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />
                }
                label={t('active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
