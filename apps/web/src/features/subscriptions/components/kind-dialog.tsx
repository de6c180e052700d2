import {
  PERIOD_MONTHS,
  subscriptionTypeInput,
  type DashboardSubscriptionType,
} from '@kheyr/contracts/subscriptions'
import { Grid, MenuItem } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { AmountsField } from '#components/form/amounts-field.tsx'
import { TitleSlugFields } from '#components/form/title-slug-fields.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { paths } from '#lib/paths.ts'
import { FormImageField } from '#components/image-field/image-field.tsx'
import { useFormat } from '#lib/format.ts'
import { SUBSCRIPTION_TYPES, useSaveSubscriptionType } from '../api/subscription-types.ts'
import { NS, usePeriodWords } from './use-period-words.ts'

/** Creates a kind of membership (`row` null) or edits one. */
export function KindDialog({
  row,
  onClose,
}: {
  row: DashboardSubscriptionType | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const words = usePeriodWords()
  const save = useSaveSubscriptionType(row?.id ?? null)
  const { form, validateLive, submit, submitting } = useResourceForm(subscriptionTypeInput, {
    resource: SUBSCRIPTION_TYPES,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('kinds.saved'),
    onSaved: onClose,
    defaultValues: {
      title: row?.title ?? '',
      slug: row?.slug ?? '',
      description: row?.description ?? '',
      image: row?.image ? { url: row.image.url, media_id: row.image.media_id } : null,
      period_months: row?.period_months ?? 1,
      min_amount: number(row?.min_amount ?? 10000),
      suggested_amounts: row?.suggested_amounts ?? [],
      active: row?.active ?? true,
      sort: row?.sort ?? 0,
    },
  })
  const { control } = form
  return (
    <FormDialog
      open
      maxWidth="md"
      title={row ? t('kinds.edit', { title: row.title }) : t('kinds.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <TitleSlugFields
          form={form}
          creating={!row}
          titleLabel={t('kinds.fields.title')}
          slugLabel={t('kinds.fields.slug')}
          hint={(address) => t('kinds.fields.slugHint', { address })}
          address={paths.subscription.create}
          validateLive={validateLive}
        />
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('kinds.fields.description')}
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormImageField control={control} name="image" label={t('kinds.fields.image')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="period_months"
            fullWidth
            label={t('kinds.fields.periodMonths')}
          >
            {PERIOD_MONTHS.map((months) => (
              <MenuItem key={months} value={months}>
                {words.every(months)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField
            control={control}
            name="min_amount"
            label={t('kinds.fields.minAmount')}
            fullWidth
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <AmountsField
            control={control}
            name="suggested_amounts"
            label={t('kinds.fields.suggested')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="sort"
            label={t('kinds.fields.sort')}
            type="number"
            ltr
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SwitchField
            control={control}
            name="active"
            label={t('kinds.fields.active')}
            hint={t('kinds.fields.activeHint')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
