import {
  mapInput,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  type SettingsOutputs,
} from '@kheyr/contracts/settings'
import { Button, Grid, MenuItem, Stack, Typography } from '@mui/material'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { useFormat } from '#lib/format.ts'
import { useIsSuperAdmin } from '#lib/session/user.ts'
import { AdvancedPart } from '#components/advanced-part/advanced-part.tsx'
import {
  FormOrJsonSection,
  SettingsFormGrid,
  useSettingsForm,
} from '../components/settings-form.tsx'

type MapSettings = SettingsOutputs['map']
const toForm = (data: MapSettings) => ({
  tile_url: data.tile_url,
  attribution: data.attribution ?? '',
  key: data.key ?? '',
  center: data.center,
  zoom: data.zoom,
})

const ZOOM_LEVELS = [6, 8, 10, 12, 14, 16, 18] as const

/** The default zoom as a choice of plain words (city, street…), whatever number it holds. */
function ZoomSelect({
  form,
  disabled,
}: {
  form: ReturnType<typeof useSettingsForm<'map', typeof mapInput>>['form']
  disabled: boolean
}) {
  const { t } = useTranslation('settings')
  const { number } = useFormat()
  const current = Number(form.watch('zoom')) || 12
  const levels = [...new Set([...ZOOM_LEVELS, current])].sort((a, b) => a - b)
  const label = (n: number) =>
    (ZOOM_LEVELS as readonly number[]).includes(n)
      ? `${t(`map.zoomLevels.${n}`)} (${number(n)})`
      : t('map.zoomOther', { n: number(n) })
  return (
    <FormSelectField
      control={form.control}
      name="zoom"
      label={t('map.zoom')}
      disabled={disabled}
      fullWidth
    >
      {levels.map((n) => (
        <MenuItem key={n} value={n}>
          {label(n)}
        </MenuItem>
      ))}
    </FormSelectField>
  )
}

/** The tile template, its credit line and key: how the map is built, the super-admin's part. */
function AdvancedMapFields({
  form,
  editable,
  validateLive,
}: Pick<ReturnType<typeof useSettingsForm<'map', typeof mapInput>>, 'form' | 'editable'> & {
  validateLive: (name: string) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <AdvancedPart>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
          >
            <FormTextField
              control={form.control}
              name="tile_url"
              label={t('map.tileUrl')}
              helperText={t('map.tileUrlHint')}
              onBlurField={validateLive}
              ltr
              disabled={!editable}
              fullWidth
            />
            {editable && (
              <Button
                sx={{ flexShrink: 0, mt: { sm: 1 }, color: 'primary.dark' }}
                onClick={() => {
                  form.setValue('tile_url', OSM_TILE_URL, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                  form.setValue('attribution', OSM_ATTRIBUTION, { shouldDirty: true })
                }}
              >
                {t('map.useOsm')}
              </Button>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="attribution"
            label={t('map.attribution')}
            disabled={!editable}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="key"
            label={t('map.key')}
            helperText={t('map.keyHint')}
            ltr
            autoComplete="off"
            disabled={!editable}
            fullWidth
          />
        </Grid>
      </Grid>
    </AdvancedPart>
  )
}

function MapForm({ data, onSaved }: { data: MapSettings; onSaved: () => void }) {
  const { t } = useTranslation('settings')
  const advanced = useIsSuperAdmin()
  const settings = useSettingsForm('map', mapInput, { data, toForm, live: true, onSaved })
  const { form, editable, validateLive } = settings
  const tileUrl = form.watch('tile_url')
  const attribution = form.watch('attribution')
  const zoom = Number(form.watch('zoom')) || 12
  return (
    <SettingsFormGrid settings={settings} spacing={2}>
      {!advanced && (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {t('map.provider')}:{' '}
            {tileUrl === OSM_TILE_URL ? t('map.providerOsm') : t('map.providerCustom')}
          </Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <ZoomSelect form={form} disabled={!editable} />
      </Grid>
      <Grid size={12}>
        <Controller
          control={form.control}
          name="center"
          render={({ field }) => (
            <LazyMapPicker
              value={field.value as { lat: number; lng: number }}
              onChange={editable ? field.onChange : undefined}
              tileUrl={tileUrl}
              attribution={attribution || undefined}
              zoom={zoom}
              height={300}
              label={t('map.center')}
              helperText={t('map.centerHint')}
            />
          )}
        />
      </Grid>
      {advanced && (
        <Grid size={12}>
          <AdvancedMapFields form={form} editable={editable} validateLive={validateLive} />
        </Grid>
      )}
    </SettingsFormGrid>
  )
}

export default function MapSection() {
  const { t } = useTranslation('settings')
  return (
    <FormOrJsonSection
      section="map"
      schema={mapInput}
      title={t('sections.map')}
      hint={t('map.hint')}
    >
      {(data, onSaved) => <MapForm data={data} onSaved={onSaved} />}
    </FormOrJsonSection>
  )
}
