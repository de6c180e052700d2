import { campaignInput, type DashboardCampaign } from '@kheyr/contracts/campaigns'
import { FormControlLabel, Grid, LinearProgress, Switch, Typography } from '@mui/material'
import { lazy, Suspense, useEffect } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../lib/paths.ts'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { FormImageField } from '../../../components/image-field/image-field.tsx'
import { translateValidation } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useSaveCampaign } from '../api/dashboard-campaigns.ts'
import { AmountsField } from './amounts-field.tsx'
import { dayOf, slugify, tehranDayOf } from './campaign-values.ts'
import { JalaliDayField } from './jalali-day-field.tsx'
import { NS } from './use-campaign-texts.ts'

// TipTap downloads with the first form that shows it.
const RichTextEditor = lazy(() =>
  import('../../static-pages/components/rich-text-editor.tsx').then((m) => ({
    default: m.RichTextEditor,
  })),
)

function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  hint?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />
            }
            label={label}
          />
          {hint && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ ms: 6.5, mt: -0.5 }}
            >
              {hint}
            </Typography>
          )}
        </>
      )}
    />
  )
}

/** Creates or edits a campaign: its texts, cover, money rules, dates and whether it shows. */
export function CampaignFormDialog({
  campaign,
  onClose,
}: {
  campaign: DashboardCampaign | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const save = useSaveCampaign(campaign?.id ?? null)
  const { form, validateLive, handleSubmit } = useApiForm(campaignInput, {
    defaultValues: {
      title: campaign?.title ?? '',
      slug: campaign?.slug ?? '',
      summary: campaign?.summary ?? '',
      description: campaign?.description ?? '',
      cover: campaign?.cover
        ? { url: campaign.cover.url, media_id: campaign.cover.media_id }
        : null,
      // Amounts as people read them (Persian digits, separators); the schema reads any form.
      goal: campaign ? number(campaign.goal) : '',
      min_amount: number(campaign?.min_amount ?? 10000),
      suggested_amounts: campaign?.suggested_amounts ?? [],
      starts_at: campaign ? tehranDayOf(campaign.starts_at) : dayOf(new Date()),
      ends_at: campaign ? tehranDayOf(campaign.ends_at) : '',
      stop_at_goal: campaign?.stop_at_goal ?? false,
      featured: campaign?.featured ?? false,
      published: campaign?.published ?? false,
    },
    live: campaign
      ? { method: 'PUT', path: `/dashboard/campaigns/${campaign.id}` }
      : { method: 'POST', path: '/dashboard/campaigns' },
  })
  const startsAt = form.watch('starts_at')
  const title = form.watch('title')
  // A new campaign's address follows its title until someone edits the address.
  useEffect(() => {
    if (!campaign && !form.getFieldState('slug').isDirty)
      form.setValue('slug', slugify(title ?? ''))
  }, [campaign, form, title])

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('form.saved'))
    onClose()
  })

  return (
    <FormDialog
      open
      maxWidth="md"
      title={campaign ? t('form.editTitle', { title: campaign.title }) : t('form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('form.title')}
            autoFocus
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="slug"
            label={t('form.slug')}
            helperText={t('form.slugHint', {
              example: paths.campaign.show(form.watch('slug') || '…'),
            })}
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="summary"
            label={t('form.summary')}
            helperText={t('form.summaryHint')}
            multiline
            minRows={2}
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <FormImageField
            control={form.control}
            name="cover"
            label={t('form.cover')}
            helperText={t('form.coverHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="goal"
            label={t('form.goal')}
            ltr
            onBlurField={validateLive}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <Typography color="text.secondary">{t('toman')}</Typography> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="min_amount"
            label={t('form.minAmount')}
            ltr
            onBlurField={validateLive}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <Typography color="text.secondary">{t('toman')}</Typography> },
            }}
          />
        </Grid>
        <Grid size={12}>
          <AmountsField
            control={form.control}
            name="suggested_amounts"
            label={t('form.suggested')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <JalaliDayField control={form.control} name="starts_at" label={t('form.startsAt')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <JalaliDayField
            control={form.control}
            name="ends_at"
            label={t('form.endsAt')}
            helperText={t('form.endsAtHint')}
            minDay={startsAt}
            clearable
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <Suspense fallback={<LinearProgress aria-label={t('form.editorLoading')} />}>
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  label={t('form.description')}
                  error={fieldState.error ? translateValidation(fieldState.error.message) : null}
                />
              </Suspense>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField
            control={form.control}
            name="stop_at_goal"
            label={t('form.stopAtGoal')}
            hint={t('form.stopAtGoalHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField
            control={form.control}
            name="featured"
            label={t('form.featured')}
            hint={t('form.featuredHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField control={form.control} name="published" label={t('form.published')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
