import {
  loginInput,
  resetPasswordInput,
  sendOtpInput,
  twoFactorChallengeInput,
  verifyOtpInput,
  type OtpSent,
  type SignInResult,
} from '@kheyr/contracts/auth'
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { usePageTitle } from '../../../lib/page-title.ts'
import { safeRedirect } from '../../../lib/paths.ts'
import { CodeField } from '../../../components/form/code-field.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { applyServerErrors, useApiForm } from '../../../components/form/use-api-form.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { getUser } from '../../../lib/session/user.ts'
import { forgotPassword } from '../api/forgot-password.ts'
import { login } from '../api/login.ts'
import { resetPassword } from '../api/reset-password.ts'
import { sendOtp } from '../api/send-otp.ts'
import { twoFactorChallenge } from '../api/two-factor-challenge.ts'
import { verifyOtp } from '../api/verify-otp.ts'
import { useCountdown } from '../components/use-countdown.ts'
import { useWebOtp } from '../components/web-otp.ts'

type Step =
  | { name: 'mobile'; mode: 'otp' | 'password' | 'forgot' }
  | { name: 'code'; sent: OtpSent }
  | { name: 'reset'; sent: OtpSent }
  | { name: 'two-factor' }

const retryAfter = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? Number(error.headers?.get('retry-after') ?? 0)
    : 0

