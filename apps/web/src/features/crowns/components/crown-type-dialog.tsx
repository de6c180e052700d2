import { CROWN_PRICE_MIN, crownTypeInput, type CrownType } from '@kheyr/contracts/crowns'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { FormImageField } from '#components/image-field/image-field.tsx'
import { CROWN_TYPES, useSaveCrownType } from '../api/crown-types.ts'

/** Create a crown type, or edit one (`row` given): title, price, picture, offered or not. */
export function CrownTypeDialog({ row, onClose }: { row: CrownType | null; onClose: () => void }) {
  const { t } = useTranslation('crowns')
  const save = useSaveCrownType(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(crownTypeInput, {
    resource: CROWN_TYPES,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('types.saved'),
    onSaved: onClose,
    defaultValues: {
      title: row?.title ?? '',
      price: row ? String(row.price) : '',
      image: row?.image ? { url: row.image.url, media_id: row.image.media_id } : null,
      active: row?.active ?? true,
    },
  })
  return (
    <FormDialog
      open
      title={row ? t('types.edit') : t('types.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('types.title')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <AmountField
            control={form.control}
            name="price"
            label={t('types.price')}
            min={CROWN_PRICE_MIN}
            onBlurField={validateLive}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormImageField control={form.control} name="image" label={t('types.image')} />
        </Grid>
        <Grid size={12}>
          <SwitchField control={form.control} name="active" label={t('types.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
