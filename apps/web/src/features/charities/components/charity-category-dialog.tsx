import { charityCategoryInput, type DashboardCharityCategory } from '@kheyr/contracts/charities'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { CHARITY_CATEGORIES, useSaveCharityCategory } from '../api/charity-categories.ts'

const defaultsOf = (row: DashboardCharityCategory | null) => ({
  title: row?.title ?? '',
  description: row?.description ?? '',
  islamic: row?.islamic ?? false,
  sort: row?.sort ?? 0,
})

/** Create a category of giving, or edit one (`row` given). */
export function CharityCategoryDialog({
  row,
  onClose,
}: {
  row: DashboardCharityCategory | null
  onClose: () => void
}) {
  const { t } = useTranslation('charities')
  const save = useSaveCharityCategory(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(charityCategoryInput, {
    resource: CHARITY_CATEGORIES,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('categories.saved'),
    onSaved: onClose,
    defaultValues: defaultsOf(row),
  })
  const { control } = form
  return (
    <FormDialog
      open
      title={row ? t('categories.edit') : t('categories.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="title"
            label={t('categories.title')}
            autoFocus
            required
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="sort"
            label={t('settings.sort')}
            type="number"
            ltr
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('categories.description')}
            helperText={t('categories.descriptionHint')}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <SwitchField
            control={control}
            name="islamic"
            label={t('categories.islamic')}
            hint={t('categories.islamicHint')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
