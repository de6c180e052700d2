import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../src/modules/notifications/notifications.tables.ts'
import { setupTestApp } from '../harness.ts'

/**
 * Issue 9, finding 3: two-factor guesses were limited per session, so each new password sign-in
 * gave five more tries. Now they are counted per account, the lockout says when to come back,
 * a code is accepted once, and so is each recovery code, even by requests racing each other.
 */
const ctx = await setupTestApp({}, [], { workers: false })

const PASSWORD = 'two-factor-pass-1'
const now = () => Math.floor(Date.now() / 1000)
/** The app's code `steps` periods from now (the setup spent the current one). */
const codeAt = (secret: string, steps: number) =>
  generateSync({ secret, epoch: now() + steps * 30 })

async function withTwoFactor() {
  const user = await ctx.createUser({ password: await hash(PASSWORD) })
  const client = ctx.client()
  await client.post('/api/auth/login', { mobile: user.mobile, password: PASSWORD })
  const secret = (await client.post('/api/user/two-factor')).body.data.secret as string
  const confirm = await client.post('/api/user/two-factor/confirm', { code: codeAt(secret, 0) })
  expect(confirm.status).toBe(200)
  return { user, secret, recovery: confirm.body.data.recovery_codes as string[] }
}

/** A fresh browser past the password, waiting for its second factor. */
async function halfSignedIn(mobile: string, lang: 'fa' | 'en' = 'fa') {
  const client = ctx.client(lang)
  const res = await client.post('/api/auth/login', { mobile, password: PASSWORD })
  expect(res.body.data.two_factor).toBe(true)
  return client
}

const wrongCode = (secret: string) => {
  const right = new Set([-1, 0, 1, 2].map((s) => codeAt(secret, s)))
  let guess = 100000
  while (right.has(String(guess))) guess++
  return String(guess)
}

describe('two-factor guesses per account', () => {
  it('locks the account after five wrong codes across fresh sign-ins, and says until when', async () => {
    const { user, secret } = await withTwoFactor()
    const guess = wrongCode(secret)
    for (let i = 1; i <= 4; i++) {
      const client = await halfSignedIn(user.mobile)
      const res = await client.post('/api/auth/two-factor-challenge', { code: guess })
      expect(res.status, `guess ${i}`).toBe(422)
    }
    const fifth = await (
      await halfSignedIn(user.mobile)
    ).post('/api/auth/two-factor-challenge', { code: guess })
    expect(fifth.status).toBe(429)
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(fifth.body.message).toBe(
      'کدهای نادرست زیادی وارد شد. برای امنیت حساب، ورود دومرحله‌ای تا ۱۵ دقیقهٔ دیگر بسته است.',
    )

    // Even the right code waits now, in English too.
    const english = await halfSignedIn(user.mobile, 'en')
    const locked = await english.post('/api/auth/two-factor-challenge', {
      code: codeAt(secret, 1),
    })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/two-factor sign-in is locked for 1[45] more minutes/)
    expect((await english.get('/api/user')).status).toBe(401)
  })

  it('tells the owner, once, that their two-factor sign-in was locked', async () => {
    const { user, secret } = await withTwoFactor()
    for (let i = 0; i < 7; i++)
      await (
        await halfSignedIn(user.mobile)
      ).post('/api/auth/two-factor-challenge', { code: wrongCode(secret) })
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'security')))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.title).toContain('قفل')
  })

  it('counts wrong recovery codes too, and a right code clears the count', async () => {
    const { user, secret } = await withTwoFactor()
    for (let i = 0; i < 4; i++) {
      const res = await (
        await halfSignedIn(user.mobile)
      ).post('/api/auth/two-factor-challenge', { recovery_code: `bad${i}-guess` })
      expect(res.status).toBe(422)
    }
    const right = await halfSignedIn(user.mobile)
    expect(
      (await right.post('/api/auth/two-factor-challenge', { code: codeAt(secret, 1) })).status,
    ).toBe(200)
    // The count started over: four more wrong codes are still only wrong codes.
    for (let i = 0; i < 4; i++) {
      const res = await (
        await halfSignedIn(user.mobile)
      ).post('/api/auth/two-factor-challenge', { code: wrongCode(secret) })
      expect(res.status).toBe(422)
    }
  })
})

describe('a two-factor code is good once', () => {
  it('refuses a code already used, and an older one, with its own message', async () => {
    const { user, secret } = await withTwoFactor()
    const code = codeAt(secret, 1)
    const first = await halfSignedIn(user.mobile)
    expect((await first.post('/api/auth/two-factor-challenge', { code })).status).toBe(200)

    const again = await halfSignedIn(user.mobile)
    const replay = await again.post('/api/auth/two-factor-challenge', { code })
    expect(replay.status).toBe(422)
    expect(replay.body.errors.code).toEqual([
      'این کد پیش‌تر به کار رفته است؛ کد تازه‌ای را که برنامه نشان می‌دهد وارد کنید.',
    ])
    const older = await again.post('/api/auth/two-factor-challenge', { code: codeAt(secret, 0) })
    expect(older.status).toBe(422)
    expect((await again.get('/api/user')).status).toBe(401)
  })

  it('lets only one of two browsers racing with the same code in', async () => {
    const { user, secret } = await withTwoFactor()
    const code = codeAt(secret, 1)
    const [a, b] = [await halfSignedIn(user.mobile), await halfSignedIn(user.mobile)]
    const results = await Promise.all([
      a.post('/api/auth/two-factor-challenge', { code }),
      b.post('/api/auth/two-factor-challenge', { code }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
  })

  it('spends a recovery code once, even when two browsers race with it', async () => {
    const { user, recovery } = await withTwoFactor()
    const [a, b] = [await halfSignedIn(user.mobile), await halfSignedIn(user.mobile)]
    const results = await Promise.all([
      a.post('/api/auth/two-factor-challenge', { recovery_code: recovery[0] }),
      b.post('/api/auth/two-factor-challenge', { recovery_code: recovery[0] }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
    const later = await halfSignedIn(user.mobile)
    const reuse = await later.post('/api/auth/two-factor-challenge', {
      recovery_code: recovery[0],
    })
    expect(reuse.body.errors.recovery_code).toEqual(['کد بازیابی درست نیست.'])
    expect(
      (await later.post('/api/auth/two-factor-challenge', { recovery_code: recovery[1] })).status,
    ).toBe(200)
  })
})
