import { hash } from '@node-rs/argon2'
import { desc, eq, sql } from 'drizzle-orm'
import { generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { otpCodes } from '../otp/otp.tables.ts'
import { sessions } from '../users/users.tables.ts'
import { smsMessages } from '../sms/sms.tables.ts'
import { users } from '../users/users.tables.ts'

const ctx = await setupTestApp()

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)

async function sendCode(client: TestClient, mobile: string) {
  const res = await client.post('/api/auth/otp/send', { mobile })
  expect(res.status).toBe(200)
  return (await ctx.lastSms(mobile))!.code!
}

async function signUp(client: TestClient, mobile = uniqueMobile()) {
  const code = await sendCode(client, mobile)
  const res = await client.post('/api/auth/otp/verify', {
    mobile,
    code,
    first_name: 'مریم',
    last_name: 'احمدی',
  })
  expect(res.status).toBe(200)
  return mobile
}

/** Pretends the last confirmation happened long ago, so sensitive actions ask again. */
async function expireConfirmation() {
  await ctx.db.execute(sql`update ${sessions} set data = data - 'confirmedAt'`)
}

describe('one-time password sign-in', () => {
  it('sends a 5-digit code and says whether the mobile is registered', async () => {
    const mobile = uniqueMobile()
    const res = await ctx.client().post('/api/auth/otp/send', { mobile })
    expect(res.body.data).toEqual({ mobile, registered: false, expires_in: 120, resend_in: 60 })
    const sms = await ctx.lastSms(mobile)
    expect(sms!.code).toMatch(/^\d{5}$/)
    expect(sms!.text).toContain('کد ورود شما به خیر')
    const [row] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))
    expect(row!.codeHash).not.toContain(sms!.code!)
  })

  it('accepts the mobile in Persian digits and +98 form', async () => {
    const mobile = uniqueMobile()
    const res = await ctx
      .client()
      .post('/api/auth/otp/send', { mobile: toPersian(`+98${mobile.slice(1)}`) })
    expect(res.status).toBe(200)
    expect(res.body.data.mobile).toBe(mobile)
  })

  it('refuses a bad mobile with the Persian message', async () => {
    const res = await ctx.client().post('/api/auth/otp/send', { mobile: '0912' })
    expect(res.status).toBe(422)
    expect(res.body.errors.mobile).toEqual(['شمارهٔ موبایل معتبر نیست.'])
  })

  it('sends nothing for a precognitive request', async () => {
    const mobile = uniqueMobile()
    const res = await ctx
      .client()
      .post('/api/auth/otp/send', { mobile }, { headers: { precognition: 'true' } })
    expect(res.status).toBe(204)
    expect(await ctx.lastSms(mobile)).toBeNull()
    const codes = await ctx.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))
    expect(codes).toHaveLength(0)
  })

  it('refuses a resend within 60 seconds with Retry-After', async () => {
    const mobile = uniqueMobile()
    const client = ctx.client()
    await client.post('/api/auth/otp/send', { mobile })
    const res = await client.post('/api/auth/otp/send', { mobile })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(50)
  })

  it('registers a new mobile with its name and signs it in', async () => {
    const client = ctx.client()
    const mobile = uniqueMobile()
    const code = await sendCode(client, mobile)
    const missing = await client.post('/api/auth/otp/verify', { mobile, code })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors).sort()).toEqual(['first_name', 'last_name'])
    const res = await client.post('/api/auth/otp/verify', {
      mobile,
      code: toPersian(code),
      first_name: 'علی',
      last_name: 'رضایی',
    })
    expect(res.body.data).toEqual({ two_factor: false, registered: false })
    const me = await client.get('/api/user')
    expect(me.body).toMatchObject({ name: 'علی رضایی', mobile, panel_access: false })
  })

  it('signs a known mobile in without asking its name', async () => {
    const client = ctx.client()
    const mobile = await signUp(client)
    await client.post('/api/logout')
    await ctx.db.execute(
      sql`update ${otpCodes} set created_at = now() - interval '2 minutes' where mobile = ${mobile}`,
    )
    const code = await sendCode(client, mobile)
    const res = await client.post('/api/auth/otp/verify', { mobile, code })
    expect(res.body.data).toEqual({ two_factor: false, registered: true })
  })

  it('refuses a sixth try even with the right code', async () => {
    const client = ctx.client()
    const mobile = uniqueMobile()
    const code = await sendCode(client, mobile)
    const wrong = code === '00000' ? '11111' : '00000'
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/auth/otp/verify', {
        mobile,
        code: wrong,
        first_name: 'a',
        last_name: 'b',
      })
      expect(res.body.errors.code).toEqual(['کد واردشده درست نیست.'])
    }
    const fifth = await client.post('/api/auth/otp/verify', {
      mobile,
      code: wrong,
      first_name: 'a',
      last_name: 'b',
    })
    expect(fifth.body.errors.code).toEqual([
      'تعداد تلاش‌ها بیش از حد مجاز بود؛ لطفاً کد تازه بگیرید.',
    ])
    const sixth = await client.post('/api/auth/otp/verify', {
      mobile,
      code,
      first_name: 'a',
      last_name: 'b',
    })
    expect(sixth.status).toBe(422)
    expect(sixth.body.errors.code).toEqual([
      'تعداد تلاش‌ها بیش از حد مجاز بود؛ لطفاً کد تازه بگیرید.',
    ])
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('refuses an expired code', async () => {
    const client = ctx.client()
    const mobile = uniqueMobile()
    const code = await sendCode(client, mobile)
    await ctx.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.mobile, mobile))
    const res = await client.post('/api/auth/otp/verify', {
      mobile,
      code,
      first_name: 'a',
      last_name: 'b',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.code).toEqual(['این کد منقضی شده است؛ لطفاً کد تازه بگیرید.'])
  })

  it('accepts a code only once', async () => {
    const mobile = uniqueMobile()
    const first = ctx.client()
    const code = await sendCode(first, mobile)
    const body = { mobile, code, first_name: 'a', last_name: 'b' }
    expect((await first.post('/api/auth/otp/verify', body)).status).toBe(200)
    expect((await ctx.client().post('/api/auth/otp/verify', body)).status).toBe(422)
  })

  it('gives a new session id on sign-in, and the old one opens nothing', async () => {
    const user = await ctx.createUser({ password: await hash('rotate-me-1') })
    const client = ctx.client()
    // Signed in already, so there is a session id the next sign-in must replace.
    await client.post('/api/auth/login', { mobile: user.mobile, password: 'rotate-me-1' })
    const before = client.cookies.get('kheyr_session')
    expect(before).toBeDefined()
    await signUp(client)
    const after = client.cookies.get('kheyr_session')
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
    expect((await client.get('/api/user')).body.id).not.toBe(user.id)
    const stale = ctx.client()
    stale.cookies.set('kheyr_session', before!)
    expect((await stale.get('/api/user')).status).toBe(401)
  })

  it('delivers the text through the queue and marks it sent', async () => {
    const mobile = uniqueMobile()
    await ctx.client().post('/api/auth/otp/send', { mobile })
    const sent = await ctx.waitFor(async () => {
      const sms = await ctx.lastSms(mobile)
      return sms?.status === 'sent' ? sms : null
    })
    expect(sent.status).toBe('sent')
    const [row] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.to, mobile))
    expect(row!.provider).toBe('log')
  })

  it('does not sign in a blocked account', async () => {
    const user = await ctx.createUser({ blockedAt: new Date() })
    const res = await ctx.client().post('/api/auth/otp/send', { mobile: user.mobile })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('حساب کاربری شما مسدود شده است. لطفاً با پشتیبانی تماس بگیرید.')
  })
})

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await ctx.createUser({ password: await hash('secret-pass-1') })
    const client = ctx.client()
    const wrong = await client.post('/api/auth/login', { mobile: user.mobile, password: 'nope' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.mobile).toEqual(['شمارهٔ موبایل یا رمز عبور درست نیست.'])
    const ok = await client.post('/api/auth/login', {
      mobile: user.mobile,
      password: 'secret-pass-1',
    })
    expect(ok.body.data.two_factor).toBe(false)
    expect((await client.get('/api/user')).body.id).toBe(user.id)
  })

  it('answers 429 after five tries a minute for one mobile', async () => {
    const user = await ctx.createUser({ password: await hash('secret-pass-1') })
    const client = ctx.client()
    for (let i = 0; i < 5; i++)
      await client.post('/api/auth/login', { mobile: user.mobile, password: 'wrong' })
    const res = await client.post('/api/auth/login', {
      mobile: user.mobile,
      password: 'secret-pass-1',
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeTruthy()
  })

  it('never holds up someone who keeps getting the password right', async () => {
    const user = await ctx.createUser({ password: await hash('right-pass-1') })
    for (let i = 0; i < 7; i++) {
      const res = await ctx
        .client()
        .post('/api/auth/login', { mobile: user.mobile, password: 'right-pass-1' })
      expect(res.status).toBe(200)
    }
  })

  it('resets a forgotten password with a code and ends other sessions', async () => {
    const user = await ctx.createUser({ password: await hash('old-password') })
    const other = ctx.client()
    await other.post('/api/auth/login', { mobile: user.mobile, password: 'old-password' })
    const client = ctx.client()
    expect(
      (await client.post('/api/auth/password/forgot', { mobile: uniqueMobile() })).status,
    ).toBe(422)
    await client.post('/api/auth/password/forgot', { mobile: user.mobile })
    const code = (await ctx.lastSms(user.mobile))!.code!
    const mismatch = await client.post('/api/auth/password/reset', {
      mobile: user.mobile,
      code,
      password: 'new-password',
      password_confirmation: 'x',
    })
    expect(mismatch.body.errors.password_confirmation).toEqual([
      'تکرار رمز عبور با رمز عبور یکسان نیست.',
    ])
    const res = await client.post('/api/auth/password/reset', {
      mobile: user.mobile,
      code,
      password: 'new-password',
      password_confirmation: 'new-password',
    })
    expect(res.status).toBe(200)
    expect((await other.get('/api/user')).status).toBe(401)
    expect(
      (
        await ctx
          .client()
          .post('/api/auth/login', { mobile: user.mobile, password: 'new-password' })
      ).status,
    ).toBe(200)
  })
})

