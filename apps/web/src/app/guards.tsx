import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { paths, safeRedirect } from '#lib/paths.ts'
import { Redirect } from '#lib/redirect.tsx'
import { mayOpenPanelPage, useRouteMeta, type Access } from '#lib/route-meta.ts'
import { useUser } from '#lib/session/user.ts'

/**
 * Guest-only pages send a signed-in user home; login-required pages send a guest to sign in and
 * back; dashboard pages also need panel access and the page's permission, else the 403 screen.
 * The server checks every call again: this only spares people screens they cannot use.
 */
export function AccessGuard({ access }: { access: Access }) {
  const { t } = useTranslation()
  const user = useUser()
  const location = useLocation()
  const meta = useRouteMeta()
  const [params] = useSearchParams()

  if (access === 'public') return <Outlet />
  // A signed-in visitor on a guest page (just signed in) goes where the sign-in was meant to lead.
  if (access === 'guest')
    return user ? <Redirect to={safeRedirect(params.get('redirect'))} /> : <Outlet />
  if (!user) {
    const back = location.pathname + location.search + location.hash
    return <Navigate to={paths.signin(back)} replace />
  }
  if (access === 'auth') return <Outlet />

  if (mayOpenPanelPage(meta, user)) return <Outlet />
  // A donor who followed a link into the staff panel is shown the way to their own pages.
  if (!user.panel_access)
    return (
      <ErrorScreen
        status={403}
        hint={t('errorScreen.staffOnly')}
        home={{ to: paths.profile, label: t('errorScreen.myAccount') }}
      />
    )
  return <ErrorScreen status={403} />
}
