import { and, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { charities } from '../charities/charities.tables.ts'
import { bills, transactions } from './payments.tables.ts'

/**
 * Settlement beyond one donation: an item kind whose effect is TypeScript (the way campaigns,
 * crowns or subscriptions register theirs) next to one whose effect is SQL, the path each bill
 * takes (counted in statements), and the money of one bill arriving twice.
 */
let failCrowns = false
const crownKind: FastifyPluginAsync = fp(async (app) => {
  app.payments.registerKind('crown', {
    onPaid: async (tx, item, bill) => {
      if (failCrowns) throw new Error('the crown effect failed')
      await recordAudit(tx, null, {
        action: 'probe.crown_paid',
        resource: 'crowns',
        recordId: item.itemId,
        after: { bill: bill.id, status: bill.status },
      })
    },
  })
})
/** Every statement the app sends, `begin` included. */
const statements: string[] = []
const ctx = await setupTestApp({}, [crownKind], {
  workers: false,
  onQuery: (query) => statements.push(query),
})
await seedCharityTypes(ctx.db)

async function mixedBill() {
  const client = ctx.client()
  const made = await client.post('/api/charities', { type: 'sadaqa', amount: 50000 })
  const donationId = made.body.data.charity.id as number
  const crownId = 1000 + donationId
  const bill = await ctx.db.transaction((tx) =>
    ctx.app.payments.createBill(tx, { userId: null, guestMobile: null }, [
      { kind: 'charity', itemId: donationId, title: 'صدقه', amount: 50000 },
      { kind: 'crown', itemId: crownId, title: 'تاج گل', amount: 300000 },
    ]),
  )
  return { client, bill, donationId, crownId }
}

async function startSandbox(client: TestClient, bill: { id: number; token: string }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status).toBe(200)
  return (res.body.data.redirect.url as string).split('/').pop()!
}

async function paidBack(authority: string) {
  const res = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`,
    { redirect: 'manual' },
  )
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('status')
}

/** The statements `run` makes the app send. */
async function statementsOf<T>(run: () => Promise<T>) {
  const from = statements.length
  const result = await run()
  return { result, sent: statements.slice(from) }
}
const begins = (sent: string[]) => sent.filter((q) => /^\s*begin\b/i.test(q)).length
const settlements = (sent: string[]) => sent.filter((q) => /with paid as/.test(q)).length

const crownAudits = async (crownId: number) =>
  ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'probe.crown_paid'), eq(auditLogs.recordId, String(crownId))))

describe('the path of each bill', () => {
  it('makes a donation and its bill in one statement, and settles it in one, outside any transaction', async () => {
    const client = ctx.client()
    await ctx.app.settings.all()
    const { result: made, sent: making } = await statementsOf(() =>
      client.post('/api/charities', { type: 'sadaqa', amount: 70000 }),
    )
    expect(made.status).toBe(201)
    // The type (for the rules and the handler alike), then the donation, its bill and the item.
    expect(begins(making)).toBe(0)
    expect(making).toHaveLength(2)
    expect(making[1]).toMatch(/insert into "charities"[\s\S]*insert into "bills"/)
    const { charity, bill } = made.body.data as {
      charity: { id: number }
      bill: { id: number; token: string }
    }
    const authority = await startSandbox(client, bill)

    const { result, sent } = await statementsOf(() => paidBack(authority))

    expect(result).toBe('paid')
    // The claim, then the settlement with the donation's effect: no BEGIN, no COMMIT.
    expect(begins(sent)).toBe(0)
    expect(settlements(sent)).toBe(1)
    expect(sent).toHaveLength(2)
    const [donation] = await ctx.db.select().from(charities).where(eq(charities.id, charity.id))
    expect(donation!.status).toBe('paid')
    const [paidBill] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(paidBill!.status).toBe('paid')
  })

  it('never writes a bill whose items do not add up to its total, nor the items', async () => {
    const count = async () => {
      const result = await ctx.db.execute(sql`select
        (select count(*) from ${bills}) as bills, (select count(*) from ${charities}) as charities`)
      return (result as unknown as { rows: unknown[] }).rows[0]
    }
    const before = await count()
    const [type] = await ctx.db
      .execute(sql`select id from charity_types where slug = 'sadaqa'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)

    const made = ctx.app.payments.createBillWith(
      ctx.db,
      { userId: null, guestMobile: null },
      {
        kind: 'charity',
        total: 60000,
        insert: (billId) => sql`insert into ${charities}
          (guest_mobile, charity_type_id, amount, bill_id)
          values (null, ${type!.id}, 50000, ${billId})
          returning id as item_id, 'صدقه'::text as title, amount`,
      },
    )

    await expect(made).rejects.toThrow()
    expect(await count()).toEqual(before)
  })

  it('never lets the one statement settle a bill that has an item of another kind', async () => {
    const { client, bill, donationId, crownId } = await mixedBill()
    await startSandbox(client, bill)
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    const paid = {
      status: 'paid' as const,
      referenceId: `PROBE${attempt!.id}`,
      cardMask: null,
      alreadyVerified: false,
      raw: null,
    }

    // Told (wrongly) that the bill holds charity items only.
    const { result, sent } = await statementsOf(() =>
      ctx.app.payments.settle(attempt!.id, paid, ['charity']),
    )

    expect(result).toBe('paid')
    // The one statement changed nothing; the transaction settled it with the crown's effect.
    expect(settlements(sent)).toBe(2)
    expect(begins(sent)).toBe(1)
    expect(await crownAudits(crownId)).toHaveLength(1)
    const [donation] = await ctx.db.select().from(charities).where(eq(charities.id, donationId))
    expect(donation!.status).toBe('paid')
    expect(await ctx.app.payments.settle(attempt!.id, paid, ['charity'])).toBeNull()
    expect(await crownAudits(crownId)).toHaveLength(1)
  })
})

