import { Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '#lib/page-title.ts'
import {
  CodeStep,
  MobileStep,
  PasswordStep,
  ResetStep,
  TwoFactorStep,
} from '../components/sign-in-steps.tsx'
import { SignInReason } from '../components/sign-in-reason.tsx'
import { useSignInFlow, type Step } from '../components/use-sign-in-flow.ts'

const titleOf = (step: Step) =>
  step.name === 'two-factor'
    ? 'twoFactorTitle'
    : step.name === 'reset' || (step.name === 'mobile' && step.mode === 'forgot')
      ? 'forgotTitle'
      : 'title'

/**
 * `/auth/signin`: a texted code (which registers a new mobile), or the password; a forgotten
 * password is reset with a code; an account with two-factor sign-in asks its second factor.
 */
export default function SigninPage() {
  const { t } = useTranslation('auth')
  usePageTitle(t('common:titles.auth-signin'))
  const flow = useSignInFlow()
  const { step } = flow
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800, textAlign: 'center' }}>
        {t(titleOf(step))}
      </Typography>
      {step.name === 'mobile' && step.mode === 'otp' && <SignInReason />}
      {step.name === 'mobile' && step.mode === 'password' && <PasswordStep flow={flow} />}
      {step.name === 'mobile' && step.mode !== 'password' && (
        <MobileStep flow={flow} mode={step.mode} />
      )}
      {step.name === 'code' && <CodeStep key={flow.round} flow={flow} sent={step.sent} />}
      {step.name === 'reset' && <ResetStep key={flow.round} flow={flow} sent={step.sent} />}
      {step.name === 'two-factor' && <TwoFactorStep flow={flow} />}
    </Stack>
  )
}
