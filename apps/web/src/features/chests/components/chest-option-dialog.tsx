import { chestOptionInput, type DashboardChestOption } from '@kheyr/contracts/chests'
import { Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { useSaveChestOption, type ChestOptionResource } from '../api/chest-options.ts'
import { NS } from './chest-labels.ts'

/** Create a box type or material, or edit one (`row` given): its title, a line about it, offered or not. */
export function ChestOptionDialog({
  resource,
  row,
  onClose,
}: {
  resource: ChestOptionResource
  row: DashboardChestOption | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const kind = resource === 'chest-types' ? 'types' : 'materials'
  const save = useSaveChestOption(resource, row?.id ?? null)
  const { form, validateLive, submit, submitting } = useResourceForm(chestOptionInput, {
    resource,
    record: row,
    save: save.mutateAsync,
    savedMessage: t('options.saved'),
    onSaved: onClose,
    defaultValues: {
      title: row?.title ?? '',
      description: row?.description ?? '',
      active: row?.active ?? true,
    },
  })
  return (
    <FormDialog
      open
      title={row ? t(`options.${kind}.edit`) : t(`options.${kind}.create`)}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="title"
          label={t('options.title')}
          required
          autoFocus
          fullWidth
          onBlurField={validateLive}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('options.description')}
          multiline
          minRows={2}
          fullWidth
        />
        <SwitchField
          control={form.control}
          name="active"
          label={t('options.active')}
          hint={t('options.activeHint')}
        />
      </Stack>
    </FormDialog>
  )
}
