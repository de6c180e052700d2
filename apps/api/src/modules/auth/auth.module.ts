import type { OtpSent, SignInResult } from '@kheyr/contracts/auth'
import { isWayBack } from '@kheyr/contracts/links'
import { defineModule } from '../../lib/module.ts'
import type { FormSubmission } from '../../plugins/web-forms.ts'
import { authRoutes } from './auth.routes.ts'

const SIGN_IN_PAGE = '/auth/signin'

/**
 * Signing in and out: codes by SMS, passwords, the two-factor challenge, password reset, and
 * `GET /api/user`. Modules that need it add their sign-in work to `app.signInHooks`.
 */
export const authModule = defineModule({
  name: 'auth',
  needs: ['users', 'otp', 'rate-limits', 'notifications'],
  register: async (app) => {
    app.decorate('signInHooks', [])
    await app.register(authRoutes)
    // Sign-in as plain forms, before the page's script or without it: a mobile sends a code and
    // leads to the code's step; the code (or a password, then a second factor if the account has
    // one) signs in, its session cookie reaching the browser with the 303 back where the sign-in
    // was asked for.
    app.formPage(SIGN_IN_PAGE, signInForm)
  },
})

async function signInForm(form: FormSubmission) {
  const { fields } = form
  const query = form.request.query as Record<string, unknown>
  const back =
    typeof query.redirect === 'string' && isWayBack(query.redirect) ? query.redirect : null
  const step = (name: string | null, extra: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...(name ? { step: name } : {}), ...extra })
    if (back) search.set('redirect', back)
    return { redirect: search.size ? `${SIGN_IN_PAGE}?${search}` : SIGN_IN_PAGE }
  }
  const typed: Record<string, string> = fields.mobile ? { mobile: fields.mobile } : {}

  // Between a code and the password: the mobile typed comes along, unchecked until it is used.
  if (fields.switch === 'password') return step('password', typed)
  if (fields.switch === 'code') return step(null, typed)

  if (fields.step === 'two-factor') {
    await form.call('POST', '/api/auth/two-factor-challenge', {
      code: fields.code || undefined,
      recovery_code: fields.recovery_code || undefined,
    })
    return { redirect: back ?? '/' }
  }
  if (fields.step === 'password') {
    const { data } = await form.call<{ data: SignInResult }>('POST', '/api/auth/login', {
      mobile: fields.mobile ?? '',
      password: fields.password ?? '',
    })
    return data.two_factor ? step('two-factor') : { redirect: back ?? '/' }
  }
  if (fields.step === 'code' && !fields.resend) {
    const { data } = await form.call<{ data: SignInResult }>('POST', '/api/auth/otp/verify', {
      mobile: fields.mobile ?? '',
      code: fields.code ?? '',
      first_name: fields.first_name || undefined,
      last_name: fields.last_name || undefined,
    })
    return data.two_factor ? step('two-factor') : { redirect: back ?? '/' }
  }
  const { data } = await form.call<{ data: OtpSent }>('POST', '/api/auth/otp/send', {
    mobile: fields.mobile ?? '',
  })
  return step('code', { mobile: data.mobile, ...(data.registered ? {} : { new: '1' }) })
}
