import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SEP_LEGACY_TLS_CIPHERS } from '@kheyr/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeSep } from './fake-sep.ts'
import type { FakeSep } from './fake-sep.ts'
import type { GatewayDriver } from './gateway.ts'
import { expectGivesUpInTime, expectGoodPersian, gatewayError, order } from './gateway-testing.ts'
import {
  SEP_SESSION_WINDOW_MS,
  createSepDriver,
  sepResultMessages,
  sepStatusMessage,
  sepStatusMessages,
} from './sep.ts'
import type { SepOptions } from './sep.ts'

let fake: FakeSep
let driver: GatewayDriver
let clock: number

function sepDriver(extra: Partial<SepOptions> = {}) {
  return createSepDriver({
    terminalId: fake.terminalId,
    baseUrl: fake.url,
    verifyBaseUrl: fake.url,
    now: () => clock,
    ...extra,
  })
}

beforeEach(async () => {
  clock = Date.parse('2026-03-01T10:00:00Z')
  fake = await createFakeSep({ now: () => clock })
  driver = sepDriver()
})

afterEach(async () => {
  await fake.close()
})

function endpointsCalled() {
  return fake.calls.map((call) => call.endpoint)
}

describe('request', () => {
  it('asks for a token in rial and form-posts the browser to the payment page', async () => {
    const result = await driver.request(order)

    expect(fake.calls[0]?.body).toEqual({
      action: 'token',
      TerminalId: fake.terminalId,
      Amount: 250_000,
      ResNum: 'tx-42',
      RedirectUrl: order.callbackUrl,
      CellNumber: '09121234567',
    })
    expect(result.redirect).toEqual({
      url: `${fake.url}/OnlinePG/OnlinePG`,
      method: 'POST',
      fields: { Token: result.token },
    })
    const page = await fetch(result.redirect.url, {
      method: 'POST',
      body: new URLSearchParams(result.redirect.fields),
    })
    expect(page.status).toBe(200)
  })

  it('leaves the cell number out when the payer gave none', async () => {
    await driver.request({ ...order, mobile: null })

    expect(fake.calls[0]?.body).not.toHaveProperty('CellNumber')
  })

  it('turns a refused token into a GatewayError with a Persian message', async () => {
    const stranger = createSepDriver({ terminalId: '999', baseUrl: fake.url })

    const error = await gatewayError(stranger.request(order))

    expect(error.gateway).toBe('sep')
    expect(error.code).toBe('12')
    expect(error.userMessage.fa).toBe(
      'درگاه سامان پایانه این سایت را نشناخت. لطفاً از درگاه دیگری استفاده کنید.',
    )
    expect(error.raw).toMatchObject({ status: -1, errorCode: 12 })
  })

  it('reports a server address SEP does not know (8)', async () => {
    fake.failNext('token', 8)

    const error = await gatewayError(driver.request(order))

    expect(error.code).toBe('8')
    expect(error.userMessage).toEqual(sepStatusMessage(8))
  })

  it('throws a network error when SEP cannot be reached', async () => {
    await fake.close()

    const error = await gatewayError(driver.request(order))

    expect(error.code).toBe('network')
  })
})

