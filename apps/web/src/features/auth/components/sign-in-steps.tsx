import {
  loginInput,
  resetPasswordInput,
  sendOtpInput,
  twoFactorChallengeInput,
  verifyOtpInput,
  type OtpSent,
} from '@kheyr/contracts/auth'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeField } from '#components/form/code-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { useLogin, useResetPassword, useTwoFactorChallenge, useVerifyOtp } from '../api/sign-in.ts'
import { ActionLink, CodeSentTo, ResendCode } from './sign-in-links.tsx'
import { retryAfter, type SignInFlow } from './use-sign-in-flow.ts'
import { useWebOtp } from './web-otp.ts'

type StepProps = { flow: SignInFlow }

/** The mobile to text a code to: for signing in, or (`forgot`) for a new password. */
export function MobileStep({ flow, mode }: StepProps & { mode: 'otp' | 'forgot' }) {
  const { t } = useTranslation('auth')
  // Sending a code is a plain form (docs/decisions/033); resetting a password needs the script.
  const posted = usePostedForm()
  const { form, applyErrors, validateLive } = useApiForm(sendOtpInput, {
    defaultValues: { mobile: flow.mobile },
    live: { method: 'POST', path: '/auth/otp/send' },
    posted: mode === 'otp' ? posted : null,
  })
  const submit = form.handleSubmit(({ mobile }) =>
    flow.requestCode(mobile, mode).catch(applyErrors),
  )
  const fields = (
    <>
      <Typography color="text.secondary" variant="body2">
        {mode === 'forgot' ? t('forgotHint') : t('mobileHint')}
      </Typography>
      <FormTextField
        control={form.control}
        name="mobile"
        label={t('mobile')}
        placeholder="09121234567"
        ltr
        autoFocus
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting || flow.wait > 0}
      >
        {flow.wait > 0
          ? t('resendIn', { time: flow.waitText })
          : mode === 'forgot'
            ? t('sendResetCode')
            : t('sendCode')}
      </Button>
      <ActionLink
        switchTo={mode === 'otp' ? 'password' : undefined}
        onClick={() => flow.switchMode('password', form.getValues('mobile'))}
      >
        {mode === 'otp' ? t('usePassword') : t('backToPassword')}
      </ActionLink>
    </>
  )
  if (mode === 'forgot')
    return (
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {fields}
      </Stack>
    )
  return (
    <PageForm
      form={form}
      spacing={2}
      onSubmit={submit}
      validateLive={validateLive}
      action={flow.action}
    >
      <input type="hidden" name="step" value="mobile" />
      {fields}
    </PageForm>
  )
}

/** Mobile and password. */
export function PasswordStep({ flow }: StepProps) {
  const { t } = useTranslation('auth')
  const login = useLogin()
  const posted = usePostedForm()
  const { form, handleSubmit } = useApiForm(loginInput, {
    defaultValues: { mobile: flow.mobile, password: '' },
    posted,
  })
  const submit = handleSubmit(async (values) => {
    flow.setMobile(values.mobile)
    flow.finish(await login.mutateAsync(values))
  })
  return (
    <PageForm form={form} spacing={2} onSubmit={submit} action={flow.action}>
      <input type="hidden" name="step" value="password" />
      <FormTextField
        control={form.control}
        name="mobile"
        label={t('mobile')}
        ltr
        autoFocus
        autoComplete="username"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('signIn')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <ActionLink
          switchTo="code"
          onClick={() => flow.switchMode('otp', form.getValues('mobile'))}
        >
          {t('useCode')}
        </ActionLink>
        <ActionLink onClick={() => flow.switchMode('forgot', form.getValues('mobile'))}>
          {t('forgot')}
        </ActionLink>
      </Stack>
    </PageForm>
  )
}

