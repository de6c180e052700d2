import { it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'

const statements: string[] = []
const ctx = await setupTestApp({}, [], { workers: false, onQuery: (q) => statements.push(q) })
await seedCharityTypes(ctx.db)

it('prints a flow', async () => {
  const client = ctx.client()
  for (let round = 0; round < 2; round++) {
    const from = statements.length
    const made = await client.post('/api/charities', { type: 'sadaqa', amount: 70000 })
    const bill = made.body.data.bill
    console.log('--- make', statements.slice(from).join('\n\n'))
    const f2 = statements.length
    const pay = await client.post(`/api/bills/${bill.id}/pay`, { gateway: 'sandbox', token: bill.token })
    console.log('--- pay', statements.slice(f2).join('\n\n'))
    const f3 = statements.length
    const authority = (pay.body.data.redirect.url as string).split('/').pop()
    await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, { redirect: 'manual' })
    console.log('--- back', statements.slice(f3).join('\n\n'))
  }
})
