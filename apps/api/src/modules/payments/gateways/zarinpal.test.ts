import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeZarinpal } from './fake-zarinpal.ts'
import type { FakeZarinpal } from './fake-zarinpal.ts'
import { sendHtml, startFakeServer } from './fake-server.ts'
import type { GatewayDriver } from './gateway.ts'
import { expectGivesUpInTime, expectGoodPersian, gatewayError, order } from './gateway-testing.ts'
import { createZarinpalDriver, zarinpalMessage, zarinpalMessages } from './zarinpal.ts'

let fake: FakeZarinpal
let driver: GatewayDriver

beforeEach(async () => {
  fake = await createFakeZarinpal()
  driver = createZarinpalDriver({ merchantId: fake.merchantId, baseUrl: fake.url })
})

afterEach(async () => {
  await fake.close()
})

describe('request', () => {
  it('sends the amount in rial and sends the browser to StartPay', async () => {
    const result = await driver.request(order)

    expect(fake.calls[0]?.body).toMatchObject({
      merchant_id: fake.merchantId,
      amount: 250_000,
      currency: 'IRR',
      callback_url: order.callbackUrl,
      description: order.description,
      metadata: { order_id: 'tx-42', mobile: '09121234567' },
    })
    expect(result.token).toMatch(/^A\d{35}$/)
    expect(result.redirect).toEqual({
      url: `${fake.url}/pg/StartPay/${result.token}`,
      method: 'GET',
      fields: {},
    })
    expect((await fetch(result.redirect.url)).status).toBe(200)
  })

  it('leaves the mobile out when the payer gave none', async () => {
    await driver.request({ ...order, mobile: null })

    expect(fake.calls[0]?.body?.metadata).toEqual({ order_id: 'tx-42' })
  })

  it('turns a refusal into a GatewayError with a Persian message', async () => {
    fake.failNext('request', -12)

    const error = await gatewayError(driver.request(order))

    expect(error.gateway).toBe('zarinpal')
    expect(error.code).toBe('-12')
    expect(error.userMessage.fa).toBe(
      'تعداد درخواست‌ها بیش از حد مجاز بود. لطفاً چند دقیقه دیگر دوباره تلاش کنید.',
    )
    expect(error.raw).toMatchObject({ errors: { code: -12 } })
  })

  it('reports an unknown merchant as -10', async () => {
    const stranger = createZarinpalDriver({
      merchantId: '00000000-0000-0000-0000-000000000000',
      baseUrl: fake.url,
    })

    const error = await gatewayError(stranger.request(order))

    expect(error.code).toBe('-10')
    expect(error.userMessage).toEqual(zarinpalMessage(-10))
  })

  it('reports an amount below the minimum as a validation error (-9)', async () => {
    const strict = await createFakeZarinpal({ minAmount: 300_000 })
    const driverForStrict = createZarinpalDriver({
      merchantId: strict.merchantId,
      baseUrl: strict.url,
    })
    try {
      const error = await gatewayError(driverForStrict.request(order))

      expect(error.code).toBe('-9')
      expect(error.raw).toMatchObject({ errors: { validations: [{ amount: expect.any(String) }] } })
    } finally {
      await strict.close()
    }
  })

  it('is refused under 10,000 rial (1,000 toman), as Zarinpal refuses it', async () => {
    const error = await gatewayError(driver.request({ ...order, amount: 999 }))

    expect(error.code).toBe('-9')
    expect(error.raw).toMatchObject({
      errors: { validations: [{ amount: 'The amount must be at least 10000.' }] },
    })
    expect((await driver.request({ ...order, amount: 1000 })).token).toBeTruthy()
  })

  it('reports an amount above the maximum as -41', async () => {
    const error = await gatewayError(driver.request({ ...order, amount: 100_000_001 }))

    expect(error.code).toBe('-41')
    expect(error.userMessage.fa).toContain('۱۰۰ میلیون تومان')
  })

  it('throws a network error when Zarinpal cannot be reached', async () => {
    await fake.close()

    const error = await gatewayError(driver.request(order))

    expect(error.code).toBe('network')
  })

  it('throws when Zarinpal answers something that is not JSON', async () => {
    const broken = await startFakeServer((_request, response) =>
      sendHtml(response, 502, '<h1>Bad gateway</h1>'),
    )
    try {
      const error = await gatewayError(
        createZarinpalDriver({ merchantId: fake.merchantId, baseUrl: broken.url }).request(order),
      )

      expect(error.code).toBe('bad_response')
      expect(error.raw).toMatchObject({ status: 502 })
    } finally {
      await broken.close()
    }
  })
})

