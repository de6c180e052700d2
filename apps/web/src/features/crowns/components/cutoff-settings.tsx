import { crownSettingsInput } from '@kheyr/contracts/crowns'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Button, InputAdornment, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { LazyHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { LoadError } from '../../../components/query-states.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../session/can.ts'
import {
  CROWNS_RESOURCE,
  crownSettingsQuery,
  refreshCrownSettings,
  saveCrownSettings,
} from '../api/dashboard-crowns.ts'
import { SettingsCard } from './settings-card.tsx'
import { darkText, strongButton } from '../../../components/strong-button.ts'

/** How many hours before a ceremony orders close (3 by default); the order form says so too. */
export function CutoffSettings() {
  const { t } = useTranslation('crowns')
  const { number } = useFormat()
  const can = useCan()
  const queryClient = useQueryClient()
  const settings = useQuery(crownSettingsQuery)
  const [historyOpen, setHistoryOpen] = useState(false)
  const { form, validateLive, handleSubmit } = useApiForm(crownSettingsInput, {
    defaultValues: { cutoff_hours: '' },
    live: { method: 'PUT', path: `/dashboard/${CROWNS_RESOURCE}/settings` },
  })
  const { reset } = form
  const loaded = settings.data?.cutoff_hours
  useEffect(() => {
    if (loaded !== undefined) reset({ cutoff_hours: String(loaded) })
  }, [loaded, reset])
  const editable = can('crowns.update')
  const submit = handleSubmit(async (values) => {
    await saveCrownSettings(values)
    await refreshCrownSettings(queryClient)
    toast.success(t('settings.saved'))
  })
  return (
    <SettingsCard
      title={t('settings.cutoffTitle')}
      hint={t('settings.cutoffHint')}
      actions={
        <Button startIcon={<HistoryOutlined />} sx={darkText} onClick={() => setHistoryOpen(true)}>
          {t('settings.history')}
        </Button>
      }
    >
      {settings.isPending && <Skeleton variant="rounded" height={56} aria-label={t('loading')} />}
      {settings.isError && (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && !editable && (
        <Typography>
          {t('settings.cutoffNow', { hours: number(settings.data.cutoff_hours) })}
        </Typography>
      )}
      {settings.data && editable && (
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
                endAdornment: <InputAdornment position="end">{t('settings.hours')}</InputAdornment>,
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
      )}
      <LazyHistoryPanel
        resource={CROWNS_RESOURCE}
        id="settings"
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
    </SettingsCard>
  )
}