describe('verify', () => {
  it('credits a paid payment with its RefNum and masked card', async () => {
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
      referenceId: params.RefNum,
      cardMask: '621986****8080',
      alreadyVerified: false,
    })
    expect(fake.calls.at(-1)).toEqual({
      endpoint: 'verify',
      body: { RefNum: params.RefNum, TerminalNumber: Number(fake.terminalId) },
    })
  })

  it('credits a repeated verify answered without details only through a person', async () => {
    fake.repeatedVerify = 'without-details'
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    await driver.verify({ token, orderId: order.orderId, amount: order.amount, params })

    const again = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(again).toMatchObject({ status: 'review', code: 'unconfirmed' })
    expect(again.raw).toMatchObject({ ResultCode: 2, TransactionDetail: null })
  })

  it('counts a repeated verify (ResultCode 2) with the right amount as paid and already verified', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    await driver.verify({ token, orderId: order.orderId, amount: order.amount, params })

    const again = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(again).toMatchObject({
      status: 'paid',
      referenceId: params.RefNum,
      alreadyVerified: true,
    })
  })

  it('treats a payer who canceled (Status 1) as canceled without asking SEP', async () => {
    const { token } = await driver.request(order)
    const params = fake.cancel(token)

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'canceled', code: '1' })
    expect(endpointsCalled()).toEqual(['token'])
  })

  it.each([3, 4, 5, 8, 10, 11, 12, 21])(
    'fails a payment that ended with Status %i without asking SEP',
    async (status) => {
      const { token } = await driver.request(order)
      const params = fake.fail(token, status)

      const result = await driver.verify({
        token,
        orderId: order.orderId,
        amount: order.amount,
        params,
      })

      expect(result).toMatchObject({ status: 'failed', code: String(status) })
      expect(result.status === 'failed' && result.message).toEqual(sepStatusMessage(status))
      expect(endpointsCalled()).toEqual(['token'])
    },
  )

  it('credits nothing and reverses nothing when the bank took another amount: staff review it', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token, { amount: 25_000 })

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'review', code: 'amount_mismatch' })
    expect(result.raw).toMatchObject({
      ResultCode: 0,
      TransactionDetail: { OrginalAmount: 250_000, AffectiveAmount: 25_000 },
    })
    expect(endpointsCalled()).toEqual(['token', 'verify'])
    expect(fake.payments.get(token)?.reversed).toBe(false)
  })

  it('credits only when OrginalAmount agrees with our records too', async () => {
    // The card paid what we expect now, but the token was issued for another amount.
    const { token } = await driver.request(order)
    const params = fake.pay(token, { amount: 300_000 })

    const result = await driver.verify({ token, orderId: order.orderId, amount: 30_000, params })

    expect(result).toMatchObject({ status: 'review', code: 'amount_mismatch' })
  })

  it('credits nothing when our records hold another amount, even on a repeated verify', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    await driver.verify({ token, orderId: order.orderId, amount: order.amount, params })

    const result = await driver.verify({ token, orderId: order.orderId, amount: 30_000, params })

    expect(result).toMatchObject({ status: 'review', code: 'amount_mismatch' })
    expect(endpointsCalled()).not.toContain('reverse')
  })

  it('ignores the amounts the callback claims and trusts only VerifyTransaction', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token, { amount: 25_000 })

    const result = await driver.verify({
      orderId: order.orderId,
      token,
      amount: order.amount,
      params: { ...params, Amount: '250000', AffectiveAmount: '250000' },
    })

    expect(result).toMatchObject({ status: 'review', code: 'amount_mismatch' })
  })

  it('never reverses the RefNum of a paid payment that a forged callback carries', async () => {
    // Bill A is paid and verified; its payer starts bill B for another amount and posts B's
    // token with A's RefNum. SEP answers "repeated" with A's details.
    const paidOrder = { ...order, orderId: 'tx-41' }
    const a = await driver.request(paidOrder)
    const paidA = fake.pay(a.token)
    await driver.verify({ token: a.token, orderId: 'tx-41', amount: order.amount, params: paidA })
    const b = await driver.request({ ...order, amount: 40_000 })
    const forged: Record<string, string> = { ...paidA, Token: b.token, ResNum: order.orderId }

    const result = await driver.verify({
      token: b.token,
      orderId: order.orderId,
      amount: 40_000,
      params: forged,
    })

    expect(result).toMatchObject({ status: 'review', code: 'amount_mismatch' })
    expect(endpointsCalled()).not.toContain('reverse')
    expect(fake.payments.get(a.token)).toMatchObject({ verified: true, reversed: false })
  })

  it('does not verify a callback that names another order', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)

    const result = await driver.verify({
      token,
      orderId: 'tx-99',
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'review', code: 'callback_mismatch' })
    expect(endpointsCalled()).toEqual(['token'])
  })

  it('names the callback reference before asking SEP, so a reused one is never verified', () => {
    expect(driver.callbackReference?.({ RefNum: 'GmshtyjwKSu1', Status: '2' })).toBe('GmshtyjwKSu1')
    expect(driver.callbackReference?.({ Status: '1' })).toBeNull()
  })

  it('refuses a callback that belongs to another token', async () => {
    const { token } = await driver.request(order)
    const other = await driver.request(order)
    const params = fake.pay(other.token)

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'failed', code: 'token_mismatch' })
    expect(endpointsCalled()).not.toContain('verify')
  })

  it('fails an OK callback that brings no RefNum', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)

    const result = await driver.verify({
      orderId: order.orderId,
      token,
      amount: order.amount,
      params: { ...params, RefNum: '' },
    })

    expect(result).toMatchObject({ status: 'failed', code: 'invalid_callback' })
  })

  it('fails a RefNum SEP does not know (-2)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)

    const result = await driver.verify({
      orderId: order.orderId,
      token,
      amount: order.amount,
      params: { ...params, RefNum: 'forged-ref-num' },
    })

    expect(result).toMatchObject({ status: 'failed', code: '-2' })
  })

  it('fails a payment verified after SEP’s 30 minutes (-6)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    clock += 31 * 60_000

    const result = await driver.verify({
      token,
      orderId: order.orderId,
      amount: order.amount,
      params,
    })

    expect(result).toMatchObject({ status: 'failed', code: '-6' })
  })

  it('keeps the payment pending (throws) when SEP refuses our terminal (-104)', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    fake.failNext('verify', -104)

    const error = await gatewayError(
      driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )

    expect(error.code).toBe('-104')
    expect(fake.payments.get(token)?.verified).toBe(false)
  })

  it('throws a network error when the connection drops', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    fake.dropNext('verify')

    const error = await gatewayError(
      driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )

    expect(error.code).toBe('network')
  })

  it('gives up after the timeout when SEP does not answer', async () => {
    const impatient = sepDriver({ timeoutMs: 200 })
    const { token } = await impatient.request(order)
    const params = fake.pay(token)
    fake.hangNext('verify')

    await expectGivesUpInTime(() =>
      impatient.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )
  })
})

