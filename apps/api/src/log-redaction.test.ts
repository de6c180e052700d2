import { describe, expect, it } from 'vitest'
import { requestForLog } from './app.ts'

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
