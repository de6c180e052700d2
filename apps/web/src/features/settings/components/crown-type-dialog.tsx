import { crownTypeInput, type CrownType } from '@kheyr/contracts/crowns'
import { parseAmount } from '@kheyr/contracts/money'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { SwitchField } from '../../../components/form/switch-field.tsx'
import { useResourceForm } from '../../../components/form/use-resource-form.ts'
import { FormImageField } from '../../../components/image-field/image-field.tsx'
import { useFormat } from '../../../lib/format.ts'
import { CROWN_TYPES, useSaveCrownType } from '../api/crown-types.ts'

/** Create a crown type, or edit one (`row` given): title, price, picture, offered or not. */
export function CrownTypeDialog({ row, onClose }: { row: CrownType | null; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const { money } = useFormat()
  const save = useSaveCrownType(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(crownTypeInput, {
    resource: CROWN_TYPES,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('crowns.saved'),
    onSaved: onClose,
    defaultValues: {
      title: row?.title ?? '',
      price: row ? String(row.price) : '',
      image: row?.image ? { url: row.image.url, media_id: row.image.media_id } : null,
      active: row?.active ?? true,
    },
  })
  const price = parseAmount(String(form.watch('price') ?? ''))
  return (
    <FormDialog
      open
      title={row ? t('crowns.edit') : t('crowns.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('crowns.title')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="price"
            label={t('crowns.price')}
            onBlurField={validateLive}
            helperText={price ? money(price) : t('crowns.priceHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormImageField control={form.control} name="image" label={t('crowns.image')} />
        </Grid>
        <Grid size={12}>
          <SwitchField control={form.control} name="active" label={t('crowns.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
