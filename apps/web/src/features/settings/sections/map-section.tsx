import {
  mapInput,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  type SettingsOutputs,
} from '@kheyr/contracts/settings'
import { Button, Grid, Stack } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { LazyMapPicker } from '../../../components/map-picker/lazy-map-picker.tsx'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../session/can.ts'
import { saveSettingsSection, settingsSectionQuery } from '../api/settings.ts'
import { FormOrJson, type EditMode } from '../components/form-or-json.tsx'
import { JsonSettingsEditor } from '../components/json-settings-editor.tsx'
import { SectionCard, SectionQuery } from '../components/section-card.tsx'

type MapSettings = SettingsOutputs['map']
const toForm = (data: MapSettings) => ({
  tile_url: data.tile_url,
  attribution: data.attribution ?? '',
  key: data.key ?? '',
  center: data.center,
  zoom: data.zoom,
})

function MapForm({ data, onSaved }: { data: MapSettings; onSaved: () => void }) {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const { form, applyErrors, validateLive } = useApiForm(mapInput, {
    defaultValues: toForm(data),
    live: { method: 'PUT', path: '/dashboard/settings/map' },
  })
  const tileUrl = form.watch('tile_url')
  const attribution = form.watch('attribution')
  const zoom = Number(form.watch('zoom')) || 12
  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(toForm(await saveSettingsSection(queryClient, 'map', values)))
      toast.success(t('saved'))
      onSaved()
    } catch (error) {
      applyErrors(error)
    }
  })
  return (
    <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
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
              sx={{ flexShrink: 0, mt: { sm: 1 } }}
              onClick={() => {
                form.setValue('tile_url', OSM_TILE_URL, { shouldDirty: true, shouldValidate: true })
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
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="zoom"
          type="number"
          label={t('map.zoom')}
          onBlurField={validateLive}
          disabled={!editable}
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 19 } }}
        />
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
      {editable && (
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Grid>
      )}
    </Grid>
  )
}

export default function MapSection() {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const [mode, setMode] = useState<EditMode>('form')
  const [version, setVersion] = useState(0)
  const query = useQuery(settingsSectionQuery('map'))
  return (
    <SectionCard
      history="map"
      title={t('sections.map')}
      hint={t('map.hint')}
      actions={<FormOrJson mode={mode} onChange={setMode} />}
    >
      <SectionQuery query={query}>
        {(data) =>
          mode === 'form' ? (
            <MapForm key={version} data={data} onSaved={() => setVersion((v) => v + 1)} />
          ) : (
            <JsonSettingsEditor
              initial={data}
              schema={mapInput}
              label={t('sections.map')}
              disabled={!editable}
              onSave={async (value) => {
                await saveSettingsSection(queryClient, 'map', value)
                toast.success(t('saved'))
              }}
            />
          )
        }
      </SectionQuery>
    </SectionCard>
  )
}
