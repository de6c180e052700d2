import { campaignReportInput, type DashboardCampaignReport } from '@kheyr/contracts/campaigns'
import { Grid, LinearProgress, Typography } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { translateValidation } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useSaveReport } from '../api/campaign-reports.ts'
import { dayOf } from './campaign-values.ts'
import { JalaliDayField } from './jalali-day-field.tsx'
import { MediaListField, type PickedMedia } from './media-list-field.tsx'
import { NS } from './use-campaign-texts.ts'

const RichTextEditor = lazy(() =>
  import('../../static-pages/components/rich-text-editor.tsx').then((m) => ({
    default: m.RichTextEditor,
  })),
)

/** Writes a report: what was done, when, what it cost, and its photos, video or audio. */
export function ReportFormDialog({
  campaignId,
  report,
  onClose,
}: {
  campaignId: number
  report: DashboardCampaignReport | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const save = useSaveReport(report?.id ?? null)
  const [media, setMedia] = useState<PickedMedia[]>(report?.media ?? [])
  const { form, validateLive, handleSubmit } = useApiForm(campaignReportInput, {
    defaultValues: {
      campaign_id: campaignId,
      title: report?.title ?? '',
      body: report?.body ?? '',
      reported_on: report?.reported_on ?? dayOf(new Date()),
      amount_spent: report?.amount_spent === null || !report ? '' : number(report.amount_spent),
      media_ids: report?.media.map((m) => m.id) ?? [],
    },
    live: report
      ? { method: 'PUT', path: `/dashboard/campaign-reports/${report.id}` }
      : { method: 'POST', path: '/dashboard/campaign-reports' },
  })
  const changeMedia = (next: PickedMedia[]) => {
    setMedia(next)
    form.setValue(
      'media_ids',
      next.map((m) => m.id),
      { shouldDirty: true },
    )
  }
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('reportForm.saved'))
    onClose()
  })
  const mediaError = form.formState.errors.media_ids?.message
  return (
    <FormDialog
      open
      maxWidth="md"
      title={report ? t('reportForm.editTitle') : t('reportForm.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('reportForm.title')}
            autoFocus
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <JalaliDayField control={form.control} name="reported_on" label={t('reportForm.date')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="amount_spent"
            label={t('reportForm.amountSpent')}
            helperText={t('reportForm.amountSpentHint')}
            ltr
            onBlurField={validateLive}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <Typography color="text.secondary">{t('toman')}</Typography> },
            }}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <Suspense fallback={<LinearProgress aria-label={t('form.editorLoading')} />}>
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  label={t('reportForm.body')}
                  error={fieldState.error ? translateValidation(fieldState.error.message) : null}
                />
              </Suspense>
            )}
          />
        </Grid>
        <Grid size={12}>
          <MediaListField
            value={media}
            onChange={changeMedia}
            error={mediaError ? translateValidation(mediaError) : null}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
