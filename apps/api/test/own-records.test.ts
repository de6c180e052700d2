import { hash } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { seedCharityTypes } from '../src/modules/charities/charities.seed.ts'
import { notify } from '../src/modules/notifications/notifications.service.ts'
import { setupTestApp, type TestClient } from './harness.ts'

/** What a signed-in person sees of their own records: never anyone else's, and a clean start. */
const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)

async function member() {
  const client = ctx.client()
  const user = await ctx.createUser()
  await ctx.actingAs(client, user)
  return { client, user }
}

/** Gives and pays through the sandbox, as the donor's browser would. */
async function givePaid(client: TestClient, amount: number) {
  const made = (await client.post('/api/charities', { type: 'general', amount })).body.data
  const res = await client.post(`/api/bills/${made.bill.id}/pay`, { gateway: 'sandbox' })
  expect(res.status).toBe(200)
  const authority = res.body.data.redirect.url.split('/').pop()
  await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })
  return made as { charity: { id: number }; bill: { id: number } }
}

const emptyPage = { current_page: 1, per_page: 20, total: 0, last_page: 1 }

describe("a member's own lists", () => {
  it('start empty for a new account', async () => {
    const { client } = await member()
    expect((await client.get('/api/bills')).body).toEqual({ data: [], meta: emptyPage })
    expect((await client.get('/api/transactions')).body).toEqual({ data: [], meta: emptyPage })
    expect((await client.get('/api/charities')).body.data).toEqual([])
    expect((await client.get('/api/charities/summary')).body.data).toEqual({
      paid_total: 0,
      paid_count: 0,
      unpaid_total: 0,
      unpaid_count: 0,
      by_type: [],
    })
    expect((await client.get('/api/contact-us')).body.data).toEqual([])
    expect((await client.get('/api/notifications')).body.data).toEqual([])
    expect((await client.get('/api/notifications/unread-count')).body.data.count).toBe(0)
    // Nothing to pay: no empty bill is made.
    const payAll = await client.post('/api/charities/pay-all')
    expect(payAll.status).toBe(409)
    expect((await client.get('/api/bills')).body.meta.total).toBe(0)
  })

  it('are for signed-in people only', async () => {
    const guest = ctx.client()
    for (const [method, path] of [
      ['GET', '/api/bills'],
      ['GET', '/api/transactions'],
      ['GET', '/api/charities'],
      ['GET', '/api/charities/summary'],
      ['GET', '/api/charities/1'],
      ['POST', '/api/charities/pay-all'],
      ['GET', '/api/contact-us/1'],
      ['DELETE', '/api/user/sessions/0123456789abcdef'],
    ] as const) {
      const res = await guest.request(method, path, method === 'GET' ? undefined : {})
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.body.message).toBe('لطفاً ابتدا وارد حساب کاربری خود شوید.')
    }
  })
})

describe('payments', () => {
  it('lists my payment attempts only, each with its bill', async () => {
    const a = await member()
    const b = await member()
    const made = await givePaid(a.client, 45000)
    const mine = await a.client.get('/api/transactions')
    expect(mine.body.meta.total).toBe(1)
    expect(mine.body.data[0]).toMatchObject({
      bill_id: made.bill.id,
      amount: 45000,
      status: 'paid',
      gateway: 'sandbox',
    })
    expect((await b.client.get('/api/transactions')).body).toEqual({ data: [], meta: emptyPage })
    expect((await b.client.get('/api/bills')).body.data).toEqual([])
    expect((await b.client.get(`/api/charities/${made.charity.id}`)).status).toBe(404)
    expect((await b.client.get('/api/charities/summary')).body.data.paid_total).toBe(0)
    expect((await a.client.get('/api/charities/summary')).body.data).toMatchObject({
      paid_total: 45000,
      paid_count: 1,
    })
  })

  it("never puts another member's unpaid donations in my pay-all bill", async () => {
    const a = await member()
    const b = await member()
    await a.client.post('/api/charities', { type: 'sadaqa', amount: 20000 })
    await b.client.post('/api/charities', { type: 'sadaqa', amount: 90000 })
    const bill = await a.client.post('/api/charities/pay-all')
    expect(bill.status).toBe(201)
    expect(bill.body.data).toMatchObject({ count: 1, bill: { total: 20000 } })
    expect((await b.client.get('/api/charities/summary')).body.data).toMatchObject({
      unpaid_count: 1,
      unpaid_total: 90000,
    })
  })
})

describe('browser sessions', () => {
  async function signIn(mobile: string, password: string) {
    const client = ctx.client()
    const res = await client.post('/api/auth/login', { mobile, password })
    expect(res.status).toBe(200)
    return client
  }

  it("lists only my sessions, signs out one of mine, and never another person's", async () => {
    const password = 'own-sessions-1'
    const alice = await ctx.createUser({ password: await hash(password) })
    const bob = await ctx.createUser({ password: await hash(password) })
    const laptop = await signIn(alice.mobile, password)
    const phone = await signIn(alice.mobile, password)
    const bobClient = await signIn(bob.mobile, password)

    const listed = (await laptop.get('/api/user/sessions')).body.data as {
      id: string
      current: boolean
    }[]
    expect(listed).toHaveLength(2)
    const bobSession = (await bobClient.get('/api/user/sessions')).body.data[0].id as string
    expect(listed.map((s) => s.id)).not.toContain(bobSession)

    // Bob's session id, even known, is not Alice's to end.
    expect((await laptop.delete(`/api/user/sessions/${bobSession}`)).status).toBe(404)
    expect((await bobClient.get('/api/user')).body.id).toBe(bob.id)
    // Nor is the current one (that is what sign-out is for).
    const current = listed.find((s) => s.current)!.id
    expect((await laptop.delete(`/api/user/sessions/${current}`)).status).toBe(404)
    expect((await laptop.get('/api/user')).status).toBe(200)

    const other = listed.find((s) => !s.current)!.id
    expect((await laptop.delete(`/api/user/sessions/${other}`)).status).toBe(204)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user/sessions')).body.data).toHaveLength(1)
  })
})

describe('notifications', () => {
  it("cannot be read by marking another person's as read", async () => {
    const a = await member()
    const b = await member()
    const note = await notify(ctx.db, { userId: a.user.id, kind: 'receipt', title: 'رسید' })
    expect((await b.client.post('/api/notifications/read-all')).body.data.updated).toBe(0)
    expect((await a.client.get('/api/notifications/unread-count')).body.data.count).toBe(1)
    expect((await a.client.get('/api/notifications')).body.data[0]).toMatchObject({
      id: note.id,
      read_at: null,
    })
  })
})
