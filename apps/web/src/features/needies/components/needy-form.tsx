import type { Needy } from '@kheyr/contracts/needies'
import { Box, Button, Grid, Stack } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ErrorSummary } from '#components/form/error-summary.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { paths } from '#lib/paths.ts'
import { EnumSelect } from './enum-select.tsx'
import {
  Choice,
  ContactSection,
  DuplicateNotice,
  HomeSection,
  LivelihoodSection,
  PastDay,
  Section,
  third,
} from './needy-form-sections.tsx'
import { useNeedyOptions } from './use-needy-options.ts'
import { useNeedyForm, useResearcherOptions, type NeedyFormState } from './use-needy-form.ts'

type Props = Pick<NeedyFormState, 'form' | 'validateLive'> & { needy: Needy | null }

/** Who the person is: names, the national code (checked live) and the identity papers. */
function IdentitySection({
  form,
  validateLive,
  needy,
  duplicateId,
}: Props & { duplicateId: number | null }) {
  const { t } = useTranslation('needies')
  const citizenship = useWatch({ control: form.control, name: 'citizenship' })
  const iranian = citizenship === 'iranian'
  const field = (name: 'name' | 'family' | 'father_name', label: string, required = true) => (
    <Grid size={third}>
      <FormTextField
        control={form.control}
        name={name}
        label={label}
        required={required}
        fullWidth
        autoFocus={!needy && name === 'name'}
      />
    </Grid>
  )
  return (
    <Section title={t('form.identity')}>
      {field('name', t('fields.name'))}
      {field('family', t('fields.family'))}
      {field('father_name', t('fields.fatherName'), false)}
      <Grid size={third}>
        <FormTextField
          control={form.control}
          name="national_code"
          label={t('fields.nationalCode')}
          required={iranian}
          ltr
          fullWidth
          onBlurField={validateLive}
          helperText={iranian ? t('form.nationalCodeHint') : t('form.nationalCodeOptional')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </Grid>
      <Grid size={third}>
        <Choice
          form={form}
          name="citizenship"
          label={t('fields.citizenship')}
          of="citizenship"
          optional={false}
        />
      </Grid>
      <Grid size={third}>
        <FormTextField
          control={form.control}
          name="doc_id"
          label={t('fields.docId')}
          ltr
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <DuplicateNotice id={duplicateId} />
      <PastDay form={form} name="birthday" label={t('fields.birthday')} />
      <Grid size={third}>
        <Choice
          form={form}
          name="gender"
          label={t('fields.gender')}
          of="gender"
          optional={false}
          required
        />
      </Grid>
      <Grid size={third}>
        <Choice
          form={form}
          name="marital_status"
          label={t('fields.maritalStatus')}
          of="maritalStatus"
        />
      </Grid>
    </Section>
  )
}

/** The case: its priority, the final status proposed, when it was seen and by which researcher. */
function CaseSection({ form, validateLive, needy }: Props) {
  const { t } = useTranslation('needies')
  const { options } = useNeedyOptions()
  const researchers = useResearcherOptions(needy)
  return (
    <Section title={t('form.case')}>
      <Grid size={third}>
        <Choice
          form={form}
          name="priority"
          label={t('fields.priority')}
          of="priority"
          optional={false}
        />
      </Grid>
      <Grid size={third}>
        <EnumSelect
          control={form.control}
          name="final_status"
          label={t('fields.proposedStatus')}
          helperText={t('form.proposalHint')}
          options={options.finalStatus}
        />
      </Grid>
      <PastDay form={form} name="date_seen" label={t('fields.dateSeen')} />
      <Grid size={third}>
        <EnumSelect
          control={form.control}
          name="researcher_id"
          label={t('fields.researcher')}
          options={researchers}
          emptyLabel={t('form.noResearcher')}
          onBlurField={validateLive}
        />
      </Grid>
    </Section>
  )
}

/**
 * The info form (spec: every field of a needy person), for a new person or an existing one. The
 * same zod schema as the server's gives the same messages; the national code is also checked
 * live, and a code already in the registry links to the file that has it.
 */
export function NeedyForm({ needy }: { needy: Needy | null }) {
  const { t } = useTranslation('needies')
  const navigate = useNavigate()
  const { form, validateLive, submit, duplicateId } = useNeedyForm(needy)
  const sections = { form, validateLive }
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>
        <ErrorSummary control={form.control} />
        <IdentitySection {...sections} needy={needy} duplicateId={duplicateId} />
        <ContactSection {...sections} />
        <HomeSection {...sections} />
        <LivelihoodSection {...sections} />
        <CaseSection {...sections} needy={needy} />
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
