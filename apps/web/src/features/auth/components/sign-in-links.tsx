import { Box, Link, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import type { SignInFlow } from './use-sign-in-flow.ts'

/**
 * A link-looking button that moves between the sign-in steps; given `href` (the step's address),
 * a link that leads there without script.
 */
export function ActionLink({
  onClick,
  href,
  children,
}: {
  onClick: () => void
  href?: string
  children: ReactNode
}) {
  if (href)
    return (
      <Link
        href={href}
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
      <ActionLink
        href={mode === 'otp' ? flow.stepHref('mobile') : undefined}
        onClick={() => flow.setStep({ name: 'mobile', mode })}
      >
        {t('editMobile')}
      </ActionLink>
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
