import { charityTypeInput, type DashboardCharityType } from '@kheyr/contracts/charities'
import { charityIcon, DEFAULT_CHARITY_ICON } from '@kheyr/contracts/charity-icons'
import { Grid, MenuItem, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { CharityIconPicker } from '#components/charity-icon-picker/charity-icon-picker.tsx'
import { TitleSlugFields } from '#components/form/title-slug-fields.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { CHARITY_TYPES, useSaveCharityType } from '../api/charity-types.ts'

const defaultsOf = (row: DashboardCharityType | null) => ({
  slug: row?.slug ?? '',
  title: row?.title ?? '',
  icon: row ? charityIcon(row.icon) : DEFAULT_CHARITY_ICON,
  description: row?.description ?? '',
  category_id: row?.category_id ?? '',
  active: row?.active ?? true,
  sort: row?.sort ?? 0,
})

/** Create a kind of giving, or edit one (`row` given). */
export function CharityTypeDialog({
  row,
  onClose,
}: {
  row: DashboardCharityType | null
  onClose: () => void
}) {
  const { t } = useTranslation('charities')
  const categories = useProps()?.charityCategories ?? []
  const save = useSaveCharityType(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(charityTypeInput, {
    resource: CHARITY_TYPES,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('settings.saved'),
    onSaved: onClose,
    defaultValues: defaultsOf(row),
  })
  const { control } = form
  return (
    <FormDialog
      open
      title={row ? t('settings.edit') : t('settings.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <TitleSlugFields
          form={form}
          creating={!row}
          titleLabel={t('settings.title')}
          slugLabel={t('settings.slug')}
          hint={(address) => t('settings.slugHint', { address })}
          address={paths.charity.create}
          validateLive={validateLive}
        />
        <Grid size={12}>
          <FormSelectField
            control={control}
            name="category_id"
            label={t('settings.category')}
            required
            onBlurField={validateLive}
            helperText={categories.length ? undefined : t('settings.noCategories')}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('settings.description')}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={12}>
          <CharityIconPicker control={control} name="icon" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="sort"
            label={t('settings.sort')}
            type="number"
            ltr
          />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <SwitchField control={control} name="active" label={t('settings.active')} />
          </Stack>
        </Grid>
      </Grid>
    </FormDialog>
  )
}
