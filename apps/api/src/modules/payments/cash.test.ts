import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { setupTestApp } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { charities } from '../charities/charities.tables.ts'
import { bills, transactions } from './payments.tables.ts'

/**
 * A staff route the way a module offers "record a payment received in person": the test's own,
 * since the payments module has no such screen of its own.
 */
const cashProbe: FastifyPluginAsync = fp(async (app) => {
  app.post(
    '/api/probe/cash',
    {
      config: { auth: 'user' },
      schema: {
        body: z.object({
          bill_id: z.number().optional(),
          donation_id: z.number().optional(),
          note: z.string(),
        }),
      },
    },
    async (request) => {
      const { bill_id, donation_id, note } = request.body as {
        bill_id?: number
        donation_id?: number
        note: string
      }
      const bill = await app.db.transaction((tx) =>
        app.payments.recordCashPayment(
          tx,
          bill_id
            ? { request, note, billId: bill_id }
            : {
                request,
                note,
                payer: { userId: null, guestMobile: null },
                items: [{ kind: 'charity', itemId: donation_id!, title: 'صدقه', amount: 70000 }],
              },
        ),
      )
      return { data: { id: bill.id, status: bill.status, total: bill.total } }
    },
  )
})

const ctx = await setupTestApp({}, [cashProbe], { workers: false })
await seedCharityTypes(ctx.db)

async function signedIn(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

const attemptsOf = (billId: number) =>
  ctx.db.select().from(transactions).where(eq(transactions.billId, billId))

describe('the staff-only cash gateway', () => {
  it('records money received in person as a paid bill, applies its items and audits the staff', async () => {
    const donation = (await ctx.client().post('/api/charities', { type: 'sadaqa', amount: 70000 }))
      .body.data.charity
    const { client: staff, user } = await signedIn(['admin'])

    const res = await staff.post('/api/probe/cash', {
      donation_id: donation.id,
      note: 'دریافت در دفتر خیریه',
    })

    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'paid', total: 70000 })
    const [attempt] = await attemptsOf(res.body.data.id)
    expect(attempt).toMatchObject({
      gateway: 'cash',
      status: 'paid',
      amount: 70000,
      referenceId: `CASH-${attempt!.id}`,
    })
    const [paid] = await ctx.db.select().from(charities).where(eq(charities.id, donation.id))
    expect(paid!.status).toBe('paid')
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.cash'), eq(auditLogs.recordId, String(attempt!.id))))
    expect(audit).toMatchObject({ userId: user.id })
    expect(audit!.after).toMatchObject({ note: 'دریافت در دفتر خیریه', amount: 70000 })

    // It counts in every report like any payment.
    const { client: accountant } = await signedIn(['accountant'])
    const listed = await accountant.get('/api/dashboard/transactions?filter[gateway]=cash')
    expect(listed.body.data.map((t: { id: number }) => t.id)).toContain(attempt!.id)
    expect(listed.body.data[0]).toMatchObject({ gateway: 'cash', status: 'paid' })
    expect(Number(listed.body.meta.totals.paid)).toBeGreaterThanOrEqual(70000)
  })

  it('settles an existing unpaid bill once, and refuses a paid one', async () => {
    const made = (await ctx.client().post('/api/charities', { type: 'sadaqa', amount: 30000 })).body
      .data
    const { client: staff } = await signedIn(['admin'])

    const first = await staff.post('/api/probe/cash', { bill_id: made.bill.id, note: 'کارت‌خوان' })
    const again = await staff.post('/api/probe/cash', { bill_id: made.bill.id, note: 'دوباره' })

    expect(first.status).toBe(200)
    expect(again.status).toBe(409)
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, made.bill.id))
    expect(bill!.status).toBe('paid')
    expect(await attemptsOf(made.bill.id)).toHaveLength(1)
  })

  it('is never offered to payers, nor taken from them', async () => {
    const props = (await ctx.client().get('/api/props')).body
    expect(props.PaymentMethods.map((m: { name: string }) => m.name)).not.toContain('cash')

    const made = (await ctx.client().post('/api/charities', { type: 'sadaqa', amount: 30000 })).body
      .data
    const pay = await ctx
      .client()
      .post(`/api/bills/${made.bill.id}/pay`, { gateway: 'cash', token: made.bill.token })
    expect(pay.status).toBe(422)
    expect(pay.body.errors.gateway).toBeDefined()
    expect(await attemptsOf(made.bill.id)).toHaveLength(0)

    // Nobody can come "back from the bank" with cash either.
    const back = await fetch(`${ctx.url}/api/payments/callback/cash?Authority=x&Status=OK`, {
      redirect: 'manual',
    })
    expect(back.headers.get('location')).toBe('/verify?status=failed')
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, made.bill.id))
    expect(bill!.status).toBe('unpaid')

    // Staff cannot make it a payer's default either.
    const { client: admin } = await signedIn(['admin'])
    const settings = await admin.put('/api/dashboard/settings/gateways', {
      default: 'cash',
      sandbox: { enabled: true, order: 0 },
      zarinpal: { enabled: false, order: 1, merchant_id: '' },
      sep: { enabled: false, order: 2, terminal_id: '' },
    })
    expect(settings.status).toBe(422)
  })
})
