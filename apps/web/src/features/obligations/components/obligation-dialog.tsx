import {
  OBLIGATION_UNITS,
  obligationInput,
  type DashboardObligation,
} from '@kheyr/contracts/obligations'
import { Grid, MenuItem } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { TitleSlugFields } from '#components/form/title-slug-fields.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { paths } from '#lib/paths.ts'
import { OBLIGATIONS_RESOURCE, useSaveObligation } from '../api/obligations.ts'

const defaultsOf = (row: DashboardObligation | null) => ({
  slug: row?.slug ?? '',
  title: row?.title ?? '',
  description: row?.description ?? '',
  unit: row?.unit ?? OBLIGATION_UNITS[0],
  active: row?.active ?? true,
  sort: row?.sort ?? 0,
})

/** Add an obligation of the charity's own, or edit one (`row` given): its name, unit and order. */
export function ObligationDialog({
  row,
  onClose,
}: {
  row: DashboardObligation | null
  onClose: () => void
}) {
  const { t } = useTranslation('obligations')
  const save = useSaveObligation(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(obligationInput, {
    resource: OBLIGATIONS_RESOURCE,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('dashboard.obligation.saved'),
    onSaved: onClose,
    defaultValues: defaultsOf(row),
  })
  const { control } = form
  return (
    <FormDialog
      open
      title={row ? t('dashboard.obligation.edit') : t('dashboard.obligation.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <TitleSlugFields
          form={form}
          creating={!row}
          titleLabel={t('dashboard.obligation.title')}
          slugLabel={t('dashboard.obligation.slug')}
          hint={(address) => t('dashboard.obligation.slugHint', { address })}
          address={paths.obligation.show}
          validateLive={validateLive}
        />
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('dashboard.obligation.description')}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="unit"
            label={t('dashboard.obligation.unit')}
            required
            onBlurField={validateLive}
          >
            {OBLIGATION_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`dashboard.unitPer.${unit}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="sort"
            label={t('dashboard.obligation.sort')}
            type="number"
            ltr
          />
        </Grid>
        <Grid size={12}>
          <SwitchField control={control} name="active" label={t('dashboard.obligation.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
