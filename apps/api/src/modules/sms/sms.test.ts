import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile } from '../../../test/harness.ts'
import { roles } from '../users/users.tables.ts'
import { putSetting } from '../settings/settings.service.ts'
import { startFakeKavenegar } from './drivers/kavenegar-fake-server.ts'
import { checkDeliveries } from './sms.service.ts'
import { smsMessages } from './sms.tables.ts'

const ctx = await setupTestApp()
const fake = await startFakeKavenegar({ templates: { 'kheyr-login': 'کد ورود: %token' } })
afterAll(() => fake.close())

async function staff(role: string) {
  const client = ctx.client()
  const user = await ctx.createUser({}, [role])
  await ctx.actingAs(client, user)
  return { client, user }
}

/** Saves the SMS settings directly, as another instance would, and drops this one's cache. */
async function useSms(config: Record<string, unknown>) {
  await putSetting(ctx.db, 'sms', 'config', config)
  ctx.app.settings.invalidate()
}

describe('sending texts from the dashboard', () => {
  it('queues a text for chosen users and for everyone holding chosen roles, once per mobile', async () => {
    const { client } = await staff('admin')
    const picked = await ctx.createUser()
    const accountant = await ctx.createUser({}, ['accountant'])
    const [accountantRole] = await ctx.db.select().from(roles).where(eq(roles.name, 'accountant'))
    const res = await client.post('/api/dashboard/sms/send', {
      text: 'جلسهٔ خیرین فردا ساعت ۱۰ برگزار می‌شود.',
      user_ids: [picked.id, accountant.id],
      role_ids: [accountantRole!.id],
    })
    expect(res.body.data.queued).toBe(2)
    const sent = await ctx.waitFor(async () => {
      const sms = await ctx.lastSms(accountant.mobile)
      return sms?.status === 'sent' ? sms : null
    })
    expect(sent.text).toBe('جلسهٔ خیرین فردا ساعت ۱۰ برگزار می‌شود.')
  })

  it('needs at least one recipient', async () => {
    const { client } = await staff('admin')
    const res = await client.post('/api/dashboard/sms/send', { text: 'سلام' })
    expect(res.status).toBe(422)
    expect(res.body.errors.user_ids).toEqual(['این مورد نباید خالی باشد.'])
  })

  it('lists the outbox with filters, sign-in codes masked for everyone', async () => {
    const mobile = uniqueMobile()
    await ctx.client().post('/api/auth/otp/send', { mobile })
    const { client: admin } = await staff('admin')
    const list = await admin.get(`/api/dashboard/sms?filter[to]=${mobile}&filter[kind]=otp`)
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0].text).toContain('•••••')
    expect(list.body.data[0].text).not.toMatch(/\d{5}/)
    const { client: root } = await staff('super-admin')
    const rootList = await root.get(`/api/dashboard/sms?filter[to]=${mobile}`)
    expect(rootList.body.data[0].text).not.toMatch(/\d{5}/)
    const bad = await admin.get('/api/dashboard/sms?filter[status]=lost')
    expect(bad.status).toBe(422)
  })
})

