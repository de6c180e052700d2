import { describe, expect, it } from 'vitest'
import { createLogDriver } from './log-driver.ts'

function fakeLog() {
  const lines: { obj: object; msg: string }[] = []
  return { lines, warn: (obj: object, msg: string) => void lines.push({ obj, msg }) }
}

describe('log SMS driver', () => {
  it('writes one log line holding the recipient and the text', async () => {
    const log = fakeLog()
    const driver = createLogDriver(log)

    const receipt = await driver.send({ to: '09121234567', text: 'Your sign-in code: 12345' })

    expect(log.lines).toEqual([
      {
        obj: { sms: { to: '09121234567', text: 'Your sign-in code: 12345' } },
        msg: 'SMS to 09121234567: Your sign-in code: 12345',
      },
    ])
    expect(receipt).toEqual({ providerId: null, cost: null })
  })

  it('writes a template as one readable line with its name and tokens', async () => {
    const log = fakeLog()
    const driver = createLogDriver(log)

    const receipt = await driver.sendTemplate({
      to: '09121234567',
      template: 'verify',
      tokens: ['12345', 'Kheyr'],
    })

    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]?.msg).toBe('SMS to 09121234567 (template verify): 12345 | Kheyr')
    expect(log.lines[0]?.obj).toEqual({
      sms: { to: '09121234567', template: 'verify', tokens: ['12345', 'Kheyr'] },
    })
    expect(receipt).toEqual({ providerId: null, cost: null })
  })

  it('is named log', () => {
    expect(createLogDriver(fakeLog()).name).toBe('log')
  })
})
