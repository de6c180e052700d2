import { androidReleaseInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Grid } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { settingsSectionQuery } from '../api/settings.ts'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'
import { SettingsFormGrid, useSettingsForm } from '../components/settings-form.tsx'

type Release = SettingsOutputs['android']
const toForm = (data: Release) => ({
  release_note: data.release_note ?? '',
  latest_version: data.latest_version ?? '',
  latest_version_code: data.latest_version_code === null ? '' : String(data.latest_version_code),
})

function AndroidForm({ data }: { data: Release }) {
  const { t } = useTranslation('settings')
  const settings = useSettingsForm('android', androidReleaseInput, { data, toForm, live: true })
  const { form, editable, validateLive } = settings
  return (
    <SettingsFormGrid settings={settings}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="latest_version"
          label={t('android.latestVersion')}
          helperText={t('android.latestVersionHint')}
          onBlurField={validateLive}
          ltr
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="latest_version_code"
          label={t('android.latestVersionCode')}
          helperText={t('android.latestVersionCodeHint')}
          onBlurField={validateLive}
          ltr
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="release_note"
          label={t('android.releaseNote')}
          multiline
          minRows={4}
          disabled={!editable}
          fullWidth
        />
      </Grid>
    </SettingsFormGrid>
  )
}

export default function AndroidSection() {
  const { t } = useTranslation('settings')
  const query = useQuery(settingsSectionQuery('android'))
  return (
    <SectionCard history="android" title={t('sections.android')} hint={t('android.hint')}>
      <SectionQuery query={query}>{(data) => <AndroidForm data={data} />}</SectionQuery>
    </SectionCard>
  )
}