describe('settling a bill with several kinds of items', () => {
  it('applies the SQL effect and the TypeScript effect with the payment, once', async () => {
    const { client, bill, donationId, crownId } = await mixedBill()
    expect(bill.total).toBe(350000)

    const authority = await startSandbox(client, bill)
    const { result, sent } = await statementsOf(() => paidBack(authority))
    expect(result).toBe('paid')
    // The crown's effect is TypeScript: one transaction around the settlement and the effect.
    expect(begins(sent)).toBe(1)
    expect(settlements(sent)).toBe(1)

    const [donation] = await ctx.db.select().from(charities).where(eq(charities.id, donationId))
    expect(donation!.status).toBe('paid')
    const audits = await crownAudits(crownId)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.after).toMatchObject({ bill: bill.id, status: 'paid' })
  })

  it('applies none of it when one effect fails: the payment stays pending for reconciliation', async () => {
    const { client, bill, donationId, crownId } = await mixedBill()
    const authority = await startSandbox(client, bill)
    failCrowns = true
    try {
      expect(await paidBack(authority)).toBe('failed')
    } finally {
      failCrowns = false
    }

    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempt).toMatchObject({ status: 'pending', verifyingAt: null })
    expect((await ctx.db.select().from(bills).where(eq(bills.id, bill.id)))[0]!.status).toBe(
      'unpaid',
    )
    const [donation] = await ctx.db.select().from(charities).where(eq(charities.id, donationId))
    expect(donation!.status).toBe('unpaid')
    expect(await crownAudits(crownId)).toHaveLength(0)
    // The payer's browser comes back again: now it settles.
    expect(await paidBack(authority)).toBe('paid')
    expect(await crownAudits(crownId)).toHaveLength(1)
  })
})

describe('the money of one bill arriving twice (two tabs)', () => {
  it('records the second payment as a duplicate for a refund and applies the effects once', async () => {
    const { client, bill, donationId, crownId } = await mixedBill()
    const first = await startSandbox(client, bill)
    await ctx.db.execute(
      // The second tab pays a little later than the double-click window.
      sql`update ${bills} set pay_open_until = now() - interval '1 second' where id = ${bill.id}`,
    )
    const second = await startSandbox(client, bill)
    expect(second).not.toBe(first)

    const outcomes = await Promise.all([paidBack(first), paidBack(second)])

    expect(outcomes).toEqual(['paid', 'paid'])
    const attempts = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempts.map((a) => a.status)).toEqual(['paid', 'paid'])
    expect(attempts.filter((a) => a.duplicate)).toHaveLength(1)
    const [paidBill] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(paidBill!.paidTransactionId).toBe(attempts.find((a) => !a.duplicate)!.id)
    expect(await crownAudits(crownId)).toHaveLength(1)
    const [donation] = await ctx.db.select().from(charities).where(eq(charities.id, donationId))
    expect(donation!.status).toBe('paid')
    const duplicate = attempts.find((a) => a.duplicate)!
    const logged = await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'payment.duplicate'),
          eq(auditLogs.recordId, String(duplicate.id)),
        ),
      )
    expect(logged).toHaveLength(1)
  })
})