/** The newest code sent to a mobile. */
async function codeOf(mobile: string) {
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobile, mobile))
    .orderBy(desc(otpCodes.id))
    .limit(1)
  return row!
}

let refusals = 0
/**
 * Makes the database refuse `event` on `table` for rows matching `when` (SQL over `new`), until
 * the returned function runs: a write that fails half way through a request.
 */
async function refuse(table: string, event: 'insert' | 'update', when: string) {
  const name = `refuse_for_test_${++refusals}`
  await ctx.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
  )
  await ctx.db.execute(
    sql.raw(`create trigger ${name} before ${event} on ${table} for each row
      when (${when}) execute function ${name}()`),
  )
  return async () => {
    await ctx.db.execute(sql.raw(`drop trigger ${name} on ${table}`))
    await ctx.db.execute(sql.raw(`drop function ${name}()`))
  }
}

describe('a sign-in that fails half way', () => {
  it('leaves the code unspent, no account and the old session when a sign-up fails', async () => {
    const existing = await ctx.createUser({ password: await hash('kept-session-1') })
    const client = ctx.client()
    await client.post('/api/auth/login', { mobile: existing.mobile, password: 'kept-session-1' })
    const before = client.cookies.get('kheyr_session')
    const mobile = uniqueMobile()
    const code = await sendCode(client, mobile)
    // What another module does at sign-in fails after the account is written.
    const failing = async (_tx: unknown, user: { mobile: string }) => {
      if (user.mobile === mobile) throw new Error('sign-in work failed')
    }
    ctx.app.signInHooks.push(failing)
    const body = { mobile, code, first_name: 'سارا', last_name: 'کریمی' }
    try {
      expect((await client.post('/api/auth/otp/verify', body)).status).toBe(500)
    } finally {
      ctx.app.signInHooks.splice(ctx.app.signInHooks.indexOf(failing), 1)
    }
    expect(await ctx.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0)
    expect(await codeOf(mobile)).toMatchObject({ consumedAt: null, attempts: 1 })
    // Still signed in as before: the old session was not ended, no new cookie came.
    expect(client.cookies.get('kheyr_session')).toBe(before)
    expect((await client.get('/api/user')).body.id).toBe(existing.id)

    const res = await client.post('/api/auth/otp/verify', body)
    expect(res.body.data).toEqual({ two_factor: false, registered: false })
    expect((await codeOf(mobile)).consumedAt).not.toBeNull()
    expect((await client.get('/api/user')).body.mobile).toBe(mobile)
  })

  it('leaves the code unspent and the mobile unverified when the session cannot start', async () => {
    const user = await ctx.createUser()
    expect(user.mobileVerifiedAt).toBeNull()
    const client = ctx.client()
    const code = await sendCode(client, user.mobile)
    const restore = await refuse('sessions', 'insert', `new.user_id = ${user.id}`)
    try {
      const res = await client.post('/api/auth/otp/verify', { mobile: user.mobile, code })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.mobileVerifiedAt).toBeNull()
    expect(await codeOf(user.mobile)).toMatchObject({ consumedAt: null, attempts: 1 })
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    expect(client.cookies.get('kheyr_session')).toBeUndefined()

    const res = await client.post('/api/auth/otp/verify', { mobile: user.mobile, code })
    expect(res.body.data).toEqual({ two_factor: false, registered: true })
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(after!.mobileVerifiedAt).not.toBeNull()
  })

  it('keeps the old password, the code and the other sessions when a reset fails', async () => {
    const user = await ctx.createUser({ password: await hash('old-password-2') })
    const other = ctx.client()
    await other.post('/api/auth/login', { mobile: user.mobile, password: 'old-password-2' })
    const client = ctx.client()
    await client.post('/api/auth/password/forgot', { mobile: user.mobile })
    const code = (await ctx.lastSms(user.mobile))!.code!
    const body = {
      mobile: user.mobile,
      code,
      password: 'new-password-2',
      password_confirmation: 'new-password-2',
    }
    const restore = await refuse('sessions', 'insert', `new.user_id = ${user.id}`)
    try {
      expect((await client.post('/api/auth/password/reset', body)).status).toBe(500)
    } finally {
      await restore()
    }
    expect((await other.get('/api/user')).body.id).toBe(user.id)
    expect(
      (
        await ctx
          .client()
          .post('/api/auth/login', { mobile: user.mobile, password: 'old-password-2' })
      ).status,
    ).toBe(200)
    expect((await codeOf(user.mobile)).consumedAt).toBeNull()
    expect((await client.post('/api/auth/password/reset', body)).status).toBe(200)
    expect((await other.get('/api/user')).status).toBe(401)
  })

  it('registers a mobile once when the same code is sent twice at once', async () => {
    const mobile = uniqueMobile()
    const code = await sendCode(ctx.client(), mobile)
    const body = { mobile, code, first_name: 'رضا', last_name: 'نوری' }
    const answers = await Promise.all(
      [ctx.client(), ctx.client()].map((c) => c.post('/api/auth/otp/verify', body)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422])
    expect(await ctx.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1)
  })
})

