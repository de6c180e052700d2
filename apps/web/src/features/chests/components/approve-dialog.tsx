import { approveChestInput, type DashboardChest } from '@kheyr/contracts/chests'
import { Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { resourcePath } from '#lib/resource.ts'
import { toast } from '#lib/toasts.ts'
import { chestOptionsQuery } from '../api/chests.ts'
import { CHESTS, useApproveChest } from '../api/dashboard-chests.ts'
import { NS } from './chest-labels.ts'
import { OptionSelect } from './chest-fields.tsx'

/** Accepting a request: the code printed on the box (unique), and its material if not chosen. */
export function ApproveDialog({ chest, onClose }: { chest: DashboardChest; onClose: () => void }) {
  const { t } = useTranslation(NS)
  const approve = useApproveChest()
  const options = useQuery(chestOptionsQuery)
  const { form, validateLive, handleSubmit } = useApiForm(approveChestInput, {
    defaultValues: { code: '', chest_material_id: chest.material?.id ?? '' },
    live: { method: 'POST', path: `${resourcePath(CHESTS, chest.id)}/approve` },
  })
  const submit = handleSubmit(async (input) => {
    await approve.mutateAsync({ id: chest.id, input })
    toast.success(t('staff.approved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('staff.approveTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('staff.approve')}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t('staff.approveIntro', { owner: chest.owner?.name ?? '-', address: chest.address })}
        </Typography>
        <FormTextField
          control={form.control}
          name="code"
          label={t('fields.code')}
          helperText={t('staff.codeHint')}
          required
          ltr
          autoFocus
          fullWidth
          onBlurField={validateLive}
        />
        <OptionSelect
          control={form.control}
          name="chest_material_id"
          label={t('fields.material')}
          options={options.data?.materials ?? []}
          anyLabel={t('form.anyMaterial')}
        />
      </Stack>
    </FormDialog>
  )
}
