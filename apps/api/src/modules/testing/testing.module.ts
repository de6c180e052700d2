import { identity, mobileField, optionalText } from '@kheyr/contracts'
import { z } from 'zod'
import { defineModule } from '../../lib/module.ts'
import { signIn } from '../auth/auth.service.ts'
import { findUserByMobile, identityOf, insertUser } from '../users/users.service.ts'

const sessionInput = z.object({
  mobile: mobileField(),
  /** For a mobile that has no account yet. */
  first_name: optionalText(100),
  last_name: optionalText(100),
})

/**
 * Browser tests only: `POST /api/testing/session {mobile}` signs that mobile in (registering it
 * when new) without a code or password, so specs start signed in instead of walking through the
 * sign-in page each time. It is enabled only when E2E_TESTING is set, which only the browser
 * tests' server does; the module refuses to exist otherwise, whatever registers it.
 */
export const testingModule = defineModule({
  name: 'testing',
  needs: ['auth', 'users'],
  enabled: (config) => config.e2eTesting,
  register: async (app) => {
    if (!app.config.e2eTesting)
      throw new Error(
        'The testing sign-in route is for browser tests only; it needs E2E_TESTING=1 and must never run on a real server.',
      )
    app.log.warn('E2E_TESTING is on: POST /api/testing/session signs anyone in without a code.')

    app.post(
      '/api/testing/session',
      {
        schema: {
          tags: ['testing'],
          summary: 'Browser tests only: signs a mobile in without a code',
          body: sessionInput,
          response: { 200: identity },
        },
      },
      async (request) => {
        const { mobile, first_name, last_name } = request.body
        const user =
          (await findUserByMobile(app.db, mobile)) ??
          (await insertUser(app.db, {
            mobile,
            firstName: first_name,
            lastName: last_name,
            mobileVerifiedAt: new Date(),
          }))
        await signIn(app, request, user)
        return (await identityOf(request))!
      },
    )
  },
})
