import { updateChestInput, type DashboardChest } from '@kheyr/contracts/chests'
import { MenuItem, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useResourceForm } from '../../../components/form/use-resource-form.ts'
import { chestOptionsQuery } from '../api/chests.ts'
import { CHESTS, useSaveChest } from '../api/dashboard-chests.ts'
import { NS } from './chest-labels.ts'
import { ChestLocationField } from './chest-location-field.tsx'

/** Staff correct a box: its code (once it has one), type, material, address, point, phone, note. */
export function ChestEditDialog({
  chest: c,
  onClose,
}: {
  chest: DashboardChest
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const save = useSaveChest(c.id)
  const options = useQuery(chestOptionsQuery)
  const { form, validateLive, submit, submitting } = useResourceForm(updateChestInput, {
    resource: CHESTS,
    record: c,
    save: save.mutateAsync,
    savedMessage: t('staff.saved'),
    onSaved: onClose,
    defaultValues: {
      code: c.code ?? '',
      chest_type_id: c.type.id,
      chest_material_id: c.material?.id ?? '',
      address: c.address,
      lat: c.lat,
      lng: c.lng,
      phone: c.phone ?? '',
      note: c.note ?? '',
    },
  })
  // The box's own type and material stay choosable even when switched off since.
  const types = [...(options.data?.types ?? [])]
  if (!types.some((o) => o.id === c.type.id)) types.push({ ...c.type, description: null })
  const materials = [...(options.data?.materials ?? [])]
  if (c.material && !materials.some((o) => o.id === c.material!.id))
    materials.push({ ...c.material, description: null })
  return (
    <FormDialog
      open
      title={t('staff.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      maxWidth="md"
    >
      <Stack spacing={2}>
        {c.status !== 'requested' && (
          <FormTextField
            control={form.control}
            name="code"
            label={t('fields.code')}
            ltr
            fullWidth
            onBlurField={validateLive}
          />
        )}
        <FormTextField
          control={form.control}
          name="chest_type_id"
          select
          label={t('fields.type')}
          required
          fullWidth
        >
          {types.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.title}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="chest_material_id"
          select
          label={t('fields.material')}
          fullWidth
        >
          <MenuItem value="">{t('form.anyMaterial')}</MenuItem>
          {materials.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.title}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="address"
          label={t('fields.address')}
          required
          multiline
          minRows={2}
          fullWidth
        />
        <ChestLocationField control={form.control} setValue={form.setValue} height={260} />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('fields.phone')}
          ltr
          fullWidth
          onBlurField={validateLive}
        />
        <FormTextField
          control={form.control}
          name="note"
          label={t('fields.note')}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  )
}