export default function SigninPage() {
  const { t } = useTranslation('auth')
  const { digits } = useFormat()
  usePageTitle(t('common:titles.auth-signin'))
  const [step, setStep] = useState<Step>({ name: 'mobile', mode: 'otp' })
  const [mobile, setMobile] = useState('')
  const { remaining, restart } = useCountdown()
  const countdown = digits(
    `${Math.floor(remaining / 60)}:${String(remaining % 60).padStart(2, '0')}`,
  )
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()

  const finish = async (result: SignInResult) => {
    if (result.two_factor) {
      setStep({ name: 'two-factor' })
      return
    }
    const user = await getUser()
    queryClient.setQueryData(['user'], user)
    toast.success(
      result.registered
        ? t('welcomeBack', { name: user?.name ?? '' })
        : t('welcomeNew', { name: user?.name ?? '' }),
    )
    navigate(safeRedirect(params.get('redirect')), { replace: true })
  }

  const mobileForm = useApiForm(sendOtpInput, {
    defaultValues: { mobile },
    live: { method: 'POST', path: '/auth/otp/send' },
  })
  const passwordForm = useApiForm(loginInput, { defaultValues: { mobile, password: '' } })
  const codeForm = useApiForm(verifyOtpInput, {
    defaultValues: { mobile, code: '', first_name: '', last_name: '' },
  })
  const resetForm = useApiForm(resetPasswordInput, {
    defaultValues: { mobile, code: '', password: '', password_confirmation: '' },
  })
  const twoFactorForm = useApiForm(twoFactorChallengeInput, {
    defaultValues: { code: '', recovery_code: '' },
  })
  const [useRecovery, setUseRecovery] = useState(false)

  const requestCode = async (target: string, mode: 'otp' | 'forgot') => {
    try {
      const sent =
        mode === 'otp'
          ? await sendOtp({ mobile: target })
          : await forgotPassword({ mobile: target })
      setMobile(sent.mobile)
      restart(sent.resend_in)
      codeForm.form.reset({ mobile: sent.mobile, code: '', first_name: '', last_name: '' })
      resetForm.form.reset({
        mobile: sent.mobile,
        code: '',
        password: '',
        password_confirmation: '',
      })
      setStep(mode === 'otp' ? { name: 'code', sent } : { name: 'reset', sent })
      return true
    } catch (error) {
      const wait = retryAfter(error)
      if (wait) restart(wait)
      applyServerErrors(mobileForm.form as never, error)
      return false
    }
  }

  const onMobile = mobileForm.form.handleSubmit(async ({ mobile: value }) => {
    if (step.name !== 'mobile') return
    await requestCode(value, step.mode === 'forgot' ? 'forgot' : 'otp')
  })
  const onPassword = passwordForm.handleSubmit(async (values) => {
    setMobile(values.mobile)
    await finish(await login(values))
  })
  const onCode = codeForm.handleSubmit(async (values) => {
    await finish(await verifyOtp(values))
  })
  const onReset = resetForm.handleSubmit(async (values) => {
    await finish(await resetPassword(values))
  })
  const onTwoFactor = twoFactorForm.handleSubmit(async (values) => {
    await finish(await twoFactorChallenge(values))
  })

  const fillCode = useCallback(
    (code: string) => {
      codeForm.form.setValue('code', code)
      void onCode()
    },
    [codeForm.form, onCode],
  )
  useWebOtp(step.name === 'code', fillCode)

  const resend = (
    <Box sx={{ textAlign: 'center' }}>
      {remaining > 0 ? (
        <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
          {t('resendIn', { time: countdown })}
        </Typography>
      ) : (
        <ActionLink
          onClick={() => void requestCode(mobile, step.name === 'reset' ? 'forgot' : 'otp')}
        >
          {t('resend')}
        </ActionLink>
      )}
    </Box>
  )
  const changeMobile = (
    <Typography variant="body2" color="text.secondary">
      <Trans
        t={t}
        i18nKey="codeSentTo"
        values={{ mobile: digits(mobile) }}
        components={{ mobile: <Box component="bdi" dir="ltr" sx={{ fontWeight: 700 }} /> }}
      />{' '}
      <ActionLink
        onClick={() => setStep({ name: 'mobile', mode: step.name === 'reset' ? 'forgot' : 'otp' })}
      >
        {t('editMobile')}
      </ActionLink>
    </Typography>
  )

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800, textAlign: 'center' }}>
        {step.name === 'two-factor'
          ? t('twoFactorTitle')
          : step.name === 'reset' || (step.name === 'mobile' && step.mode === 'forgot')
            ? t('forgotTitle')
            : t('title')}
      </Typography>

      {step.name === 'mobile' && step.mode !== 'password' && (
        <Stack component="form" spacing={2} onSubmit={onMobile} noValidate>
          <Typography color="text.secondary" variant="body2">
            {step.mode === 'forgot' ? t('forgotHint') : t('mobileHint')}
          </Typography>
          <FormTextField
            control={mobileForm.form.control}
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
            disabled={mobileForm.form.formState.isSubmitting || remaining > 0}
          >
            {remaining > 0
              ? t('resendIn', { time: countdown })
              : step.mode === 'forgot'
                ? t('sendResetCode')
                : t('sendCode')}
          </Button>
          <ActionLink onClick={() => setStep({ name: 'mobile', mode: 'password' })}>
            {step.mode === 'otp' ? t('usePassword') : t('backToPassword')}
          </ActionLink>
        </Stack>
      )}

      {step.name === 'mobile' && step.mode === 'password' && (
        <Stack component="form" spacing={2} onSubmit={onPassword} noValidate>
          <FormTextField
            control={passwordForm.form.control}
            name="mobile"
            label={t('mobile')}
            ltr
            autoFocus
            autoComplete="username"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <FormTextField
            control={passwordForm.form.control}
            name="password"
            type="password"
            label={t('password')}
            autoComplete="current-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={passwordForm.form.formState.isSubmitting}
          >
            {t('signIn')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <ActionLink onClick={() => setStep({ name: 'mobile', mode: 'otp' })}>
              {t('useCode')}
            </ActionLink>
            <ActionLink onClick={() => setStep({ name: 'mobile', mode: 'forgot' })}>
              {t('forgot')}
            </ActionLink>
          </Stack>
        </Stack>
      )}

      {step.name === 'code' && (
        <Stack component="form" spacing={2} onSubmit={onCode} noValidate>
          {changeMobile}
          {!step.sent.registered && <Alert severity="info">{t('newAccount')}</Alert>}
          <CodeField control={codeForm.form.control} name="code" label={t('code')} length={5} />
          {!step.sent.registered && (
            <>
              <FormTextField
                control={codeForm.form.control}
                name="first_name"
                label={t('firstName')}
                autoComplete="given-name"
              />
              <FormTextField
                control={codeForm.form.control}
                name="last_name"
                label={t('lastName')}
                autoComplete="family-name"
              />
            </>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={codeForm.form.formState.isSubmitting}
          >
            {step.sent.registered ? t('signIn') : t('register')}
          </Button>
          {resend}
        </Stack>
      )}

      {step.name === 'reset' && (
        <Stack component="form" spacing={2} onSubmit={onReset} noValidate>
          {changeMobile}
          <CodeField control={resetForm.form.control} name="code" label={t('code')} length={5} />
          <FormTextField
            control={resetForm.form.control}
            name="password"
            type="password"
            label={t('newPassword')}
            autoComplete="new-password"
          />
          <FormTextField
            control={resetForm.form.control}
            name="password_confirmation"
            type="password"
            label={t('newPasswordAgain')}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={resetForm.form.formState.isSubmitting}
          >
            {t('savePassword')}
          </Button>
          {resend}
        </Stack>
      )}

      {step.name === 'two-factor' && (
        <Stack component="form" spacing={2} onSubmit={onTwoFactor} noValidate>
          <Typography color="text.secondary" variant="body2">
            {useRecovery ? t('recoveryHint') : t('twoFactorHint')}
          </Typography>
          {useRecovery ? (
            <FormTextField
              key="recovery"
              control={twoFactorForm.form.control}
              name="recovery_code"
              label={t('recoveryCode')}
              ltr
              autoFocus
              autoComplete="off"
            />
          ) : (
            <CodeField
              key="totp"
              control={twoFactorForm.form.control}
              name="code"
              label={t('twoFactorCode')}
              length={6}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={twoFactorForm.form.formState.isSubmitting}
          >
            {t('signIn')}
          </Button>
          <ActionLink
            onClick={() => {
              twoFactorForm.form.reset({ code: '', recovery_code: '' })
              setUseRecovery(!useRecovery)
            }}
          >
            {useRecovery ? t('useAuthenticator') : t('useRecovery')}
          </ActionLink>
        </Stack>
      )}
    </Stack>
  )
}

/** A link-looking button that moves between the sign-in steps. */
function ActionLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Link component="button" type="button" onClick={onClick}>
      {children}
    </Link>
  )
}
