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
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { settleConfirmation } from '../../../lib/confirm-identity.ts'
import { toast } from '../../../lib/toasts.ts'
import {
  confirmationQuery,
  useConfirmOtp,
  useConfirmPassword,
  useSendConfirmCode,
} from '../api/confirmation.ts'

/** Asks for the password (or a code by SMS) before a sensitive action runs again. */
export default function ConfirmIdentityDialog() {
  const { t } = useTranslation('account')
  const status = useQuery(confirmationQuery)
  const confirmPassword = useConfirmPassword()
  const confirmOtp = useConfirmOtp()
  const sendConfirmCode = useSendConfirmCode()
  const methods = status.data?.methods ?? []
  const [method, setMethod] = useState<'password' | 'otp' | null>(null)
  const chosen =
    method ?? (methods.includes('password') ? 'password' : methods.length ? 'otp' : null)
  const [codeSent, setCodeSent] = useState(false)

  const password = useApiForm(confirmPasswordInput, { defaultValues: { password: '' } })
  const otp = useApiForm(confirmOtpInput, { defaultValues: { code: '' } })

  const submitPassword = password.handleSubmit(async (values) => {
    await confirmPassword.mutateAsync(values)
    settleConfirmation(true)
  })
  const submitOtp = otp.handleSubmit(async (values) => {
    await confirmOtp.mutateAsync(values)
    settleConfirmation(true)
  })
  const sendCode = async () => {
    try {
      await sendConfirmCode.mutateAsync()
      setCodeSent(true)
      toast.success(t('confirm.codeSent'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

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
          <Stack
            component="form"
            id="confirm-identity-form"
            spacing={2}
            onSubmit={submitPassword}
            noValidate
          >
            <FormTextField
              control={password.form.control}
              name="password"
              type="password"
              label={t('confirm.password')}
              autoComplete="current-password"
              autoFocus
            />
            {methods.includes('otp') && (
              <Link
                component="button"
                type="button"
                onClick={() => setMethod('otp')}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('confirm.useCode')}
              </Link>
            )}
          </Stack>
        )}
        {chosen === 'otp' && (
          <Stack
            component="form"
            id="confirm-identity-form"
            spacing={2}
            onSubmit={submitOtp}
            noValidate
          >
            {codeSent ? (
              <FormTextField
                control={otp.form.control}
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settleConfirmation(false)}>{t('common:actions.cancel')}</Button>
        <Button
          type="submit"
          form="confirm-identity-form"
          variant="contained"
          disabled={
            (chosen === 'otp' && !codeSent) ||
            password.form.formState.isSubmitting ||
            otp.form.formState.isSubmitting
          }
        >
          {t('confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
