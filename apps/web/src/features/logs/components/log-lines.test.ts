import { describe, expect, it } from 'vitest'
import { formatLogLine, unseenLineNumbers } from './log-lines.ts'

const at = new Date(2025, 5, 1, 9, 5, 7).getTime()

describe('server log lines', () => {
  it('reads a pino entry as time, level and message', () => {
    const line = formatLogLine(
      JSON.stringify({ level: 50, time: at, pid: 1, msg: 'job failed', queue: 'sms' }),
    )
    expect(line).toEqual({
      text: '2025-06-01 09:05:07 ERROR   job failed {"queue":"sms"}',
      time: at,
    })
  })

  it('colours completed requests by their status', () => {
    const done = (statusCode: number) =>
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: at,
          msg: 'request completed',
          reqId: 'req-4',
          res: { statusCode },
          responseTime: 12.4,
        }),
      ).text
    expect(done(200)).toBe('2025-06-01 09:05:07 SUCCESS request completed 200 12 ms [req-4]')
    expect(done(404)).toContain(' WARNING request completed 404')
    expect(done(500)).toContain(' ERROR   request completed 500')
  })

  it('shows the request and the error', () => {
    const text = formatLogLine(
      JSON.stringify({
        level: 30,
        time: at,
        msg: 'incoming request',
        req: { method: 'GET', url: '/api/user' },
      }),
    ).text
    expect(text).toContain('INFO    incoming request GET /api/user')
    const error = formatLogLine(
      JSON.stringify({
        level: 50,
        msg: 'request failed',
        err: { type: 'TypeError', message: 'x is undefined' },
      }),
    )
    expect(error.text).toBe('ERROR   request failed TypeError: x is undefined')
    expect(error.time).toBeNull()
  })

  it('turns download fields into link markers', () => {
    const text = formatLogLine(
      JSON.stringify({ level: 30, msg: 'export ready', download: '/api/x.csv' }),
    ).text
    expect(text).toBe('INFO    export ready #link#/api/x.csv#link#')
  })

  it('keeps lines that are not JSON as they are', () => {
    expect(formatLogLine('plain text')).toEqual({ text: 'plain text', time: null })
    expect(formatLogLine('[1,2]')).toEqual({ text: '[1,2]', time: null })
  })

  it('keeps an entry written over several lines on one line of the view', () => {
    const line = formatLogLine(
      JSON.stringify({ time: 1, level: 40, msg: 'first\nsecond', err: { message: 'a\r\nb' } }),
    )
    expect(line.text).not.toMatch(/\n/)
    expect(line.text).toContain('first ⏎ second')
    expect(line.text).toContain('Error: a ⏎ b')
  })

  it('marks the lines written since the last visit', () => {
    const lines = [
      { text: 'a', time: 10 },
      { text: 'b', time: null },
      { text: 'c', time: 20 },
      { text: 'd', time: 30 },
    ]
    expect(unseenLineNumbers(lines, 15)).toEqual([3, 4])
    expect(unseenLineNumbers(lines, null)).toEqual([])
  })
})
