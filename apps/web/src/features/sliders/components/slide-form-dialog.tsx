import { slideInput, type Slide } from '@kheyr/contracts/sliders'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { FormImageField } from '#components/image-field/image-field.tsx'
import { SLIDERS, useSaveSlide } from '../api/sliders.ts'

/** Creates or edits a slide: title (also the image's text alternative), image, link, shown. */
export function SlideFormDialog({ slide, onClose }: { slide: Slide | null; onClose: () => void }) {
  const { t } = useTranslation('sliders')
  const save = useSaveSlide(slide?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(slideInput, {
    resource: SLIDERS,
    record: slide,
    save: save.mutateAsync,
    savedMessage: t('saved'),
    onSaved: onClose,
    defaultValues: {
      title: slide?.title ?? '',
      image: slide ? { url: slide.image.url, media_id: slide.image.media_id } : (null as never),
      link: slide?.link ?? '',
      active: slide?.active ?? true,
    },
  })
  return (
    <FormDialog
      open
      title={slide ? t('edit') : t('create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
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
          <SwitchField control={form.control} name="active" label={t('active')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