describe('verify', () => {
  it('credits a paid payment with its reference id and masked card', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({
      status: 'paid',
      referenceId: '201',
      cardMask: '502229******5995',
      alreadyVerified: false,
    })
    expect(fake.calls.at(-1)?.body).toEqual({
      merchant_id: fake.merchantId,
      amount: 250_000,
      authority: token,
    })
    expect(fake.payments.get(token)?.status).toBe('VERIFIED')
  })

  it('counts a second verify (101) as paid and already verified', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    const first = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    const again = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(again).toMatchObject({ status: 'paid', alreadyVerified: true })
    expect(again.status === 'paid' && first.status === 'paid' && again.referenceId).toBe(
      first.status === 'paid' && first.referenceId,
    )
  })

  it('treats NOK as canceled without asking Zarinpal', async () => {
    const { token } = await driver.request(order)
    const params = fake.cancel(token)

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'canceled', code: 'NOK' })
    expect(fake.calls.map((call) => call.endpoint)).toEqual(['request'])
  })

  it('credits nothing when the bank took a different amount (-50)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token, { amount: 2_500 })

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'failed', code: '-50' })
    expect(result.status === 'failed' && result.message).toEqual(zarinpalMessage(-50))
    expect(fake.payments.get(token)?.status).toBe('PAID')
  })

  it('credits nothing when our records hold another amount than the one requested (-50)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)

    const result = await driver.verify({ token, orderId: order.orderId, amount: 2_500, params })

    expect(result).toMatchObject({ status: 'failed', code: '-50' })
  })

  it('fails a payment the payer never completed, even if the callback says OK (-51)', async () => {
    const { token } = await driver.request(order)

    const result = await driver.verify({
      orderId: order.orderId,
      token,
      amount: order.amount,
      params: { Authority: token, Status: 'OK' },
    })

    expect(result).toMatchObject({ status: 'failed', code: '-51' })
  })

  it('fails an unknown authority (-54)', async () => {
    const token = `A${'9'.repeat(35)}`

    const result = await driver.verify({
      orderId: order.orderId,
      token,
      amount: order.amount,
      params: { Authority: token, Status: 'OK' },
    })

    expect(result).toMatchObject({ status: 'failed', code: '-54' })
  })

  it('refuses a callback that carries another payment authority', async () => {
    const { token } = await driver.request(order)
    const other = await driver.request(order)
    const params = fake.pay(other.token)

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'failed', code: 'authority_mismatch' })
    expect(fake.calls.filter((call) => call.endpoint === 'verify')).toHaveLength(0)
  })

  it('keeps the payment pending (throws) when Zarinpal has a fault of its own (-52)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    fake.failNext('verify', -52)

    const error = await gatewayError(
      driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )

    expect(error.code).toBe('-52')
    expect(fake.payments.get(token)?.status).toBe('PAID')
  })

  it('throws a network error when the connection drops', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    fake.dropNext('verify')

    const error = await gatewayError(
      driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )

    expect(error.code).toBe('network')
    expect(error.userMessage.en).toContain('We will check your payment')
  })

  it('gives up after the timeout when Zarinpal does not answer', async () => {
    const impatient = createZarinpalDriver({
      merchantId: fake.merchantId,
      baseUrl: fake.url,
      timeoutMs: 200,
    })
    const { token } = await impatient.request(order)
    const params = fake.pay(token)
    fake.hangNext('verify')

    await expectGivesUpInTime(() =>
      impatient.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )
  })
})

describe('inquire', () => {
  it('reports a payment still at the bank as pending', async () => {
    const { token } = await driver.request(order)

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt: new Date(),
    })

    expect(result).toMatchObject({ status: 'pending', code: 'IN_BANK' })
  })

  it('settles a paid but unverified payment by verifying it', async () => {
    const { token } = await driver.request(order)
    fake.pay(token)

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt: new Date(),
    })

    expect(result).toMatchObject({ status: 'paid', alreadyVerified: false, referenceId: '201' })
    expect(fake.payments.get(token)?.status).toBe('VERIFIED')
  })

  it('reports a verified payment as paid with its reference id', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    await driver.verify({ token, orderId: order.orderId, amount: order.amount, params })

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt: new Date(),
    })

    expect(result).toMatchObject({ status: 'paid', alreadyVerified: true, referenceId: '201' })
  })

  it('does not credit a paid payment whose amount differs from our records', async () => {
    const { token } = await driver.request(order)
    fake.pay(token, { amount: 2_500 })

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt: new Date(),
    })

    expect(result).toMatchObject({ status: 'failed', code: '-50' })
  })

  it('reports failed and reversed payments as failed', async () => {
    const failed = await driver.request(order)
    fake.cancel(failed.token)
    const reversed = await driver.request(order)
    fake.pay(reversed.token)
    fake.reverse(reversed.token)

    expect(
      await driver.inquire({
        token: failed.token,
        orderId: order.orderId,
        amount: order.amount,
        issuedAt: new Date(),
      }),
    ).toMatchObject({
      status: 'failed',
      code: 'FAILED',
    })
    expect(
      await driver.inquire({
        token: reversed.token,
        orderId: order.orderId,
        amount: order.amount,
        issuedAt: new Date(),
      }),
    ).toMatchObject({
      status: 'failed',
      code: 'REVERSED',
    })
  })

  it('fails an unknown authority (-54)', async () => {
    const result = await driver.inquire({
      orderId: order.orderId,
      token: `A${'9'.repeat(35)}`,
      amount: order.amount,
      issuedAt: new Date(),
    })

    expect(result).toMatchObject({ status: 'failed', code: '-54' })
  })

  it('throws so reconciliation retries when Zarinpal cannot be reached', async () => {
    const { token } = await driver.request(order)
    fake.dropNext('inquiry')

    const error = await gatewayError(
      driver.inquire({ token, orderId: order.orderId, amount: order.amount, issuedAt: new Date() }),
    )

    expect(error.code).toBe('network')
  })
})

describe('messages', () => {
  it('words every documented code in proper Persian and plain English', () => {
    const codes = [-9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -40, -41]
    const all = [
      ...codes,
      ...Array.from({ length: 10 }, (_, index) => -30 - index),
      ...[-50, -51, -52, -53, -54, -55, -60, -61, -62, -63],
    ]

    for (const code of all) expect(zarinpalMessages[String(code)], String(code)).toBeDefined()
    for (const message of Object.values(zarinpalMessages)) expectGoodPersian(message)
    expectGoodPersian(zarinpalMessage(-999))
  })
})