/** The texted code; a new mobile also gives its name and so registers. */
export function CodeStep({ flow, sent }: StepProps & { sent: OtpSent }) {
  const { t } = useTranslation('auth')
  const verify = useVerifyOtp()
  const posted = usePostedForm()
  const { form, handleSubmit } = useApiForm(verifyOtpInput, {
    defaultValues: { mobile: sent.mobile, code: '', first_name: '', last_name: '' },
    posted,
  })
  // A new mobile gives its name; the server asks for it where the address did not say so.
  const registering = !sent.registered || !!posted?.errors.first_name || !!posted?.errors.last_name
  const submit = handleSubmit(async (values) => flow.finish(await verify.mutateAsync(values)))
  // The phone may offer the code from the text itself (WebOTP); it then goes in at once.
  const fillCode = useCallback(
    (code: string) => {
      form.setValue('code', code)
      void submit()
    },
    [form, submit],
  )
  useWebOtp(true, fillCode)
  return (
    <PageForm form={form} spacing={2} onSubmit={submit} action={flow.action}>
      <input type="hidden" name="step" value="code" />
      <input type="hidden" name="mobile" value={sent.mobile} />
      <CodeSentTo flow={flow} mode="otp" />
      {registering && <Alert severity="info">{t('newAccount')}</Alert>}
      <CodeField control={form.control} name="code" label={t('code')} length={5} />
      {registering && (
        <>
          <FormTextField
            control={form.control}
            name="first_name"
            freeText
            label={t('firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            control={form.control}
            name="last_name"
            freeText
            label={t('lastName')}
            autoComplete="family-name"
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {registering ? t('register') : t('signIn')}
      </Button>
      <ResendCode flow={flow} mode="otp" />
    </PageForm>
  )
}

/** The texted code and the new password (twice). */
export function ResetStep({ flow, sent }: StepProps & { sent: OtpSent }) {
  const { t } = useTranslation('auth')
  const reset = useResetPassword()
  const { form, handleSubmit } = useApiForm(resetPasswordInput, {
    defaultValues: { mobile: sent.mobile, code: '', password: '', password_confirmation: '' },
  })
  const submit = handleSubmit(async (values) => flow.finish(await reset.mutateAsync(values)))
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <CodeSentTo flow={flow} mode="forgot" />
      <CodeField control={form.control} name="code" label={t('code')} length={5} />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="password_confirmation"
        type="password"
        label={t('newPasswordAgain')}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('savePassword')}
      </Button>
      <ResendCode flow={flow} mode="forgot" />
    </Stack>
  )
}

/** The authenticator's code, or one of the recovery codes. */
export function TwoFactorStep({ flow }: StepProps) {
  const { t } = useTranslation('auth')
  const challenge = useTwoFactorChallenge()
  const [useRecovery, setUseRecovery] = useState(false)
  // The server's lockout message after too many wrong codes (it says when to come back).
  const [lock, setLock] = useState<string | null>(null)
  const posted = usePostedForm()
  const { form, applyErrors } = useApiForm(twoFactorChallengeInput, {
    defaultValues: { code: '', recovery_code: '' },
    posted,
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      flow.finish(await challenge.mutateAsync(values))
    } catch (error) {
      if (retryAfter(error)) setLock((error as Error).message)
      else applyErrors(error)
    }
  })
  return (
    <PageForm form={form} spacing={2} onSubmit={submit} action={flow.action}>
      <input type="hidden" name="step" value="two-factor" />
      {lock ? (
        <Alert severity="error" role="alert">
          {lock}
        </Alert>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {useRecovery ? t('recoveryHint') : t('twoFactorHint')}
        </Typography>
      )}
      {useRecovery ? (
        <FormTextField
          key="recovery"
          control={form.control}
          name="recovery_code"
          label={t('recoveryCode')}
          ltr
          autoFocus
          autoComplete="off"
        />
      ) : (
        <CodeField
          key="totp"
          control={form.control}
          name="code"
          label={t('twoFactorCode')}
          length={6}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting || lock !== null}
      >
        {t('signIn')}
      </Button>
      <ActionLink
        onClick={() => {
          form.reset({ code: '', recovery_code: '' })
          setUseRecovery(!useRecovery)
        }}
      >
        {useRecovery ? t('useAuthenticator') : t('useRecovery')}
      </ActionLink>
    </PageForm>
  )
}
