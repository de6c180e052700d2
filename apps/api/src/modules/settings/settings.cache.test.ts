import { describe, expect, it } from 'vitest'
import { otherInstance, setupTestApp, TestClient } from '../../../test/harness.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { putSetting } from './settings.repository.ts'

const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)

const gateways = (enabled: { sandbox: boolean; zarinpal: boolean }) => ({
  default: '',
  sandbox: { enabled: enabled.sandbox, order: 0 },
  zarinpal: {
    enabled: enabled.zarinpal,
    order: 1,
    merchant_id: 'a1b2c3d4-0000-4000-8000-000000000000',
  },
  sep: { enabled: false, order: 2, terminal_id: '' },
})

const methods = async (client: TestClient) =>
  ((await client.get('/api/props')).body.PaymentMethods as { name: string }[]).map((m) => m.name)

describe('the settings cache', () => {
  it('serves settings from memory until they change, and drops them at once on a save', async () => {
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    await admin.put(
      '/api/dashboard/settings/gateways',
      gateways({ sandbox: true, zarinpal: false }),
    )
    const queries: string[] = []
    const group = ctx.app.settings.group.bind(ctx.app.settings)
    await group('payments')

    for (let i = 0; i < 3; i++) queries.push(JSON.stringify(await group('payments')))
    await putSetting(ctx.db, 'general', 'site_name', 'خیریهٔ کوچه')
    ctx.app.settings.invalidate()

    expect(new Set(queries).size).toBe(1)
    expect(await ctx.app.settings.group('general')).toMatchObject({ site_name: 'خیریهٔ کوچه' })
  })
})

describe('reads inside a transaction that changes settings', () => {
  it('see its own change (in its savepoints too), while every other read keeps the cached copy', async () => {
    // The change's own notice drops the cache when it arrives: wait for it before filling it.
    const noticed = new Promise<void>((resolve) => ctx.app.settings.subscribe(resolve))
    await putSetting(ctx.db, 'general', 'site_name', 'خیریهٔ پیشین')
    await noticed
    const cached = await ctx.app.settings.all()
    expect(cached.general).toMatchObject({ site_name: 'خیریهٔ پیشین' })

    await ctx.db
      .transaction(async (tx) => {
        // Not changed yet: the cached copy itself, no query.
        expect(await ctx.app.settings.all(tx)).toBe(cached)
        await putSetting(tx, 'general', 'site_name', 'خیریهٔ تازه')
        expect(await ctx.app.settings.group('general', tx)).toMatchObject({
          site_name: 'خیریهٔ تازه',
        })
        // Outside the transaction nothing has changed (it has not committed).
        expect(await ctx.app.settings.all()).toBe(cached)
        await tx.transaction(async (savepoint) => {
          expect(await ctx.app.settings.group('general', savepoint)).toMatchObject({
            site_name: 'خیریهٔ تازه',
          })
          await putSetting(savepoint, 'sms', 'probe', 'در نقطهٔ ذخیره')
        })
        expect(await ctx.app.settings.group('sms', tx)).toMatchObject({ probe: 'در نقطهٔ ذخیره' })
        throw new Error('roll back')
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.message !== 'roll back') throw err
      })

    // Rolled back: the cache still holds what the database holds.
    expect(await ctx.app.settings.all()).toBe(cached)
    await ctx.db.transaction(async (tx) => {
      expect(await ctx.app.settings.all(tx)).toBe(cached)
    })
    ctx.app.settings.invalidate()
    expect((await ctx.app.settings.all()).general).toMatchObject({ site_name: 'خیریهٔ پیشین' })
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('two app instances on one PostgreSQL', () => {
  it('use a settings change made on one on the other within moments', async () => {
    const other = await otherInstance(ctx)
    try {
      await changeOnOneUseOnTheOther(other.url)
    } finally {
      await other.close()
    }
  })
})

async function changeOnOneUseOnTheOther(otherUrl: string) {
  const here = ctx.client()
  await ctx.actingAs(here, await ctx.createUser({}, ['admin']))
  const there = new TestClient(otherUrl)
  await ctx.actingAs(there, await ctx.createUser({}, ['admin']))
  await here.put('/api/dashboard/settings/gateways', gateways({ sandbox: true, zarinpal: false }))
  // The other instance has the old settings in memory, and a bill it refuses to send to Zarinpal.
  expect(await methods(there)).toEqual(['sandbox'])
  const guest = new TestClient(otherUrl)
  const { bill } = (await guest.post('/api/charities', { type: 'sadaqa', amount: 50000 })).body
    .data as { bill: { id: number; token: string } }
  const refused = await guest.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'zarinpal',
    token: bill.token,
  })
  expect(refused.status).toBe(422)

  const saved = await here.put(
    '/api/dashboard/settings/gateways',
    gateways({ sandbox: true, zarinpal: true }),
  )

  expect(saved.status).toBe(200)
  // The other instance sees Zarinpal enabled without any wait of its own: PostgreSQL delivers
  // the NOTIFY as the write commits, and the instance drops its copy as it reads it off its
  // connection, moments later. Under load that can come after the next request is answered,
  // so the test allows 2 s (a notice never read fails it).
  const seen = { timeout: 2_000, interval: 20 }
  await expect.poll(() => methods(there), seen).toEqual(['zarinpal'])
  const settings = await there.get('/api/dashboard/settings/gateways')
  expect(settings.body.data.zarinpal.enabled).toBe(true)
  // And the other way round.
  await there.put('/api/dashboard/settings/gateways', gateways({ sandbox: true, zarinpal: false }))
  await expect.poll(() => methods(here), seen).toEqual(['sandbox'])
}
