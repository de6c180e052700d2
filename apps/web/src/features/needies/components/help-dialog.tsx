import { helpInput, type Help, type NeedyAttachment } from '@kheyr/contracts/needies'
import { todayInTehran } from '@kheyr/contracts/validation'
import { Grid } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { useFormat } from '#lib/format.ts'
import { HELPS, useSaveHelp } from '../api/helps.ts'
import { AttachmentsField } from './attachments-field.tsx'
import { EnumSelect } from './enum-select.tsx'
import { useNeedyOptions } from './use-needy-options.ts'

/** Records help for a person (`needyId`), or edits it (`help`), with receipts and photos. */
export function HelpDialog({
  needyId,
  help,
  onClose,
}: {
  needyId: number
  help: Help | null
  onClose: () => void
}) {
  const { t } = useTranslation('needies')
  const { digits } = useFormat()
  const { options } = useNeedyOptions()
  const save = useSaveHelp(help?.id)
  const [files, setFiles] = useState<NeedyAttachment[]>(help?.attachments ?? [])
  const [uploading, setUploading] = useState(false)
  const { form, submit, submitting } = useResourceForm(helpInput, {
    resource: HELPS,
    record: help,
    live: false,
    savedMessage: t('helps.saved'),
    onSaved: onClose,
    // Files upload before the form is saved; it names the ones that arrived.
    save: ({ needy_id, ...values }) => {
      if (uploading) throw new Error(t('attachments.waitUploads'))
      const input = { ...values, attachment_ids: files.map((f) => f.id) }
      return save.mutateAsync(help ? input : { needy_id, ...input })
    },
    defaultValues: {
      needy_id: needyId,
      amount: help ? digits(String(help.amount)) : '',
      given_at: help?.given_at ?? todayInTehran(),
      type: help?.type ?? 'cash',
      description: help?.description ?? '',
      attachment_ids: [],
    },
  })
  return (
    <FormDialog
      open
      title={help ? t('helps.editTitle') : t('helps.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting || uploading}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <EnumSelect
            control={form.control}
            name="type"
            label={t('helps.type')}
            options={options.helpType}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <AmountField
            control={form.control}
            name="amount"
            label={t('helps.amountInToman')}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormDateField
            control={form.control}
            name="given_at"
            label={t('helps.givenAt')}
            disableFuture
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            label={t('helps.description')}
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <AttachmentsField
            target="needies-helps"
            value={files}
            onChange={setFiles}
            onBusyChange={setUploading}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
