import { Box, Link, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import type { SignInFlow } from './use-sign-in-flow.ts'

/**
 * A link-looking button that moves between the sign-in steps. Given `switchTo`, it also sends the
 * step's plain form asking the server for that step (`switch`), so that it works without script
 * and what was typed (the mobile) comes along.
 */
export function ActionLink({
  onClick,
  switchTo,
  children,
}: {
  onClick: () => void
  switchTo?: 'password' | 'code'
  children: ReactNode
}) {
  if (switchTo)
    return (
      <Link
        component="button"
        type="submit"
        name="switch"
        value={switchTo}
        formNoValidate
        onClick={(event) => {
          event.preventDefault()
          onClick()
        }}
      >
        {children}
      </Link>
    )
  return (
    <Link component="button" type="button" onClick={onClick}>
      {children}
    </Link>
  )
}

/** "We texted a code to …", with the way back to change the mobile. */
export function CodeSentTo({ flow, mode }: { flow: SignInFlow; mode: 'otp' | 'forgot' }) {
  const { t } = useTranslation('auth')
  const { digits } = useFormat()
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans
        t={t}
        i18nKey="codeSentTo"
        values={{ mobile: digits(flow.mobile) }}
        components={{ mobile: <Ltr sx={{ fontWeight: 700 }} /> }}
      />{' '}
      {mode === 'otp' ? (
        // A link to the mobile's step, which works without script too.
        <Link
          href={flow.mobileStepHref}
          onClick={(event) => {
            event.preventDefault()
            flow.setStep({ name: 'mobile', mode })
          }}
        >
          {t('editMobile')}
        </Link>
      ) : (
        <ActionLink onClick={() => flow.setStep({ name: 'mobile', mode })}>
          {t('editMobile')}
        </ActionLink>
      )}
    </Typography>
  )
}

/** The wait before another code, then the link that sends one. */
export function ResendCode({ flow, mode }: { flow: SignInFlow; mode: 'otp' | 'forgot' }) {
  const { t } = useTranslation('auth')
  const resend = () =>
    flow
      .requestCode(flow.mobile, mode)
      .catch((error: unknown) => toast.error(messageOf(error, t('common:errors.unexpected'))))
  return (
    <Box sx={{ textAlign: 'center' }}>
      {flow.wait > 0 ? (
        <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
          {t('resendIn', { time: flow.waitText })}
        </Typography>
      ) : (
        // Without script, it sends the code's form asking for another code.
        <Link
          component="button"
          type="submit"
          name="resend"
          value="1"
          formNoValidate
          onClick={(event) => {
            event.preventDefault()
            void resend()
          }}
        >
          {t('resend')}
        </Link>
      )}
    </Box>
  )
}
