import { Alert, Link } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { givingChoices, safeRedirect } from '#lib/paths.ts'

/** Where a guest was going, by the path's first segment, and why that needs an account. */
const REASONS = ['charity', 'contact-us', 'chest', 'subscription', 'profile', 'dashboard'] as const

/** The reason a guest sent here from a page is asked to sign in (`?redirect=`), if any. */
export function reasonOf(redirect: string | null): (typeof REASONS)[number] | 'other' | null {
  if (!redirect) return null
  const first = safeRedirect(redirect).split(/[/?#]/)[1] ?? ''
  return (REASONS as readonly string[]).includes(first)
    ? (first as (typeof REASONS)[number])
    : 'other'
}

/**
 * Says why the page a guest opened needs an account ("to see your gifts, sign in with your
 * mobile"); on the way to the gifts, it adds that giving itself needs none.
 */
export function SignInReason() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const reason = reasonOf(params.get('redirect'))
  if (!reason) return null
  return (
    <Alert severity="info" role="note">
      {t(`reasons.${reason}`)}
      {reason === 'charity' && (
        <>
          {' '}
          <Link component={RouterLink} to={givingChoices} underline="always">
            {t('reasons.giveAsGuest')}
          </Link>
        </>
      )}
    </Alert>
  )
}
