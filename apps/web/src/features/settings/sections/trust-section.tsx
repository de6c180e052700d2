import { TRUST_BADGES_MAX, trustInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import {
  Autocomplete,
  Box,
  Button,
  Grid,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'
import { hasTrust, TrustSeal } from '#components/trust-seal.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'
import { settingsSectionQuery } from '../api/settings.ts'
import { SettingsFormGrid, useSettingsForm } from '../components/settings-form.tsx'

type Trust = SettingsOutputs['trust']
type TrustForm = ReturnType<typeof useSettingsForm<'trust', typeof trustInput>>['form']

/** Who usually licenses a charity in Iran, and the usual badges: picked, or typed when other. */
const ISSUERS = ['issuerBehzisti', 'issuerImdad', 'issuerAwqaf', 'issuerInterior'] as const
const BADGES = ['badgeEnamad', 'badgeShaparak', 'badgeSamandehi'] as const

/** A text field that offers the usual answers and takes any other typed. */
function Suggested<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  helperText,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  options: string[]
  disabled: boolean
  helperText?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={options}
          value={(field.value as string | null) ?? ''}
          inputValue={(field.value as string | null) ?? ''}
          onInputChange={(_, value) => field.onChange(value)}
          onChange={(_, value) => field.onChange(value ?? '')}
          disabled={disabled}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error ? translateValidation(fieldState.error.message) : helperText
              }
            />
          )}
        />
      )}
    />
  )
}

function BadgeFields({ form, editable }: { form: TrustForm; editable: boolean }) {
  const { t } = useTranslation('settings')
  const badges = useFieldArray({ control: form.control, name: 'badges' })
  return (
    <Stack sx={{ gap: 1.5 }}>
      {badges.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('trust.noBadges')}
        </Typography>
      )}
      {badges.fields.map((badge, i) => (
        <Paper key={badge.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Grid container spacing={2} sx={{ flex: 1 }}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Suggested
                  control={form.control}
                  name={`badges.${i}.name`}
                  label={t('trust.badgeName')}
                  options={BADGES.map((b) => t(`trust.${b}`))}
                  disabled={!editable}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={form.control}
                  name={`badges.${i}.html`}
                  label={t('trust.badgeCode')}
                  helperText={t('trust.badgeCodeHint')}
                  multiline
                  minRows={3}
                  ltr
                  disabled={!editable}
                  fullWidth
                  slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
              </Grid>
            </Grid>
            {editable && (
              <Tooltip title={t('trust.removeBadge')}>
                <IconButton
                  aria-label={t('trust.removeBadgeOf', { n: i + 1 })}
                  color="error"
                  onClick={() => badges.remove(i)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Paper>
      ))}
      {editable && badges.fields.length < TRUST_BADGES_MAX && (
        <Box>
          <Button
            startIcon={<AddOutlined />}
            sx={{ color: 'primary.dark' }}
            onClick={() => badges.append({ name: '', html: '' })}
          >
            {t('trust.addBadge')}
          </Button>
        </Box>
      )}
    </Stack>
  )
}

const toForm = (digits: (v: string) => string) => (data: Trust) => ({
  registration_number: data.registration_number ? digits(data.registration_number) : '',
  licence_number: data.licence_number ? digits(data.licence_number) : '',
  licence_issuer: data.licence_issuer ?? '',
  badges: data.badges.map((b) => ({ name: b.name, html: b.html })),
})

function TrustForm({ data }: { data: Trust }) {
  const { t } = useTranslation('settings')
  const { digits } = useFormat()
  const settings = useSettingsForm('trust', trustInput, { data, toForm: toForm(digits) })
  const { form, editable } = settings
  return (
    <SettingsFormGrid settings={settings}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="registration_number"
          label={t('trust.registrationNumber')}
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="licence_number"
          label={t('trust.licenceNumber')}
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Suggested
          control={form.control}
          name="licence_issuer"
          label={t('trust.licenceIssuer')}
          helperText={t('trust.licenceIssuerHint')}
          options={ISSUERS.map((i) => t(`trust.${i}`))}
          disabled={!editable}
        />
      </Grid>
      <Grid size={12}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('trust.badges')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('trust.badgesHint')}
        </Typography>
        <BadgeFields form={form} editable={editable} />
      </Grid>
    </SettingsFormGrid>
  )
}

/** How donors see it now: the footer's and checkout's block, from the saved settings. */
function Preview() {
  const { t } = useTranslation('settings')
  const trust = useProps()?.trust
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('trust.preview')}
      </Typography>
      {hasTrust(trust) ? (
        <TrustSeal variant="checkout" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('trust.previewEmpty')}
        </Typography>
      )}
    </Box>
  )
}

export default function TrustSection() {
  const { t } = useTranslation('settings')
  const query = useQuery(settingsSectionQuery('trust'))
  return (
    <SectionCard history="trust" title={t('sections.trust')} hint={t('trust.hint')}>
      <SectionQuery query={query}>{(data) => <TrustForm data={data} />}</SectionQuery>
      <Preview />
    </SectionCard>
  )
}