describe('two-factor sign-in', () => {
  async function enableTwoFactor(client: TestClient) {
    const setup = await client.post('/api/user/two-factor')
    expect(setup.status).toBe(200)
    expect(setup.body.data.qr_svg).toContain('<svg')
    expect((await client.get('/api/user')).body.two_factor).toBe('pending')
    const secret = setup.body.data.secret as string
    const confirm = await client.post('/api/user/two-factor/confirm', {
      code: generateSync({ secret }),
    })
    expect(confirm.status).toBe(200)
    return { secret, recovery: confirm.body.data.recovery_codes as string[] }
  }

  it('asks for a TOTP code after the password, then signs in', async () => {
    const user = await ctx.createUser({ password: await hash('pass-word-2') })
    const setupClient = ctx.client()
    await setupClient.post('/api/auth/login', { mobile: user.mobile, password: 'pass-word-2' })
    const { secret, recovery } = await enableTwoFactor(setupClient)
    expect(recovery).toHaveLength(8)
    expect((await setupClient.get('/api/user')).body.two_factor).toBe('enabled')

    const client = ctx.client()
    const first = await client.post('/api/auth/login', {
      mobile: user.mobile,
      password: 'pass-word-2',
    })
    expect(first.body.data.two_factor).toBe(true)
    expect((await client.get('/api/user')).status).toBe(401)
    const bad = await client.post('/api/auth/two-factor-challenge', { code: '000000' })
    expect(bad.body.errors.code).toEqual(['کد تأیید دومرحله‌ای درست نیست.'])
    // The code that confirmed the setup is spent: the app's next one signs in.
    const ok = await client.post('/api/auth/two-factor-challenge', {
      code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    })
    expect(ok.status).toBe(200)
    expect((await client.get('/api/user')).body.id).toBe(user.id)
  })

  it('accepts each recovery code once, also after an OTP sign-in', async () => {
    const client = ctx.client()
    const mobile = await signUp(client)
    const { recovery } = await enableTwoFactor(client)
    await client.post('/api/logout')
    for (const attempt of [200, 422]) {
      await ctx.db.execute(
        sql`update ${otpCodes} set created_at = now() - interval '2 minutes' where mobile = ${mobile}`,
      )
      const c = ctx.client()
      const code = await sendCode(c, mobile)
      expect((await c.post('/api/auth/otp/verify', { mobile, code })).body.data.two_factor).toBe(
        true,
      )
      const res = await c.post('/api/auth/two-factor-challenge', { recovery_code: recovery[0] })
      expect(res.status).toBe(attempt)
    }
  })

  it('refuses a challenge without a pending sign-in', async () => {
    const res = await ctx.client().post('/api/auth/two-factor-challenge', { code: '123456' })
    expect(res.status).toBe(401)
  })
})

