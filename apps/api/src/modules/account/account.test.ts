import { hash } from '@node-rs/argon2'
import { and, desc, eq, sql } from 'drizzle-orm'
import { generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'
import { registeredRoutes, setupTestApp, uniqueMobile } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { sessions } from '../users/users.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const LOCKED = 'برای ادامه، لطفاً دوباره هویت خود را تأیید کنید.'

/** Signed in with the password just now, so sensitive actions are open for 15 minutes. */
async function freshlySignedIn(password = 'account-pass-1') {
  const user = await ctx.createUser({ password: await hash(password) })
  const client = ctx.client()
  const res = await client.post('/api/auth/login', { mobile: user.mobile, password })
  expect(res.status).toBe(200)
  return { client, user, password }
}

/** A session that has not confirmed anything (an old sign-in, as far as the server knows). */
async function staleSession() {
  const user = await ctx.createUser({ password: await hash('account-pass-1') })
  const client = ctx.client()
  await ctx.actingAs(client, user)
  return { client, user }
}

const login = (mobile: string, password: string) =>
  ctx.client().post('/api/auth/login', { mobile, password })

describe('every account route', () => {
  it('answers 401 to a guest', async () => {
    const account = registeredRoutes(ctx.app).filter((r) => r.url.startsWith('/api/user'))
    expect(account.length).toBeGreaterThan(15)
    const guest = ctx.client()
    for (const { method, url } of account) {
      const path = url.replace(/:\w+/g, '0123456789abcdef')
      const res = await guest.request(method, path, method === 'GET' ? undefined : {})
      expect(res.status, `${method} ${url}`).toBe(401)
    }
  })
})

describe('changing the password', () => {
  it('answers 423 until the identity is confirmed again', async () => {
    const { client, user } = await staleSession()
    const res = await client.put('/api/user/password', {
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    })
    expect(res.status).toBe(423)
    expect(res.body.message).toBe(LOCKED)
    expect((await login(user.mobile, 'brand-new-pass')).status).toBe(422)
  })

  it('refuses a short password and a confirmation that differs, in Persian', async () => {
    const { client } = await freshlySignedIn()
    const short = await client.put('/api/user/password', {
      password: 'short',
      password_confirmation: 'short',
    })
    expect(short.status).toBe(422)
    expect(short.body.errors).toEqual({ password: ['رمز عبور باید دست‌کم ۸ نویسه باشد.'] })
    const differs = await client.put('/api/user/password', {
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pasS',
    })
    expect(differs.body.errors).toEqual({
      password_confirmation: ['تکرار رمز عبور با رمز عبور یکسان نیست.'],
    })
  })

  it('signs in with the new password only, and records the change', async () => {
    const { client, user, password } = await freshlySignedIn()
    const res = await client.put('/api/user/password', {
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    })
    expect(res.status).toBe(204)
    expect((await login(user.mobile, password)).status).toBe(422)
    expect((await login(user.mobile, 'brand-new-pass')).status).toBe(200)
    const [row] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'users'), eq(auditLogs.recordId, String(user.id))))
      .orderBy(desc(auditLogs.id))
      .limit(1)
    expect(row).toMatchObject({ action: 'password.changed', userId: user.id })
    // The hash never reaches the audit log.
    expect(JSON.stringify(row)).not.toContain('argon2')
  })
})

describe('confirming who one is by a code', () => {
  it('texts a confirmation code, not a sign-in code', async () => {
    const { client, user } = await staleSession()
    expect((await client.post('/api/user/confirm-otp/send')).status).toBe(200)
    const sms = await ctx.lastSms(user.mobile)
    expect(sms!.text).toMatch(/^کد تأیید شما در خیر: /)
    expect(sms!.text).not.toContain('کد ورود')
  })
})

describe('changing the mobile', () => {
  it('answers 423 without a fresh confirmation and sends nothing', async () => {
    const { client } = await staleSession()
    const next = uniqueMobile()
    expect((await client.post('/api/user/mobile/send', { mobile: next })).status).toBe(423)
    expect(await ctx.lastSms(next)).toBeNull()
  })

  it('refuses the current mobile and a wrong code, in Persian', async () => {
    const { client, user } = await freshlySignedIn()
    const same = await client.post('/api/user/mobile/send', { mobile: user.mobile })
    expect(same.status).toBe(422)
    expect(same.body.errors).toEqual({ mobile: ['این شماره همان شمارهٔ فعلی شماست.'] })
    const next = uniqueMobile()
    expect((await client.post('/api/user/mobile/send', { mobile: next })).status).toBe(200)
    const code = (await ctx.lastSms(next))!.code!
    const wrong = await client.put('/api/user/mobile', {
      mobile: next,
      code: code === '00000' ? '11111' : '00000',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ code: ['کد واردشده درست نیست.'] })
    expect((await client.get('/api/user')).body.mobile).toBe(user.mobile)
  })
})

describe('two-factor settings', () => {
  async function withTwoFactor() {
    const signed = await freshlySignedIn()
    const setup = await signed.client.post('/api/user/two-factor')
    const secret = setup.body.data.secret as string
    const confirm = await signed.client.post('/api/user/two-factor/confirm', {
      code: generateSync({ secret }),
    })
    expect(confirm.status).toBe(200)
    return { ...signed, secret, recovery: confirm.body.data.recovery_codes as string[] }
  }

  it('shows a started setup again, and nothing when none is pending', async () => {
    const { client } = await freshlySignedIn()
    expect((await client.get('/api/user/two-factor')).status).toBe(404)
    const started = await client.post('/api/user/two-factor')
    const again = await client.get('/api/user/two-factor')
    expect(again.status).toBe(200)
    expect(again.body.data.secret).toBe(started.body.data.secret)
    const wrong = await client.post('/api/user/two-factor/confirm', { code: '12' })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(['code'])
  })

  it('refuses new recovery codes while two-factor is off', async () => {
    const { client } = await freshlySignedIn()
    expect((await client.post('/api/user/two-factor/recovery-codes')).status).toBe(409)
  })

  it('replaces the recovery codes: the old ones stop working', async () => {
    const { client, user, password, recovery } = await withTwoFactor()
    const fresh = await client.post('/api/user/two-factor/recovery-codes')
    expect(fresh.status).toBe(200)
    const codes = fresh.body.data.recovery_codes as string[]
    expect(codes).toHaveLength(8)
    expect(codes.filter((c) => recovery.includes(c))).toEqual([])

    const old = ctx.client()
    await old.post('/api/auth/login', { mobile: user.mobile, password })
    const refused = await old.post('/api/auth/two-factor-challenge', { recovery_code: recovery[0] })
    expect(refused.status).toBe(422)
    const accepted = await old.post('/api/auth/two-factor-challenge', { recovery_code: codes[0] })
    expect(accepted.status).toBe(200)
  })

  it('turns off only after a fresh confirmation, and sign-in stops asking for a code', async () => {
    const { client, user, password } = await withTwoFactor()
    // Pretend the confirmation is older than 15 minutes.
    await ctx.db.execute(
      sql`update ${sessions} set data = data - 'confirmedAt' where user_id = ${user.id}`,
    )
    const locked = await client.delete('/api/user/two-factor')
    expect(locked.status).toBe(423)
    expect((await client.get('/api/user')).body.two_factor).toBe('enabled')
    expect((await client.post('/api/user/confirm-password', { password })).status).toBe(204)
    expect((await client.delete('/api/user/two-factor')).status).toBe(204)
    expect((await client.get('/api/user')).body.two_factor).toBe('disabled')
    const next = await login(user.mobile, password)
    expect(next.body.data.two_factor).toBe(false)
  })
})
