import { updateChestInput, type DashboardChest } from '@kheyr/contracts/chests'
import { Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { chestOptionsQuery } from '../api/chests.ts'
import { CHESTS, useSaveChest } from '../api/dashboard-chests.ts'
import { NS } from './chest-labels.ts'
import { OptionSelect, PlaceFields } from './chest-fields.tsx'

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
        <OptionSelect
          control={form.control}
          name="chest_type_id"
          label={t('fields.type')}
          options={types}
          required
        />
        <OptionSelect
          control={form.control}
          name="chest_material_id"
          label={t('fields.material')}
          options={materials}
          anyLabel={t('form.anyMaterial')}
        />
        <PlaceFields
          control={form.control}
          setValue={form.setValue}
          validateLive={validateLive}
          mapHeight={260}
        />
      </Stack>
    </FormDialog>
  )
}