describe('sensitive actions', () => {
  it('answer 423 until the password or a fresh code is confirmed', async () => {
    const user = await ctx.createUser({ password: await hash('confirm-me-1') })
    const client = ctx.client()
    await client.post('/api/auth/login', { mobile: user.mobile, password: 'confirm-me-1' })
    await expireConfirmation()
    expect((await client.post('/api/user/two-factor')).status).toBe(423)
    expect((await client.get('/api/user/confirmation')).body.data).toEqual({
      confirmed: false,
      methods: ['password', 'otp'],
    })
    const wrong = await client.post('/api/user/confirm-password', { password: 'nope' })
    expect(wrong.body.errors.password).toEqual(['رمز عبور درست نیست.'])
    expect(
      (await client.post('/api/user/confirm-password', { password: 'confirm-me-1' })).status,
    ).toBe(204)
    expect((await client.post('/api/user/two-factor')).status).toBe(200)
  })

  it('confirm by a code for accounts without a password', async () => {
    const client = ctx.client()
    const mobile = await signUp(client)
    await expireConfirmation()
    expect((await client.delete('/api/user/sessions/others')).status).toBe(423)
    await ctx.db.execute(
      sql`update ${otpCodes} set created_at = now() - interval '2 minutes' where mobile = ${mobile}`,
    )
    await client.post('/api/user/confirm-otp/send')
    const code = (await ctx.lastSms(mobile))!.code!
    expect((await client.post('/api/user/confirm-otp', { code })).status).toBe(204)
    expect((await client.delete('/api/user/sessions/others')).status).toBe(204)
  })
})

