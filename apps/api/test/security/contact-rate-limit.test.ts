import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../src/modules/contacts/contacts.tables.ts'
import { setupTestApp, type TestClient } from '../harness.ts'

/**
 * Issue 9, finding 12: contact messages had no rate limit (12 in 2 seconds were accepted). Now
 * a person sends at most 5 an hour and one address at most 20, answered with 429, Retry-After
 * and a translated message saying when to try again.
 */
const ctx = await setupTestApp({ TRUST_PROXY: 'true' }, [], { workers: false })

let addresses = 0
/** A signed-in person behind an address of their own (the app trusts X-Forwarded-For here). */
async function person(ip = `10.9.0.${++addresses}`, lang: 'fa' | 'en' = 'fa') {
  const client = ctx.client(lang)
  const user = await ctx.createUser()
  await ctx.actingAs(client, user)
  return { client, user, ip }
}

const send = (client: TestClient, ip: string, n: number) =>
  client.post(
    '/api/contact-us',
    { type: 'question', subject_id: 1, body: `پرسش شمارهٔ ${n}` },
    { headers: { 'x-forwarded-for': ip } },
  )

const storedFor = async (userId: number) =>
  (await ctx.db.select().from(contactMessages).where(eq(contactMessages.userId, userId))).length

describe('sending contact messages', () => {
  it('takes five an hour from one person, then answers 429 with when to come back', async () => {
    const { client, user, ip } = await person()
    for (let n = 1; n <= 5; n++)
      expect((await send(client, ip, n)).status, `message ${n}`).toBe(201)
    const sixth = await send(client, ip, 6)
    expect(sixth.status).toBe(429)
    const seconds = Number(sixth.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(55 * 60)
    expect(seconds).toBeLessThanOrEqual(60 * 60)
    expect(sixth.body.message).toBe(
      'پیام‌های این ساعت به حد مجاز رسیده است. لطفاً ۶۰ دقیقهٔ دیگر دوباره بفرستید.',
    )
    expect(await storedFor(user.id)).toBe(5)

    // Someone else at the same address is not held up by it.
    const neighbour = await person(ip)
    expect((await send(neighbour.client, ip, 1)).status).toBe(201)
  })

  it('takes twenty an hour from one address, whoever sends them', async () => {
    const ip = '10.9.1.1'
    for (let n = 1; n <= 20; n++) {
      const { client } = await person(ip)
      expect((await send(client, ip, n)).status, `message ${n}`).toBe(201)
    }
    const { client, user } = await person(ip, 'en')
    const refused = await send(client, ip, 21)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body.message).toMatch(
      /^You have sent as many messages as allowed this hour\. Please try again in \d+ minutes\.$/,
    )
    expect(await storedFor(user.id)).toBe(0)
    // The same person from another address is fine.
    expect((await send(client, '10.9.1.2', 22)).status).toBe(201)
  })

  it('limits messages with an attachment too', async () => {
    const { client, ip } = await person()
    for (let n = 1; n <= 5; n++) await send(client, ip, n)
    const form = new FormData()
    form.set('type', 'question')
    form.set('subject_id', '1')
    form.set('body', 'با پیوست')
    form.set('attachment', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'a.pdf')
    const res = await client.postForm('/api/contact-us', form)
    // Sent from another address (no X-Forwarded-For): the person's own limit still holds.
    expect(res.status).toBe(429)
  })
})