describe('provider settings', () => {
  it('never sends the API key back and keeps it when the field is left empty', async () => {
    const { client } = await staff('admin')
    const saved = await client.put('/api/dashboard/sms/settings', {
      provider: 'kavenegar',
      api_key: 'secret-key-1234',
      sender: '10004346',
      otp_template: 'kheyr-login',
    })
    expect(saved.body.data).toEqual({
      provider: 'kavenegar',
      api_key_set: true,
      api_key_hint: '…1234',
      sender: '10004346',
      otp_template: 'kheyr-login',
    })
    const again = await client.put('/api/dashboard/sms/settings', {
      provider: 'kavenegar',
      api_key: '',
      sender: '10004346',
      otp_template: 'kheyr-login',
    })
    expect(again.body.data).toMatchObject({ api_key_set: true, api_key_hint: '…1234' })
    const shown = await client.get('/api/dashboard/sms/settings')
    expect(shown.status).toBe(200)
    expect(shown.body.data).toMatchObject({ provider: 'kavenegar', api_key_set: true })
    expect(JSON.stringify(shown.body)).not.toContain('secret-key')
    const noTemplate = await client.put('/api/dashboard/sms/settings', {
      provider: 'kavenegar',
      api_key: '',
      sender: '10004346',
      otp_template: '',
    })
    expect(noTemplate.status).toBe(422)
    expect(noTemplate.body.errors).toEqual({
      otp_template: [
        'کاوه‌نگار کد ورود را فقط با الگوی «وریفای» به همه می‌رساند؛ نام الگوی کد ورود را بنویسید.',
      ],
    })
    await useSms({
      provider: 'log',
      api_key: null,
      sender: null,
      otp_template: null,
    })
  })

  it('sends sign-in codes through the Kavenegar template when configured', async () => {
    await useSms({
      provider: 'kavenegar',
      api_key: fake.apiKey,
      sender: null,
      otp_template: 'kheyr-login',
      base_url: fake.url,
    })
    const mobile = uniqueMobile()
    await ctx.client().post('/api/auth/otp/send', { mobile })
    const code = (await ctx.lastSms(mobile))!.code
    await ctx.waitFor(async () => (await ctx.lastSms(mobile))?.status === 'sent')
    expect(fake.sent.find((s) => s.receptor === mobile)).toMatchObject({
      receptor: mobile,
      template: 'kheyr-login',
      tokens: [code],
      message: `کد ورود: ${code}`,
    })
    const [row] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.to, mobile))
    expect(row).toMatchObject({ provider: 'kavenegar', status: 'sent' })
    expect(row!.providerId).toBeTruthy()
  })

  it('marks a text failed when the provider refuses it for good', async () => {
    await useSms({
      provider: 'kavenegar',
      api_key: 'wrong-key',
      sender: null,
      otp_template: null,
      base_url: fake.url,
    })
    const mobile = uniqueMobile()
    await ctx.client().post('/api/auth/otp/send', { mobile })
    const failed = await ctx.waitFor(async () => {
      const [row] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.to, mobile))
      return row?.status === 'failed' ? row : null
    })
    expect(failed.error).toMatch(/^403/)
    await useSms({
      provider: 'log',
      api_key: null,
      sender: null,
      otp_template: null,
    })
  })
})

describe('Kavenegar texts', () => {
  it('texts once when a send is retried after Kavenegar took it but its answer was lost', async () => {
    await useSms({
      provider: 'kavenegar',
      api_key: fake.apiKey,
      sender: null,
      otp_template: 'kheyr-login',
      base_url: fake.url,
    })
    const { client } = await staff('admin')
    const person = await ctx.createUser()
    fake.failNext('lost-answer')

    await client.post('/api/dashboard/sms/send', { text: 'یادآوری جلسه', user_ids: [person.id] })

    const sent = await ctx.waitFor(async () => {
      const [row] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.to, person.mobile))
      return row?.status === 'sent' ? row : null
    }, 20_000)
    expect(sent.attempts).toBe(2)
    expect(fake.requests.filter((r) => r.params.receptor === person.mobile)).toHaveLength(2)
    expect(fake.sent.filter((m) => m.receptor === person.mobile)).toHaveLength(1)
    expect(fake.sent.find((m) => m.receptor === person.mobile)?.localid).toBe(String(sent.localId))
    await useSms({ provider: 'log', api_key: null, sender: null, otp_template: null })
  })

  it('tells sent from delivered in the outbox, as Kavenegar reports', async () => {
    await useSms({
      provider: 'kavenegar',
      api_key: fake.apiKey,
      sender: null,
      otp_template: 'kheyr-login',
      base_url: fake.url,
    })
    const { client } = await staff('admin')
    const [reached, blocked] = [await ctx.createUser(), await ctx.createUser()]
    await client.post('/api/dashboard/sms/send', {
      text: 'سپاس از همراهی شما',
      user_ids: [reached.id, blocked.id],
    })
    const rows = await ctx.waitFor(async () => {
      const found = await ctx.db
        .select()
        .from(smsMessages)
        .where(inArray(smsMessages.to, [reached.mobile, blocked.mobile]))
      return found.length === 2 && found.every((r) => r.status === 'sent') ? found : null
    })
    const idOf = (mobile: string) => Number(rows.find((r) => r.to === mobile)!.providerId)
    fake.deliver(idOf(reached.mobile), 10)
    fake.deliver(idOf(blocked.mobile), 14)

    await checkDeliveries(ctx.app)

    const list = await client.get(`/api/dashboard/sms?filter[to]=${reached.mobile}`)
    expect(list.body.data[0]).toMatchObject({ status: 'delivered' })
    expect(list.body.data[0].delivered_at).toBeTruthy()
    const other = await client.get(
      `/api/dashboard/sms?filter[status]=undelivered&filter[to]=${blocked.mobile}`,
    )
    expect(other.body.data[0]).toMatchObject({ status: 'undelivered' })
    expect(other.body.data[0].error).toContain('Blocked')
    await useSms({ provider: 'log', api_key: null, sender: null, otp_template: null })
  })
})