describe('account', () => {
  it('edits the profile and refuses a taken email', async () => {
    await ctx.createUser({ email: 'taken@example.com' })
    const client = ctx.client()
    await signUp(client)
    const taken = await client.put('/api/user/profile', {
      first_name: 'سارا',
      last_name: 'کاظمی',
      email: 'taken@example.com',
    })
    expect(taken.body.errors.email).toEqual(['این نشانی ایمیل قبلاً ثبت شده است.'])
    const badCode = await client.put('/api/user/profile', {
      first_name: 'سارا',
      last_name: 'کاظمی',
      national_code: '1234567890',
    })
    expect(badCode.body.errors.national_code).toEqual(['کد ملی باید ۱۰ رقم و معتبر باشد.'])
    const ok = await client.put('/api/user/profile', {
      first_name: 'سارا',
      last_name: 'کاظمی',
      email: 'Sara@Example.com',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
    })
    expect(ok.body).toMatchObject({
      name: 'سارا کاظمی',
      email: 'sara@example.com',
      national_code: '0499370899',
    })
  })

  it('changes the mobile with a code sent to the new one', async () => {
    const existing = await ctx.createUser()
    const client = ctx.client()
    await signUp(client)
    const taken = await client.post('/api/user/mobile/send', { mobile: existing.mobile })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.mobile).toEqual(['شمارهٔ موبایل واردشده قبلاً ثبت شده است.'])
    const next = uniqueMobile()
    expect((await client.post('/api/user/mobile/send', { mobile: next })).status).toBe(200)
    const code = (await ctx.lastSms(next))!.code!
    const res = await client.put('/api/user/mobile', { mobile: next, code })
    expect(res.body.mobile).toBe(next)
  })

  it('keeps the code for the new mobile when the change fails', async () => {
    const client = ctx.client()
    const mobile = await signUp(client)
    const next = uniqueMobile()
    await client.post('/api/user/mobile/send', { mobile: next })
    const code = (await ctx.lastSms(next))!.code!
    const restore = await refuse('users', 'update', `new.mobile = '${next}'`)
    try {
      expect((await client.put('/api/user/mobile', { mobile: next, code })).status).toBe(500)
    } finally {
      await restore()
    }
    expect((await client.get('/api/user')).body.mobile).toBe(mobile)
    expect((await codeOf(next)).consumedAt).toBeNull()
    expect((await client.put('/api/user/mobile', { mobile: next, code })).body.mobile).toBe(next)
  })

  it('lists browser sessions and signs the others out', async () => {
    const user = await ctx.createUser({ password: await hash('sessions-1') })
    const phone = ctx.client()
    await phone.post(
      '/api/auth/login',
      { mobile: user.mobile, password: 'sessions-1' },
      {
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
        },
      },
    )
    const laptop = ctx.client()
    await laptop.post('/api/auth/login', { mobile: user.mobile, password: 'sessions-1' })
    const list = await laptop.get('/api/user/sessions')
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    expect(list.body.data.find((s: { current: boolean }) => !s.current).device).toEqual({
      browser: 'Chrome',
      os: 'Android',
      mobile: true,
    })
    expect((await laptop.delete('/api/user/sessions/others')).status).toBe(204)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user')).status).toBe(200)
  })

  it('deletes the account: personal data goes, the row stays, the mobile is free again', async () => {
    const client = ctx.client()
    const mobile = await signUp(client)
    const me = (await client.get('/api/user')).body
    expect((await client.delete('/api/user')).status).toBe(204)
    expect((await client.get('/api/user')).status).toBe(401)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id))
    expect(row).toMatchObject({ firstName: null, lastName: null, email: null })
    expect(row!.mobile).not.toBe(mobile)
    expect(row!.deletedAt).not.toBeNull()
    const again = ctx.client()
    const code = await sendCode(again, mobile)
    const res = await again.post('/api/auth/otp/verify', {
      mobile,
      code,
      first_name: 'تازه',
      last_name: 'وارد',
    })
    expect(res.body.data.registered).toBe(false)
  })

  it('refuses account routes to a guest', async () => {
    const guest = ctx.client()
    for (const [method, path] of [
      ['PUT', '/api/user/profile'],
      ['GET', '/api/user/sessions'],
      ['DELETE', '/api/user'],
      ['POST', '/api/user/two-factor'],
    ] as const) {
      expect((await guest.request(method, path, method === 'GET' ? undefined : {})).status).toBe(
        401,
      )
    }
  })
})