describe('inquire', () => {
  it('keeps a payment pending while its token may still be in use', async () => {
    const issuedAt = new Date(clock)
    const { token } = await driver.request(order)
    clock += 15 * 60_000

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt,
    })

    expect(result).toMatchObject({ status: 'pending', code: 'in_progress' })
    expect(endpointsCalled()).toEqual(['token'])
  })

  it('fails a payment with no callback once the session window has passed', async () => {
    const issuedAt = new Date(clock)
    const { token } = await driver.request(order)
    clock += SEP_SESSION_WINDOW_MS

    const result = await driver.inquire({
      token,
      orderId: order.orderId,
      amount: order.amount,
      issuedAt,
    })

    expect(result).toMatchObject({ status: 'failed', code: 'expired' })
  })

  it('settles a callback whose verify got no answer by verifying its RefNum', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    fake.dropNext('verify')
    await gatewayError(
      driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
    )

    const result = await driver.inquire({
      orderId: order.orderId,
      token,
      amount: order.amount,
      issuedAt: new Date(clock),
      params,
    })

    expect(result).toMatchObject({
      status: 'paid',
      referenceId: params.RefNum,
      alreadyVerified: false,
    })
  })

  it.each([
    ['with-details', { status: 'paid', alreadyVerified: true }],
    ['without-details', { status: 'review', code: 'unconfirmed' }],
  ] as const)(
    'asks again after SEP verified but its answer was lost (repeat answered %s)',
    async (mode, expected) => {
      fake.repeatedVerify = mode
      const { token } = await driver.request(order)
      const params = fake.pay(token)
      fake.loseNext('verify')
      await gatewayError(
        driver.verify({ token, orderId: order.orderId, amount: order.amount, params }),
      )
      expect(fake.payments.get(token)?.verified).toBe(true)

      const result = await driver.inquire({
        token,
        orderId: order.orderId,
        amount: order.amount,
        issuedAt: new Date(clock),
        params,
      })

      expect(result).toMatchObject(expected)
    },
  )

  it('reports a payment verified earlier as paid and already verified', async () => {
    const { token } = await driver.request(order)
    const params = fake.pay(token)
    await driver.verify({ token, orderId: order.orderId, amount: order.amount, params })

    const result = await driver.inquire({
      orderId: order.orderId,
      token,
      amount: order.amount,
      issuedAt: new Date(clock),
      params,
    })

    expect(result).toMatchObject({ status: 'paid', alreadyVerified: true })
  })

  it('keeps a canceled callback from being verified later', async () => {
    const { token } = await driver.request(order)
    const params = fake.cancel(token)
    clock += SEP_SESSION_WINDOW_MS

    const result = await driver.inquire({
      orderId: order.orderId,
      token,
      amount: order.amount,
      issuedAt: new Date(0),
      params,
    })

    expect(result).toMatchObject({ status: 'failed', code: 'expired' })
  })
})

describe('messages', () => {
  it('words every documented status and result code in proper Persian and plain English', () => {
    for (const status of [1, 3, 4, 5, 8, 10, 11, 12, 21]) {
      expect(sepStatusMessages[String(status)], String(status)).toBeDefined()
    }
    for (const code of [-2, -6, 2, 5, -104, -105, -106]) {
      expect(sepResultMessages[String(code)], String(code)).toBeDefined()
    }
    for (const message of [
      ...Object.values(sepStatusMessages),
      ...Object.values(sepResultMessages),
    ]) {
      expectGoodPersian(message)
    }
  })
})

describe('TLS options (the sep.tls_ciphers setting)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kheyr-sep-tls-'))
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const haveOpenssl = made.status === 0

  it.skipIf(!haveOpenssl)(
    'reach SEP through HTTPS with the ciphers the setting names, and only with them',
    async () => {
      const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8')
      const server = createHttpsServer(
        { cert, key: readFileSync(path.join(dir, 'key.pem'), 'utf8') },
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ status: 1, token: 'tls-token' }))
        },
      )
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      const tlsDriver = (ciphers: string) =>
        createSepDriver({
          terminalId: fake.terminalId,
          baseUrl: `https://127.0.0.1:${port}`,
          tls: { ciphers, ca: cert },
        })
      try {
        const result = await tlsDriver(SEP_LEGACY_TLS_CIPHERS).request(order)
        expect(result.token).toBe('tls-token')
        // Security level 4 wants far longer keys than this server's: the handshake fails,
        // which shows the setting is what the connection uses.
        const error = await gatewayError(tlsDriver('DEFAULT@SECLEVEL=4').request(order))
        expect(error.code).toBe('network')
      } finally {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
