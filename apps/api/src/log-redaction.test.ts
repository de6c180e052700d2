import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/harness.ts'
import { buildApp, requestForLog } from './app.ts'

const request = (url: string) =>
  ({
    url,
    method: 'GET',
    host: 'kheyr.test',
    ip: '10.0.0.1',
    socket: { remotePort: 5000 },
  }) as never

describe('the request line in the server log', () => {
  it("masks a guest's bill token and a download signature, keeping the rest", () => {
    expect(requestForLog(request('/api/bills/7?token=s3cret&lang=fa')).url).toBe(
      '/api/bills/7?token=***&lang=fa',
    )
    expect(requestForLog(request('/api/media/3/download?expires=99&signature=abc')).url).toBe(
      '/api/media/3/download?expires=99&signature=***',
    )
  })

  it("masks a membership reminder's pay link", () => {
    expect(requestForLog(request('/api/subscriptions/pay/12-1767225600-abcdefghij')).url).toBe(
      '/api/subscriptions/pay/***',
    )
    expect(requestForLog(request('/subscription/pay/12-1767225600-abcdefghij?x=1')).url).toBe(
      '/subscription/pay/***?x=1',
    )
  })

  it('leaves a plain address as it came', () => {
    expect(requestForLog(request('/api/props'))).toEqual({
      method: 'GET',
      url: '/api/props',
      host: 'kheyr.test',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    })
  })
})

describe('the server log over HTTP (issue 29)', () => {
  it('never holds a pay link token, however many slashes the path has', async () => {
    const ctx = await setupTestApp({}, [], { workers: false })
    const lines: string[] = []
    const app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      database: ctx.database,
      workers: false,
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    })
    afterAll(() => app.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const token = '12-1767225600-abcdefghijklmnopqrstuv'

    for (const path of [
      `/api/subscriptions/pay/${token}`,
      `//api/subscriptions/pay/${token}`,
      `/api//subscriptions///pay/${token}?x=1`,
      `//subscription/pay/${token}`,
      `/api/bills/7?token=${token}`,
    ])
      await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' })

    const requests = lines.filter((l) => l.includes('"req"'))
    expect(requests.length).toBeGreaterThanOrEqual(5)
    expect(lines.filter((l) => l.includes(token))).toEqual([])
  })
})
