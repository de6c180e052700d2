import { crownSettingsInput } from '@kheyr/contracts/crowns'
import { Button, InputAdornment, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'
import { strongButton } from '#components/strong-button.ts'
import { useFormat } from '#lib/format.ts'
import { resourcePath } from '#lib/resource.ts'
import { useCan } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { CROWNS, crownSettingsQuery, useSaveCrownSettings } from '../api/dashboard-crowns.ts'

/** How many hours before a ceremony orders close (3 by default); the order form says so too. */
export function CutoffSettings() {
  const { t } = useTranslation('crowns')
  const { number } = useFormat()
  const can = useCan()
  const settings = useQuery(crownSettingsQuery)
  const save = useSaveCrownSettings()
  const { form, validateLive, handleSubmit } = useApiForm(crownSettingsInput, {
    defaultValues: { cutoff_hours: '' },
    live: { method: 'PUT', path: `${resourcePath(CROWNS)}/settings` },
  })
  const { reset } = form
  const loaded = settings.data?.cutoff_hours
  useEffect(() => {
    if (loaded !== undefined) reset({ cutoff_hours: String(loaded) })
  }, [loaded, reset])
  const editable = can('crowns.update')
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('settings.saved'))
  })
  return (
    <SectionCard
      title={t('settings.cutoffTitle')}
      hint={t('settings.cutoffHint')}
      history={{ resource: CROWNS, id: 'settings' }}
    >
      <SectionQuery query={settings}>
        {(data) =>
          editable ? (
            <Stack
              component="form"
              noValidate
              onSubmit={submit}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={form.control}
                name="cutoff_hours"
                label={t('settings.cutoff')}
                ltr
                onBlurField={validateLive}
                sx={{ maxWidth: { sm: 240 } }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">{t('settings.hours')}</InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                type="submit"
                variant="contained"
                sx={{ ...strongButton, mt: { sm: 1 } }}
                disabled={form.formState.isSubmitting}
              >
                {t('settings.save')}
              </Button>
            </Stack>
          ) : (
            <Typography>{t('settings.cutoffNow', { hours: number(data.cutoff_hours) })}</Typography>
          )
        }
      </SectionQuery>
    </SectionCard>
  )
}
