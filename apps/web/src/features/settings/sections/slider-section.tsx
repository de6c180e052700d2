import {
  SLIDER_INTERVAL,
  sliderSettingsInput,
  type SettingsOutputs,
} from '@kheyr/contracts/settings'
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined'
import { Button, FormControlLabel, Grid, Switch } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#lib/paths.ts'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { settingsSectionQuery } from '../api/settings.ts'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'
import { SettingsFormGrid, useSettingsForm } from '../components/settings-form.tsx'

function SliderForm({ data }: { data: SettingsOutputs['slider'] }) {
  const { t } = useTranslation('settings')
  const { digits } = useFormat()
  const settings = useSettingsForm('slider', sliderSettingsInput, {
    data,
    toForm: (saved) => saved,
  })
  const { form, editable } = settings
  return (
    <SettingsFormGrid settings={settings}>
      <Grid size={12}>
        <Controller
          control={form.control}
          name="autoplay"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(_, on) => field.onChange(on)}
                  disabled={!editable}
                />
              }
              label={t('slider.autoplay')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="interval"
          type="number"
          label={t('slider.interval')}
          helperText={t('slider.intervalHint', {
            min: digits(SLIDER_INTERVAL.min),
            max: digits(SLIDER_INTERVAL.max),
          })}
          disabled={!editable}
          fullWidth
          slotProps={{ htmlInput: { min: SLIDER_INTERVAL.min, max: SLIDER_INTERVAL.max } }}
        />
      </Grid>
    </SettingsFormGrid>
  )
}

export default function SliderSection() {
  const { t } = useTranslation('settings')
  const can = useCan()
  const query = useQuery(settingsSectionQuery('slider'))
  return (
    <SectionCard
      history="slider"
      title={t('sections.slider')}
      hint={t('slider.hint')}
      actions={
        can('sliders.view') && (
          <Button
            component={Link}
            to={paths.dashboard.sliders}
            variant="outlined"
            startIcon={<ViewCarouselOutlined />}
          >
            {t('slider.manage')}
          </Button>
        )
      }
    >
      <SectionQuery query={query}>{(data) => <SliderForm data={data} />}</SectionQuery>
    </SectionCard>
  )
}
