import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile } from '../../../test/harness.ts'
import { testingModule } from './testing.module.ts'

const withShortcut = await setupTestApp({ E2E_TESTING: '1' }, [], { workers: false })
const without = await setupTestApp({}, [], { workers: false })

describe('testing sign-in shortcut', () => {
  it('does not exist unless the browser tests ask for it', async () => {
    const res = await without.client().post('/api/testing/session', { mobile: uniqueMobile() })
    expect(res.status).toBe(404)
  })

  it('refuses to be registered without E2E_TESTING, whoever registers it', async () => {
    expect(testingModule.enabled(without.config)).toBe(false)
    const app = Fastify({ logger: false })
    app.decorate('config', without.config)
    // The modules it needs are there: only the missing E2E_TESTING stops it.
    for (const name of ['auth', 'users']) await app.register(fp(async () => {}, { name }))
    await expect(app.register(testingModule.plugin).ready()).rejects.toThrow(/E2E_TESTING/)
    await app.close()
  })

  it('signs a new mobile in, registering it, and the session is a real one', async () => {
    const client = withShortcut.client()
    const mobile = uniqueMobile()
    const res = await client.post('/api/testing/session', {
      mobile,
      first_name: 'مریم',
      last_name: 'احمدی',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ mobile, name: 'مریم احمدی' })
    const me = await client.get('/api/user')
    expect(me.status).toBe(200)
    expect(me.body.mobile).toBe(mobile)
  })

  it('signs an existing account in as itself, roles and all', async () => {
    const admin = await withShortcut.createUser({}, ['super-admin'])
    const client = withShortcut.client()
    const res = await client.post('/api/testing/session', { mobile: admin.mobile })
    expect(res.body).toMatchObject({ id: admin.id, panel_access: true })
    expect((await client.get('/api/dashboard/users')).status).toBe(200)
  })

  it('still wants the CSRF token and a valid mobile', async () => {
    const client = withShortcut.client()
    const noToken = await client.post(
      '/api/testing/session',
      { mobile: uniqueMobile() },
      { csrf: false },
    )
    expect(noToken.status).toBe(419)
    const bad = await client.post('/api/testing/session', { mobile: '123' })
    expect(bad.status).toBe(422)
  })
})
