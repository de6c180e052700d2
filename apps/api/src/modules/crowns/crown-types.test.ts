import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function staff(role = 'admin') {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [role]))
  return client
}

describe('crown types', () => {
  it('feed props CrownTypes at once, active ones cheapest first', async () => {
    const admin = await staff()
    const guest = ctx.client()
    expect((await guest.get('/api/props')).body.CrownTypes).toEqual([])
    await admin.post('/api/dashboard/crown-types', {
      title: 'ویژه',
      price: '۴٬۵۰۰٬۰۰۰',
      image: { url: '/storage/crown.jpg' },
    })
    const simple = await admin.post('/api/dashboard/crown-types', { title: 'ساده', price: 1500000 })
    await admin.post('/api/dashboard/crown-types', {
      title: 'پنهان',
      price: 2000000,
      active: false,
    })
    expect(simple.status).toBe(201)

    const props = (await guest.get('/api/props')).body.CrownTypes
    expect(props).toEqual([
      { id: simple.body.data.id, title: 'ساده', image: null, price: 1500000 },
      expect.objectContaining({ title: 'ویژه', image: '/storage/crown.jpg', price: 4500000 }),
    ])

    await admin.delete(`/api/dashboard/crown-types/${simple.body.data.id}`)
    expect((await guest.get('/api/props')).body.CrownTypes).toHaveLength(1)
  })

  it('needs a name and a price of at least 1,000 toman', async () => {
    const admin = await staff()
    const res = await admin.post('/api/dashboard/crown-types', { title: '', price: 10 })
    expect(res.status).toBe(422)
    expect(res.body.errors.title).toEqual(['نام تاج گل نباید خالی باشد.'])
    expect(res.body.errors.price).toEqual(['مبلغ باید دست‌کم ۱٬۰۰۰ تومان باشد.'])
  })

  it('is for staff holding the crown-types permission', async () => {
    const operator = await staff('operator')
    expect((await operator.get('/api/dashboard/crown-types')).status).toBe(403)
  })
})
