import { crownLocationInput, type CrownLocation } from '@kheyr/contracts/crowns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, Grid } from '@mui/material'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useMapSettings } from '#lib/map-settings.ts'
import { useCan } from '#lib/session/user.ts'
import {
  CROWN_LOCATIONS,
  useDeleteCrownLocation,
  useSaveCrownLocation,
} from '../api/crown-locations.ts'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { SectionCard } from '#components/section-card.tsx'
import { strongButton } from '#components/strong-button.ts'
import { Ltr } from '#components/ltr.tsx'

const RESOURCE = CROWN_LOCATIONS

function LocationDialog({ row, onClose }: { row: CrownLocation | null; onClose: () => void }) {
  const { t } = useTranslation('crowns')
  const map = useMapSettings()
  const save = useSaveCrownLocation(row?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(crownLocationInput, {
    resource: RESOURCE,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('locations.saved'),
    onSaved: onClose,
    defaultValues: {
      name: row?.name ?? '',
      address: row?.address ?? '',
      lat: row?.lat ?? null,
      lng: row?.lng ?? null,
      active: row?.active ?? true,
    },
  })
  const lng = form.watch('lng')
  return (
    <FormDialog
      open
      title={row ? t('locations.edit') : t('locations.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('locations.name')}
            onBlurField={validateLive}
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="address"
            label={t('locations.address')}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          {/* Registered through a controller so the point's error always reaches the map. */}
          <Controller
            control={form.control}
            name="lat"
            render={({ field, fieldState }) => {
              const lat = field.value
              const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
              const message = fieldState.error?.message ?? form.getFieldState('lng').error?.message
              return (
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
                  height={340}
                  label={t('locations.point')}
                  error={message ? translateValidation(message) : null}
                />
              )
            }}
          />
        </Grid>
        <Grid size={12}>
          <SwitchField
            control={form.control}
            name="active"
            label={t('locations.active')}
            hint={t('locations.activeHint')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}

/** Settings → ceremony locations: where crowns go, each a point on the map. */
export default function LocationsSection() {
  const { t } = useTranslation('crowns')
  const { digits } = useFormat()
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteCrownLocation())
  const [editing, setEditing] = useState<CrownLocation | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<CrownLocation>[]>(
    () => [
      { field: 'name', header: t('locations.name'), sortable: true, filterable: true, flex: 1 },
      { field: 'address', header: t('locations.address'), flex: 1.5, minWidth: 200 },
      {
        field: 'lat',
        header: t('locations.point'),
        width: 170,
        render: (r) => <Ltr>{digits(`${r.lat.toFixed(4)}, ${r.lng.toFixed(4)}`)}</Ltr>,
      },
      {
        field: 'active',
        header: t('locations.active'),
        type: 'boolean',
        filterable: true,
        width: 110,
      },
    ],
    [t, digits],
  )

  return (
    <SectionCard title={t('settings.locationsTitle')} hint={t('locations.hint')}>
      <DataTable<CrownLocation>
        resource={RESOURCE}
        label={t('settings.locationsTitle')}
        columns={columns}
        searchable
        defaultSort="name"
        emptyText={t('locations.empty')}
        toolbar={
          can('crown-locations.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              sx={strongButton}
              onClick={() => setEditing(null)}
            >
              {t('locations.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.name}
            onEdit={can('crown-locations.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('crown-locations.delete')
                ? () => void deleteRecord(row.id, t('locations.deleteConfirm', { name: row.name }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <LocationDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={RESOURCE} />
    </SectionCard>
  )
}
