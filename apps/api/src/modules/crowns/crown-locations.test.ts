import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'

const ctx = await setupTestApp({}, [], { workers: false })

async function staff(role = 'admin') {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, [role]))
  return client
}

describe('ceremony locations', () => {
  it('need a name and a point chosen on the map', async () => {
    const admin = await staff()
    const res = await admin.post('/api/dashboard/crown-locations', { name: '  ', address: 'x' })
    expect(res.status).toBe(422)
    expect(res.body.errors.name).toEqual(['نام مکان نباید خالی باشد.'])
    expect(res.body.errors.lat).toEqual(['لطفاً موقعیت را روی نقشه انتخاب کنید.'])
  })

  it('are listed publicly for the crown form once saved', async () => {
    const admin = await staff()
    const saved = await admin.post('/api/dashboard/crown-locations', {
      name: 'مسجد الغدیر',
      address: 'تهران، میرداماد',
      lat: 35.7583,
      lng: 51.4335,
    })
    expect(saved.status).toBe(201)
    const list = await ctx.client().get('/api/crown-locations')
    expect(list.body.data).toEqual([
      {
        id: saved.body.data.id,
        name: 'مسجد الغدیر',
        address: 'تهران، میرداماد',
        lat: 35.7583,
        lng: 51.4335,
      },
    ])
  })

  it('refuse a point off the globe', async () => {
    const admin = await staff()
    const res = await admin.post('/api/dashboard/crown-locations', { name: 'x', lat: 95, lng: 51 })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ lat: ['مقدار نباید بیشتر از ۹۰ باشد.'] })
  })

  it('are for staff holding the crown-locations permission', async () => {
    const operator = await staff('operator')
    expect((await operator.get('/api/dashboard/crown-locations')).status).toBe(403)
  })
})
