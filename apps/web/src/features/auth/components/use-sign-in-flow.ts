import type { OtpSent } from '@kheyr/contracts/auth'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { safeRedirect } from '#lib/paths.ts'
import { toast } from '#lib/toasts.ts'
import { useForgotPassword, useSendOtp, type SignedIn } from '../api/sign-in.ts'
import { useCountdown } from './use-countdown.ts'

export type MobileMode = 'otp' | 'password' | 'forgot'

export type Step =
  | { name: 'mobile'; mode: MobileMode }
  | { name: 'code'; sent: OtpSent }
  | { name: 'reset'; sent: OtpSent }
  | { name: 'two-factor' }

/**
 * The step the address names: the server's plain form leads to the code's step
 * (`?step=code&mobile=…`, `&new=1` for a mobile with no account yet), the password's and the
 * second factor's, so that each step renders on the server, without script.
 */
export function stepInUrl(params: URLSearchParams): Step {
  const mobile = params.get('mobile')
  const step = params.get('step')
  if (step === 'code' && mobile)
    return {
      name: 'code',
      sent: { mobile, registered: params.get('new') !== '1', expires_in: 0, resend_in: 0 },
    }
  if (step === 'two-factor') return { name: 'two-factor' }
  if (step === 'password') return { name: 'mobile', mode: 'password' }
  return { name: 'mobile', mode: 'otp' }
}

/** The seconds a 429 asks to wait, or 0 for any other failure. */
export const retryAfter = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? Number(error.headers?.get('retry-after') ?? 0)
    : 0

/**
 * Where the sign-in stands: the step shown, the mobile it is for, the wait before another
 * code may be sent, and how a step ends (a code texted; signed in, or a second factor needed).
 */
export function useSignInFlow() {
  const { t } = useTranslation('auth')
  const { digits } = useFormat()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const location = useLocation()
  const [step, setStep] = useState<Step>(() => stepInUrl(params))
  const [mobile, setMobile] = useState(() => params.get('mobile') ?? '')
  // Each code sent starts its step's form afresh.
  const [round, setRound] = useState(0)
  const { remaining, restart } = useCountdown()
  const sendOtp = useSendOtp()
  const forgotPassword = useForgotPassword()

  /** Texts a code to sign in (`otp`) or to reset the password; a 429 starts the wait. */
  const requestCode = async (target: string, mode: 'otp' | 'forgot') => {
    try {
      const send = mode === 'otp' ? sendOtp : forgotPassword
      const sent = await send.mutateAsync({ mobile: target })
      setMobile(sent.mobile)
      restart(sent.resend_in)
      setRound((r) => r + 1)
      setStep(mode === 'otp' ? { name: 'code', sent } : { name: 'reset', sent })
    } catch (error) {
      const wait = retryAfter(error)
      if (wait) restart(wait)
      throw error
    }
  }

  /** Signed in: greet and go where the sign-in was meant to lead; or ask the second factor. */
  const finish = ({ two_factor, registered, user }: SignedIn) => {
    if (two_factor) return setStep({ name: 'two-factor' })
    const name = user?.name ?? ''
    toast.success(registered ? t('welcomeBack', { name }) : t('welcomeNew', { name }))
    navigate(safeRedirect(params.get('redirect')), { replace: true })
  }

  /** Between the code, the password and a forgotten password: the mobile typed comes along. */
  const switchMode = (mode: MobileMode, typed: string) => {
    setMobile(typed)
    setStep({ name: 'mobile', mode })
  }

  return {
    step,
    /**
     * Where the steps' plain forms post: this page with its address, so that a step sent back
     * with a message renders the same step, and the way back is kept.
     */
    action: location.pathname + location.search,
    /** The mobile's step as an address (a link that works without script), the way back kept. */
    mobileStepHref: `${location.pathname}?${new URLSearchParams([
      ...(mobile ? [['mobile', mobile]] : []),
      ...(params.get('redirect') ? [['redirect', params.get('redirect')!]] : []),
    ])}`,
    setStep,
    switchMode,
    mobile,
    setMobile,
    round,
    requestCode,
    finish,
    /** Seconds before another code may be sent, and the same as `m:ss` in the reader's digits. */
    wait: remaining,
    waitText: digits(`${Math.floor(remaining / 60)}:${String(remaining % 60).padStart(2, '0')}`),
  }
}

export type SignInFlow = ReturnType<typeof useSignInFlow>
