import { sendSmsInput } from '@kheyr/contracts/sms'
import { Autocomplete, Chip, Stack, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { allRolesQuery, userSearchQuery, type UserOption } from '#lib/pickers.ts'
import { toast } from '#lib/toasts.ts'
import { useSendSms } from '../api/sms.ts'

/** Persian texts split into 70-character parts (67 when long); Latin ones into 160 (153). */
function smsParts(text: string) {
  if (!text) return 0
  // Any character outside ASCII makes the whole text UCS-2, with shorter parts.
  const unicode = [...text].some((c) => c.charCodeAt(0) > 0x7f)
  const [single, multi] = unicode ? [70, 67] : [160, 153]
  return text.length <= single ? 1 : Math.ceil(text.length / multi)
}

type SmsControl = Control<z.input<typeof sendSmsInput>>

/** People to text, searched by name or mobile as one types. */
function UsersField({ control }: { control: SmsControl }) {
  const { t } = useTranslation('sms')
  const { digits } = useFormat()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<UserOption[]>([])
  const users = useQuery(userSearchQuery(search))
  return (
    <Controller
      control={control}
      name="user_ids"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={users.data ?? []}
          value={picked}
          filterOptions={(x) => x}
          loading={users.isFetching}
          getOptionLabel={(o) => `${o.name} (${digits(o.mobile)})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_, value) => setSearch(value)}
          onChange={(_, value) => {
            setPicked(value)
            field.onChange(value.map((v) => v.id))
          }}
          noOptionsText={search.trim().length > 1 ? t('noUsers') : t('typeToSearch')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('users')}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error ? translateValidation(fieldState.error.message) : t('usersHint')
              }
            />
          )}
        />
      )}
    />
  )
}

/** Roles to text: everyone holding them. */
function RolesField({ control }: { control: SmsControl }) {
  const { t } = useTranslation('sms')
  const roles = useQuery(allRolesQuery)
  return (
    <Controller
      control={control}
      name="role_ids"
      render={({ field }) => (
        <Autocomplete
          multiple
          options={roles.data ?? []}
          value={(roles.data ?? []).filter((r) => (field.value ?? []).includes(r.id))}
          getOptionLabel={(o) => o.title ?? o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) => field.onChange(value.map((v) => v.id))}
          renderValue={(value, getItemProps) =>
            value.map((o, index) => (
              <Chip
                {...getItemProps({ index })}
                key={o.id}
                label={o.title ?? o.name}
                size="small"
              />
            ))
          }
          renderInput={(params) => (
            <TextField {...params} label={t('roles')} helperText={t('rolesHint')} />
          )}
        />
      )}
    />
  )
}

export function SendSmsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sms')
  const { number } = useFormat()
  const send = useSendSms()
  const { form, handleSubmit } = useApiForm(sendSmsInput, {
    defaultValues: { text: '', user_ids: [], role_ids: [] },
  })
  const text = form.watch('text') ?? ''
  const submit = handleSubmit(async (values) => {
    const { queued } = await send.mutateAsync(values)
    toast.success(t('queued', { count: queued, n: number(queued) }))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('send')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('sendButton')}
    >
      <Stack spacing={2}>
        <UsersField control={form.control} />
        <RolesField control={form.control} />
        <FormTextField control={form.control} name="text" label={t('text')} multiline minRows={4} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('length', { chars: number(text.length), parts: number(smsParts(text)) })}
        </Typography>
      </Stack>
    </FormDialog>
  )
}
