import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createKavenegarDriver, KAVENEGAR_STATUS } from './kavenegar-driver.ts'
import { FAKE_KAVENEGAR_LINE, startFakeKavenegar } from './kavenegar-fake-server.ts'
import type { FakeKavenegar } from './kavenegar-fake-server.ts'
import { SmsError } from './sms-driver.ts'

const TO = '09121234567'

let fake: FakeKavenegar

beforeEach(async () => {
  fake = await startFakeKavenegar({
    templates: {
      verify: 'Your sign-in code: %token',
      receipt: 'Dear %token, we received %token2 Toman for %token3',
    },
    lines: [FAKE_KAVENEGAR_LINE, '30004554'],
  })
})

afterEach(async () => {
  await fake.close()
})

function driverFor(server: FakeKavenegar, overrides: { apiKey?: string; timeoutMs?: number } = {}) {
  return createKavenegarDriver({ apiKey: server.apiKey, baseUrl: server.url, ...overrides })
}

async function failureOf(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => expect.unreachable('the driver should have thrown'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SmsError)
  return error as SmsError
}

describe('kavenegar SMS driver', () => {
  it('sends a text and returns the provider message id and cost', async () => {
    const driver = driverFor(fake)

    const receipt = await driver.send({ to: TO, text: 'Thank you for your gift' })

    expect(fake.sent).toHaveLength(1)
    const [sms] = fake.sent
    expect(sms).toMatchObject({ receptor: TO, message: 'Thank you for your gift' })
    expect(receipt).toEqual({ providerId: String(sms?.messageid), cost: sms?.cost })
    expect(receipt.cost).toBeGreaterThan(0)
  })

  it('posts the documented form parameters to sms/send.json under the API key', async () => {
    const driver = createKavenegarDriver({
      apiKey: fake.apiKey,
      baseUrl: `${fake.url}/`,
      sender: '30004554',
    })

    await driver.send({ to: TO, text: 'سلام' })

    expect(fake.requests).toEqual([
      {
        method: 'POST',
        action: 'sms/send',
        apiKey: fake.apiKey,
        params: { receptor: TO, message: 'سلام', sender: '30004554' },
      },
    ])
    expect(fake.sent[0]?.sender).toBe('30004554')
  })

  it('leaves the sender out when none is set, so the account default line sends', async () => {
    const driver = driverFor(fake)

    await driver.send({ to: TO, text: 'hello' })

    expect(fake.requests[0]?.params).not.toHaveProperty('sender')
    expect(fake.sent[0]?.sender).toBe(FAKE_KAVENEGAR_LINE)
  })

  it('sends a verify/lookup template with its tokens in order', async () => {
    const driver = driverFor(fake)

    const receipt = await driver.sendTemplate({
      to: TO,
      template: 'receipt',
      tokens: ['Sara', '50000', 'Zakat'],
    })

    expect(fake.requests[0]).toMatchObject({
      action: 'verify/lookup',
      params: {
        receptor: TO,
        template: 'receipt',
        token: 'Sara',
        token2: '50000',
        token3: 'Zakat',
      },
    })
    expect(fake.sent).toMatchObject([
      {
        receptor: TO,
        template: 'receipt',
        tokens: ['Sara', '50000', 'Zakat'],
        message: 'Dear Sara, we received 50000 Toman for Zakat',
      },
    ])
    expect(receipt.providerId).toBe(String(fake.sent[0]?.messageid))
  })

  it('sends a one-token template without empty token2 and token3', async () => {
    const driver = driverFor(fake)

    await driver.sendTemplate({ to: TO, template: 'verify', tokens: ['12345'] })

    expect(fake.requests[0]?.params).toEqual({ receptor: TO, template: 'verify', token: '12345' })
    expect(fake.sent[0]?.message).toBe('Your sign-in code: 12345')
  })

  it('turns a wrong API key into a typed, non-retryable SmsError 403', async () => {
    const driver = driverFor(fake, { apiKey: 'not-the-key' })

    const error = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(error).toMatchObject({ code: '403', retryable: false, status: 403 })
    expect(error.message).toContain(KAVENEGAR_STATUS[403])
    expect(error.message).not.toContain('not-the-key')
    expect(fake.sent).toEqual([])
  })

  it('turns insufficient credit into SmsError 418, retryable once credit is topped up', async () => {
    fake.setCredit(0)
    const driver = driverFor(fake)

    const error = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(error).toMatchObject({ code: '418', retryable: true, status: 418 })
    expect(error.message).toContain('Insufficient credit')
    expect(fake.sent).toEqual([])
  })

  it('charges each accepted message against the credit', async () => {
    fake.setCredit(1000)
    const driver = driverFor(fake)

    const receipt = await driver.send({ to: TO, text: 'hello' })

    expect(fake.credit).toBe(1000 - (receipt.cost ?? 0))
  })

  it('rejects an unknown template with a non-retryable SmsError 424', async () => {
    const driver = driverFor(fake)

    const error = await failureOf(
      driver.sendTemplate({ to: TO, template: 'no-such-template', tokens: ['12345'] }),
    )

    expect(error).toMatchObject({ code: '424', retryable: false })
    expect(error.message).toContain('Template not found')
  })

  it('rejects an invalid receptor with a non-retryable SmsError 411', async () => {
    const driver = driverFor(fake)

    const error = await failureOf(driver.send({ to: '12345', text: 'hello' }))

    expect(error).toMatchObject({ code: '411', retryable: false })
  })

  it('refuses more than three tokens before calling Kavenegar', async () => {
    const driver = driverFor(fake)

    const error = await failureOf(
      driver.sendTemplate({ to: TO, template: 'verify', tokens: ['1', '2', '3', '4'] }),
    )

    expect(error).toMatchObject({ code: 'invalid_tokens', retryable: false })
    expect(fake.requests).toEqual([])
  })

  it('marks Kavenegar being busy (409) and rate limiting (451) as retryable', async () => {
    fake.failNext(409)
    fake.failNext(451)
    const driver = driverFor(fake)

    const busy = await failureOf(driver.send({ to: TO, text: 'hello' }))
    const limited = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(busy).toMatchObject({ code: '409', retryable: true })
    expect(limited).toMatchObject({ code: '451', retryable: true })
  })

  it('marks a test account refusal (501) as not retryable', async () => {
    fake.failNext(501)
    const driver = driverFor(fake)

    const error = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(error).toMatchObject({ code: '501', retryable: false })
  })

  it('turns a server that never answers into a retryable network error after timeoutMs', async () => {
    fake.failNext('no-answer')
    const driver = driverFor(fake, { timeoutMs: 200 })

    const started = Date.now()
    const error = await failureOf(driver.send({ to: TO, text: 'hello', localId: '7001' }))

    expect(error).toMatchObject({ code: 'network', retryable: true, status: null })
    expect(error.message).toContain('no answer within 200 ms')
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('turns a non-JSON answer into a retryable bad_response error', async () => {
    fake.failNext('not-json')
    const driver = driverFor(fake)

    const error = await failureOf(driver.send({ to: TO, text: 'hello', localId: '7002' }))

    expect(error).toMatchObject({ code: 'bad_response', retryable: true, status: 502 })
  })

  it('sends the localid, and a retried text with the same localid texts the person once', async () => {
    const driver = driverFor(fake)
    fake.failNext('lost-answer')

    const lost = await failureOf(driver.send({ to: TO, text: 'Thank you', localId: '880001' }))
    const retried = await driver.send({ to: TO, text: 'Thank you', localId: '880001' })

    expect(lost).toMatchObject({ code: 'network', retryable: true })
    expect(fake.requests.map((r) => r.params.localid)).toEqual(['880001', '880001'])
    expect(fake.sent).toHaveLength(1)
    expect(retried.providerId).toBe(String(fake.sent[0]!.messageid))
  })

  it('does not retry a sign-in template or a text without a localid after an answer it never got', async () => {
    // verify/lookup takes no localid: Kavenegar may have sent it, so it is not sent again.
    const driver = driverFor(fake, { timeoutMs: 200 })
    fake.failNext('no-answer')
    fake.failNext('not-json')
    fake.failNext('lost-answer')

    const timedOut = await failureOf(
      driver.sendTemplate({ to: TO, template: 'verify', tokens: ['12345'] }),
    )
    const unreadable = await failureOf(
      driver.sendTemplate({ to: TO, template: 'verify', tokens: ['12345'] }),
    )
    const noLocalId = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(timedOut).toMatchObject({ code: 'network', retryable: false })
    expect(unreadable).toMatchObject({ code: 'bad_response', retryable: false })
    expect(noLocalId).toMatchObject({ code: 'network', retryable: false })
  })

  it('reads delivery reports from sms/status: delivered, not delivered, still on its way', async () => {
    const driver = driverFor(fake)
    const receipts = []
    for (const text of ['one', 'two', 'three'])
      receipts.push(await driver.send({ to: TO, text, localId: `9900${text.length}${text}` }))
    const [one, two, three] = fake.sent
    fake.deliver(one!.messageid)
    fake.deliver(two!.messageid, 14)

    const found = await driver.deliveries!([...receipts.map((r) => r.providerId!), '123'])

    expect(found.get(String(one!.messageid))).toMatchObject({ state: 'delivered' })
    expect(found.get(String(two!.messageid))).toMatchObject({
      state: 'undelivered',
      detail: expect.stringContaining('Blocked'),
    })
    expect(found.get(String(three!.messageid))).toMatchObject({ state: 'sent' })
    expect(found.get('123')).toMatchObject({ state: 'undelivered' })
    expect(fake.requests.at(-1)).toMatchObject({ action: 'sms/status' })
  })

  it('turns an unreachable server into a retryable network error without the API key', async () => {
    const gone = await startFakeKavenegar({ apiKey: 'secret-key-123' })
    await gone.close()
    const driver = driverFor(gone)

    const error = await failureOf(driver.send({ to: TO, text: 'hello' }))

    expect(error).toMatchObject({ code: 'network', retryable: true })
    expect(error.message).not.toContain('secret-key-123')
  })

  it('refuses to be created without an API key', () => {
    expect(() => createKavenegarDriver({ apiKey: '' })).toThrow(SmsError)
  })
})
