import { dependentInput, type Dependent } from '@kheyr/contracts/needies'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { useFormat } from '#lib/format.ts'
import { DEPENDENTS, useSaveDependent } from '../api/dependents.ts'
import { EnumSelect } from './enum-select.tsx'
import { useNeedyOptions, type NeedyEnum } from './use-needy-options.ts'

const text = (value: string | null | undefined) => value ?? ''

/** Adds a dependent to a household (`needyId`), or edits one (`dependent`). */
export function DependentDialog({
  needyId,
  family,
  dependent,
  onClose,
}: {
  needyId: number
  /** The household's family name, the usual one for a new dependent. */
  family?: string
  dependent: Dependent | null
  onClose: () => void
}) {
  const { t } = useTranslation('needies')
  const { digits } = useFormat()
  const { options } = useNeedyOptions()
  const save = useSaveDependent(dependent?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(dependentInput, {
    resource: DEPENDENTS,
    record: dependent,
    savedMessage: t('dependents.saved'),
    onSaved: onClose,
    save: ({ needy_id, ...values }) =>
      save.mutateAsync(dependent ? values : { needy_id, ...values }),
    defaultValues: {
      needy_id: needyId,
      relation: dependent?.relation ?? 'child',
      name: text(dependent?.name),
      family: dependent ? dependent.family : (family ?? ''),
      national_code: digits(text(dependent?.national_code)),
      birthday: text(dependent?.birthday),
      gender: dependent?.gender ?? '',
      education: dependent?.education ?? '',
      job: text(dependent?.job),
      health: text(dependent?.health),
    },
  })
  const select = (name: 'relation' | 'gender' | 'education', label: string, e: NeedyEnum) => (
    <EnumSelect
      control={form.control}
      name={name}
      label={label}
      options={options[e]}
      {...(name !== 'relation' ? { emptyLabel: t('options.none') } : {})}
    />
  )
  return (
    <FormDialog
      open
      title={dependent ? t('dependents.editTitle') : t('dependents.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          {select('relation', t('dependents.relation'), 'relation')}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="family"
            label={t('fields.family')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="national_code"
            label={t('fields.nationalCode')}
            ltr
            fullWidth
            onBlurField={validateLive}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormDateField
            control={form.control}
            name="birthday"
            label={t('fields.birthday')}
            disableFuture
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{select('gender', t('fields.gender'), 'gender')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {select('education', t('fields.education'), 'education')}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="job" label={t('fields.job')} fullWidth />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="health"
            label={t('dependents.health')}
            helperText={t('dependents.healthHint')}
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
