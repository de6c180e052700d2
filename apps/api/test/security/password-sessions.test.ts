import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../harness.ts'

/**
 * Issue 9, finding 9: a changed password leaves no one signed in with the old one. The person
 * changing their own keeps the browser they did it in; a password set by staff ends them all.
 */
const ctx = await setupTestApp({}, [], { workers: false })

async function signedInTwice(password: string) {
  const user = await ctx.createUser({ password: await hash(password) })
  const here = ctx.client()
  const there = ctx.client()
  for (const client of [here, there])
    expect((await client.post('/api/auth/login', { mobile: user.mobile, password })).status).toBe(
      200,
    )
  return { user, here, there }
}

describe('changing a password ends the other sessions', () => {
  it('by the user: the other browser is signed out, this one stays', async () => {
    const { here, there, user } = await signedInTwice('old-password-1')
    const res = await here.put('/api/user/password', {
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    })
    expect(res.status).toBe(204)
    expect((await here.get('/api/user')).body.id).toBe(user.id)
    expect((await there.get('/api/user')).status).toBe(401)
  })

  it('by staff: every session of the person ends', async () => {
    const { here, there, user } = await signedInTwice('old-password-2')
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    const res = await admin.put(`/api/dashboard/users/${user.id}`, {
      first_name: 'کاربر',
      last_name: 'آزمایشی',
      mobile: user.mobile,
      password: 'set-by-staff-1',
    })
    expect(res.status).toBe(200)
    expect((await here.get('/api/user')).status).toBe(401)
    expect((await there.get('/api/user')).status).toBe(401)
  })

  it('by staff editing other fields: the sessions stay', async () => {
    const { here, user } = await signedInTwice('old-password-3')
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    await admin.put(`/api/dashboard/users/${user.id}`, {
      first_name: 'نام تازه',
      last_name: 'آزمایشی',
      mobile: user.mobile,
    })
    expect((await here.get('/api/user')).body.first_name).toBe('نام تازه')
  })
})
