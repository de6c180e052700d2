import { generalSettingsInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Divider, Grid, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { FormImageField } from '#components/image-field/image-field.tsx'
import { useFormat } from '#lib/format.ts'
import { settingsSectionQuery } from '../api/settings.ts'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'
import { SettingsFormGrid, useSettingsForm } from '../components/settings-form.tsx'

type General = SettingsOutputs['general']
type Image = General['logo']

const ref = (image: Image) => (image ? { url: image.url, media_id: image.media_id } : null)

const toForm = (data: General) => ({
  site_name: data.site_name,
  logo: ref(data.logo),
  default_image: ref(data.default_image),
  banner: {
    image: ref(data.banner?.image ?? null),
    title: data.banner?.title ?? '',
    link: data.banner?.link ?? '',
  },
})

function GeneralForm({ data }: { data: General }) {
  const { t } = useTranslation('settings')
  const { digits } = useFormat()
  const settings = useSettingsForm('general', generalSettingsInput, { data, toForm, live: true })
  const { form, editable, validateLive } = settings
  return (
    <SettingsFormGrid settings={settings}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={form.control}
          name="site_name"
          label={t('general.siteName')}
          onBlurField={validateLive}
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormImageField
          control={form.control}
          name="logo"
          label={t('general.logo')}
          helperText={t('general.logoHint')}
          disabled={!editable}
        />
      </Grid>
      <Grid size={12}>
        <FormImageField
          control={form.control}
          name="default_image"
          label={t('general.defaultImage')}
          helperText={t('general.defaultImageHint', { width: digits(700), height: digits(500) })}
          disabled={!editable}
        />
      </Grid>
      <Grid size={12}>
        <Divider />
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
          {t('general.banner')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('general.bannerHint')}
        </Typography>
      </Grid>
      <Grid size={12}>
        <FormImageField
          control={form.control}
          name="banner.image"
          label={t('general.bannerImage')}
          disabled={!editable}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={form.control}
          name="banner.title"
          label={t('general.bannerTitle')}
          disabled={!editable}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={form.control}
          name="banner.link"
          label={t('general.bannerLink')}
          helperText={t('linkHint')}
          ltr
          disabled={!editable}
          fullWidth
        />
      </Grid>
    </SettingsFormGrid>
  )
}

export default function GeneralSection() {
  const { t } = useTranslation('settings')
  const query = useQuery(settingsSectionQuery('general'))
  return (
    <SectionCard history="general" title={t('sections.general')} hint={t('general.hint')}>
      <SectionQuery query={query}>{(data) => <GeneralForm data={data} />}</SectionQuery>
    </SectionCard>
  )
}
