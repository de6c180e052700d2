import { confirmOtpInput, confirmPasswordInput } from '@kheyr/contracts/auth'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
} from '@mui/material'
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { settleConfirmation } from '#lib/confirm-identity.ts'
import { toast } from '#lib/toasts.ts'
import {
  CONFIRM_KEY,
  confirmationQuery,
  useConfirmOtp,
  useConfirmPassword,
  useSendConfirmCode,
} from '../api/confirmation.ts'

const FORM_ID = 'confirm-identity-form'

/** The password, with the way to a texted code instead when the account can have one. */
function PasswordForm({ canUseCode, onUseCode }: { canUseCode: boolean; onUseCode: () => void }) {
  const { t } = useTranslation('account')
  const confirmPassword = useConfirmPassword()
  const { form, handleSubmit } = useApiForm(confirmPasswordInput, {
    defaultValues: { password: '' },
  })
  const submit = handleSubmit(async (values) => {
    await confirmPassword.mutateAsync(values)
    settleConfirmation(true)
  })
  return (
    <Stack component="form" id={FORM_ID} spacing={2} onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('confirm.password')}
        autoComplete="current-password"
        autoFocus
      />
      {canUseCode && (
        <Link component="button" type="button" onClick={onUseCode} sx={{ alignSelf: 'flex-start' }}>
          {t('confirm.useCode')}
        </Link>
      )}
    </Stack>
  )
}

/** A code texted to the account's mobile: send it first, then type it. */
function CodeForm({ codeSent, onSent }: { codeSent: boolean; onSent: () => void }) {
  const { t } = useTranslation('account')
  const confirmOtp = useConfirmOtp()
  const sendConfirmCode = useSendConfirmCode()
  const { form, handleSubmit } = useApiForm(confirmOtpInput, { defaultValues: { code: '' } })
  const submit = handleSubmit(async (values) => {
    await confirmOtp.mutateAsync(values)
    settleConfirmation(true)
  })
  const sendCode = async () => {
    try {
      await sendConfirmCode.mutateAsync()
      onSent()
      toast.success(t('confirm.codeSent'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  return (
    <Stack component="form" id={FORM_ID} spacing={2} onSubmit={submit} noValidate>
      {codeSent ? (
        <FormTextField
          control={form.control}
          name="code"
          label={t('confirm.code')}
          ltr
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          autoFocus
        />
      ) : (
        <Button variant="outlined" onClick={() => void sendCode()}>
          {t('confirm.sendCode')}
        </Button>
      )}
    </Stack>
  )
}

/** Asks for the password (or a code by SMS) before a sensitive action runs again. */
export default function ConfirmIdentityDialog() {
  const { t } = useTranslation('account')
  const status = useQuery(confirmationQuery)
  const submitting = useIsMutating({ mutationKey: CONFIRM_KEY }) > 0
  const methods = status.data?.methods ?? []
  const [method, setMethod] = useState<'password' | 'otp' | null>(null)
  const chosen =
    method ?? (methods.includes('password') ? 'password' : methods.length ? 'otp' : null)
  const [codeSent, setCodeSent] = useState(false)
  return (
    <Dialog
      open
      onClose={() => settleConfirmation(false)}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-identity-title"
    >
      <DialogTitle id="confirm-identity-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('confirm.body')}</DialogContentText>
        {chosen === 'password' && (
          <PasswordForm canUseCode={methods.includes('otp')} onUseCode={() => setMethod('otp')} />
        )}
        {chosen === 'otp' && <CodeForm codeSent={codeSent} onSent={() => setCodeSent(true)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settleConfirmation(false)}>{t('common:actions.cancel')}</Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          disabled={(chosen === 'otp' && !codeSent) || submitting}
        >
          {t('confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
