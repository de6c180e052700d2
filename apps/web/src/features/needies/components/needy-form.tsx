import { isValidNationalCode, toLatinDigits } from '@kheyr/contracts/digits'
import { needyInput, type Needy, type NeedyFormValues } from '@kheyr/contracts/needies'
import { Alert, Box, Button, Grid, Link, Paper, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Controller, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import { FormAmountField } from '../../../components/form/form-amount-field.tsx'
import { FormDateField } from '../../../components/form/form-date-field.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { LazyMapPicker } from '../../../components/map-picker/lazy-map-picker.tsx'
import { translateValidation } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import {
  fileWithNationalCode,
  NEEDIES_KEY,
  researchersQuery,
  useSaveNeedy,
} from '../api/needies.ts'
import { EnumSelect } from './enum-select.tsx'
import { useMapSettings } from './use-map-settings.ts'
import { useNeedyOptions, type NeedyEnum } from './use-needy-options.ts'

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The form's values for a person (empty for a new one), numbers in the reader's digits; the
 * final status field is the proposal.
 */
function initialValues(needy: Needy | null, digits: (v: string) => string): NeedyFormValues {
  const number = (value: string | number | null | undefined) => digits(text(value))
  return {
    name: text(needy?.name),
    family: text(needy?.family),
    father_name: text(needy?.father_name),
    national_code: number(needy?.national_code),
    doc_id: number(needy?.doc_id),
    mobile: number(needy?.mobile),
    second_mobile: number(needy?.second_mobile),
    phone: number(needy?.phone),
    city: text(needy?.city),
    area: text(needy?.area),
    address: text(needy?.address),
    lat: needy?.lat ?? null,
    lng: needy?.lng ?? null,
    birthday: text(needy?.birthday),
    gender: needy?.gender ?? ('' as never),
    marital_status: needy?.marital_status ?? '',
    job: text(needy?.job),
    education: needy?.education ?? '',
    monthly_income: number(needy?.monthly_income),
    dependents_count: number(needy?.dependents_count ?? 0),
    orphans_count: number(needy?.orphans_count ?? 0),
    physical_condition: needy?.physical_condition ?? '',
    citizenship: needy?.citizenship ?? 'iranian',
    priority: needy?.priority ?? 'medium',
    final_status: needy?.proposed_final_status ?? needy?.final_status ?? 'pending',
    date_seen: text(needy?.date_seen),
    researcher_id: needy?.researcher_id ?? '',
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
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

const half = { xs: 12, sm: 6 } as const
const third = { xs: 12, sm: 6, md: 4 } as const

/**
 * The info form (spec: every field of a needy person), for a new person or an existing one. The
 * same zod schema as the server's gives the same messages; the national code is also checked
 * live, and a code already in the registry links to the file that has it.
 */
export function NeedyForm({ needy }: { needy: Needy | null }) {
  const { t } = useTranslation('needies')
  const { digits } = useFormat()
  const navigate = useNavigate()
  const map = useMapSettings()
  const { options } = useNeedyOptions()
  const researchers = useQuery(researchersQuery)
  const save = useSaveNeedy(needy?.id)
  const { form, validateLive, handleSubmit } = useApiForm(needyInput, {
    defaultValues: initialValues(needy, digits),
    live: needy
      ? { method: 'PUT', path: `/dashboard/needies/${needy.id}` }
      : { method: 'POST', path: '/dashboard/needies' },
  })
  const { control } = form
  const [lng, code, citizenship] = useWatch({
    control,
    name: ['lng', 'national_code', 'citizenship'],
  })

  // A code already in the registry: find its file, for a link (the 422 says only that it exists).
  const typed = toLatinDigits(String(code ?? '')).replace(/[\s\-\u200c_]/g, '')
  const lookup = isValidNationalCode(typed) && typed !== needy?.national_code
  const duplicate = useQuery({
    queryKey: [...NEEDIES_KEY, 'national-code', typed],
    queryFn: () => fileWithNationalCode(typed),
    enabled: lookup,
    staleTime: 30_000,
  })
  const duplicateId = lookup ? (duplicate.data ?? null) : null

  const submit = handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values)
    toast.success(needy ? t('form.saved') : t('form.created'))
    navigate(paths.dashboard.needy(saved.id))
  })

  const select = (
    name: Path<NeedyFormValues>,
    label: string,
    enumName: NeedyEnum,
    optional = true,
  ) => (
    <EnumSelect
      control={control}
      name={name}
      label={label}
      options={options[enumName]}
      {...(optional ? { emptyLabel: t('options.none') } : {})}
    />
  )
  const researcherOptions = [
    ...(researchers.data ?? []),
    // A researcher no longer listed (blocked, role taken) still shows as chosen.
    ...(needy?.researcher && !researchers.data?.some((r) => r.id === needy.researcher!.id)
      ? [needy.researcher]
      : []),
  ].map((r) => ({ value: r.id, label: r.name }))

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <Section title={t('form.identity')}>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              required
              fullWidth
              autoFocus={!needy}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="family"
              label={t('fields.family')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="father_name"
              label={t('fields.fatherName')}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="national_code"
              label={t('fields.nationalCode')}
              required={citizenship === 'iranian'}
              ltr
              fullWidth
              onBlurField={validateLive}
              helperText={
                citizenship === 'iranian'
                  ? t('form.nationalCodeHint')
                  : t('form.nationalCodeOptional')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          </Grid>
          <Grid size={third}>
            {select('citizenship', t('fields.citizenship'), 'citizenship', false)}
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="doc_id"
              label={t('fields.docId')}
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          {duplicateId !== null && (
            <Grid size={12}>
              <Alert severity="warning" role="status">
                {t('form.duplicate')}{' '}
                <Link component={RouterLink} to={paths.dashboard.needy(duplicateId)}>
                  {t('form.openDuplicate')}
                </Link>
              </Alert>
            </Grid>
          )}
          <Grid size={third}>
            <FormDateField
              control={control}
              name="birthday"
              label={t('fields.birthday')}
              disableFuture
            />
          </Grid>
          <Grid size={third}>{select('gender', t('fields.gender'), 'gender', false)}</Grid>
          <Grid size={third}>
            {select('marital_status', t('fields.maritalStatus'), 'maritalStatus')}
          </Grid>
        </Section>

        <Section title={t('form.contact')}>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="mobile"
              label={t('fields.mobile')}
              required
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="second_mobile"
              label={t('fields.secondMobile')}
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="phone"
              label={t('fields.phone')}
              helperText={t('form.phoneHint')}
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            />
          </Grid>
        </Section>

        <Section title={t('form.home')}>
          <Grid size={half}>
            <FormTextField control={control} name="city" label={t('fields.city')} fullWidth />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="area" label={t('fields.area')} fullWidth />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="address"
              label={t('fields.address')}
              required
              multiline
              minRows={2}
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="lat"
              render={({ field, fieldState }) => {
                const lat = field.value
                const point =
                  typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
                const message =
                  fieldState.error?.message ?? form.getFieldState('lng').error?.message
                return (
                  <Stack spacing={1}>
                    <LazyMapPicker
                      value={point}
                      onChange={(p) => {
                        field.onChange(p.lat)
                        form.setValue('lng', p.lng, { shouldDirty: true, shouldValidate: true })
                      }}
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
                        <Button
                          size="small"
                          onClick={() => {
                            field.onChange(null)
                            form.setValue('lng', null, { shouldDirty: true })
                          }}
                        >
                          {t('form.clearLocation')}
                        </Button>
                      </Box>
                    )}
                  </Stack>
                )
              }}
            />
          </Grid>
        </Section>

        <Section title={t('form.livelihood')}>
          <Grid size={third}>
            <FormTextField control={control} name="job" label={t('fields.job')} fullWidth />
          </Grid>
          <Grid size={third}>{select('education', t('fields.education'), 'education')}</Grid>
          <Grid size={third}>
            <FormAmountField
              control={control}
              name="monthly_income"
              label={t('fields.monthlyIncome')}
              fullWidth
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="dependents_count"
              label={t('fields.dependentsCount')}
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={third}>
            <FormTextField
              control={control}
              name="orphans_count"
              label={t('fields.orphansCount')}
              ltr
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={third}>
            {select('physical_condition', t('fields.physicalCondition'), 'physicalCondition')}
          </Grid>
        </Section>

        <Section title={t('form.case')}>
          <Grid size={third}>{select('priority', t('fields.priority'), 'priority', false)}</Grid>
          <Grid size={third}>
            <EnumSelect
              control={control}
              name="final_status"
              label={t('fields.proposedStatus')}
              helperText={t('form.proposalHint')}
              options={options.finalStatus}
            />
          </Grid>
          <Grid size={third}>
            <FormDateField
              control={control}
              name="date_seen"
              label={t('fields.dateSeen')}
              disableFuture
            />
          </Grid>
          <Grid size={third}>
            <EnumSelect
              control={control}
              name="researcher_id"
              label={t('fields.researcher')}
              options={researcherOptions}
              emptyLabel={t('form.noResearcher')}
              onBlurField={validateLive}
            />
          </Grid>
        </Section>

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() =>
              navigate(needy ? paths.dashboard.needy(needy.id) : paths.dashboard.needies)
            }
          >
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}
