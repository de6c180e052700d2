import type { NeedyFormValues } from '@kheyr/contracts/needies'
import { Alert, Box, Button, Grid, Link, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Controller, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { useMapSettings } from '#lib/map-settings.ts'
import { paths } from '#lib/paths.ts'
import { EnumSelect } from './enum-select.tsx'
import { useNeedyOptions, type NeedyEnum } from './use-needy-options.ts'
import type { NeedyFormState } from './use-needy-form.ts'

type SectionProps = Pick<NeedyFormState, 'form' | 'validateLive'>

export const half = { xs: 12, sm: 6 } as const
export const third = { xs: 12, sm: 6, md: 4 } as const

/** A titled part of the form, its fields on a grid. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  )
}

/**
 * One of the registry's choices; an optional one starts with "none". `required`: one with no
 * choice made at first (the gender), marked so, which saving asks for.
 */
export function Choice({
  form,
  name,
  label,
  of,
  optional = true,
  required = false,
}: Pick<SectionProps, 'form'> & {
  name: Path<NeedyFormValues>
  label: string
  of: NeedyEnum
  optional?: boolean
  required?: boolean
}) {
  const { t } = useTranslation('needies')
  const { options } = useNeedyOptions()
  return (
    <EnumSelect
      control={form.control}
      name={name}
      label={label}
      options={options[of]}
      required={required}
      {...(optional ? { emptyLabel: t('options.none') } : {})}
    />
  )
}

/** A text field of the form, a grid cell wide. */
function Text({
  form,
  name,
  label,
  size = third,
  ...rest
}: Pick<SectionProps, 'form'> & {
  name: Path<NeedyFormValues>
  label: string
  size?: typeof third | typeof half
  required?: boolean
  ltr?: boolean
  helperText?: string
  inputMode?: 'numeric' | 'tel'
}) {
  const { inputMode, ...field } = rest
  return (
    <Grid size={size}>
      <FormTextField
        control={form.control}
        name={name}
        label={label}
        fullWidth
        {...field}
        {...(inputMode ? { slotProps: { htmlInput: { inputMode, autoComplete: 'off' } } } : {})}
      />
    </Grid>
  )
}

/** Mobiles and the landline. */
export function ContactSection({ form }: SectionProps) {
  const { t } = useTranslation('needies')
  return (
    <Section title={t('form.contact')}>
      <Text form={form} name="mobile" label={t('fields.mobile')} required ltr inputMode="tel" />
      <Text form={form} name="second_mobile" label={t('fields.secondMobile')} ltr inputMode="tel" />
      <Text
        form={form}
        name="phone"
        label={t('fields.phone')}
        helperText={t('form.phoneHint')}
        ltr
        inputMode="tel"
      />
    </Section>
  )
}

/** Work, schooling, income and the household's size. */
export function LivelihoodSection({ form }: SectionProps) {
  const { t } = useTranslation('needies')
  return (
    <Section title={t('form.livelihood')}>
      <Text form={form} name="job" label={t('fields.job')} />
      <Grid size={third}>
        <Choice form={form} name="education" label={t('fields.education')} of="education" />
      </Grid>
      <Grid size={third}>
        <AmountField
          control={form.control}
          name="monthly_income"
          label={t('fields.monthlyIncomeInToman')}
          fullWidth
        />
      </Grid>
      <Text
        form={form}
        name="dependents_count"
        label={t('fields.dependentsCount')}
        ltr
        inputMode="numeric"
      />
      <Text
        form={form}
        name="orphans_count"
        label={t('fields.orphansCount')}
        ltr
        inputMode="numeric"
      />
      <Grid size={third}>
        <Choice
          form={form}
          name="physical_condition"
          label={t('fields.physicalCondition')}
          of="physicalCondition"
        />
      </Grid>
    </Section>
  )
}

/** The household's point on the map (latitude and longitude, chosen together), and clearing it. */
function LocationField({ form }: SectionProps) {
  const { t } = useTranslation('needies')
  const map = useMapSettings()
  const lng = useWatch({ control: form.control, name: 'lng' })
  return (
    <Controller
      control={form.control}
      name="lat"
      render={({ field, fieldState }) => {
        const lat = field.value
        const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
        const message = fieldState.error?.message ?? form.getFieldState('lng').error?.message
        const place = (p: { lat: number; lng: number } | null) => {
          field.onChange(p?.lat ?? null)
          form.setValue('lng', p?.lng ?? null, { shouldDirty: true, shouldValidate: !!p })
        }
        return (
          <Stack spacing={1}>
            <LazyMapPicker
              value={point}
              onChange={place}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              center={map.center}
              zoom={map.zoom}
              height={300}
              label={t('fields.location')}
              error={message ? translateValidation(message) : null}
            />
            {point && (
              <Box>
                <Button size="small" onClick={() => place(null)}>
                  {t('form.clearLocation')}
                </Button>
              </Box>
            )}
          </Stack>
        )
      }}
    />
  )
}

/** Where the household lives. */
export function HomeSection({ form, validateLive }: SectionProps) {
  const { t } = useTranslation('needies')
  return (
    <Section title={t('form.home')}>
      <Text form={form} name="city" label={t('fields.city')} size={half} />
      <Text form={form} name="area" label={t('fields.area')} size={half} />
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="address"
          label={t('fields.address')}
          required
          multiline
          minRows={2}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <LocationField form={form} validateLive={validateLive} />
      </Grid>
    </Section>
  )
}

/** The warning that the national code already has a file, with the way to it. */
export function DuplicateNotice({ id }: { id: number | null }) {
  const { t } = useTranslation('needies')
  if (id === null) return null
  return (
    <Grid size={12}>
      <Alert severity="warning" role="status">
        {t('form.duplicate')}{' '}
        <Link component={RouterLink} to={paths.dashboard.needy(id)}>
          {t('form.openDuplicate')}
        </Link>
      </Alert>
    </Grid>
  )
}

/** Birthday (in the past) and the day the researcher saw the household, on the Jalali calendar. */
export function PastDay({
  form,
  name,
  label,
}: Pick<SectionProps, 'form'> & { name: 'birthday' | 'date_seen'; label: string }) {
  return (
    <Grid size={third}>
      <FormDateField control={form.control} name={name} label={label} disableFuture />
    </Grid>
  )
}
