import { drainRequestInput, WEEKDAYS, type Weekday } from '@kheyr/contracts/chests'
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useRequestDrain } from '../api/chests.ts'
import { NS } from './chest-labels.ts'

/** "Please empty my box": the days that suit the owner (any, if none), and a note. */
export function DrainRequestDialog({ chestId, onClose }: { chestId: number; onClose: () => void }) {
  const { t } = useTranslation(NS)
  const drain = useRequestDrain(chestId)
  const { form, handleSubmit } = useApiForm(drainRequestInput, {
    defaultValues: { preferred_days: [], note: '' },
  })
  const submit = handleSubmit(async (values) => {
    await drain.mutateAsync(values)
    toast.success(t('drain.sent'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('drain.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('drain.submit')}
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('drain.intro')}</Typography>
        <Controller
          control={form.control}
          name="preferred_days"
          render={({ field }) => {
            const chosen = (field.value ?? []) as Weekday[]
            return (
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ mb: 1 }}>
                  {t('drain.days')}
                </FormLabel>
                <FormGroup
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
                  }}
                >
                  {WEEKDAYS.map((day) => (
                    <FormControlLabel
                      key={day}
                      label={t(`days.${day}`)}
                      control={
                        <Checkbox
                          checked={chosen.includes(day)}
                          onChange={(_, on) =>
                            field.onChange(on ? [...chosen, day] : chosen.filter((d) => d !== day))
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <Typography variant="caption" color="text.secondary">
                  {t('drain.daysHint')}
                </Typography>
              </FormControl>
            )
          }}
        />
        <FormTextField
          control={form.control}
          name="note"
          freeText
          label={t('fields.note')}
          helperText={t('drain.noteHint')}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  )
}
