// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { DayPicker } from './day-picker.tsx'

beforeEach(persian)
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The reconciliation page's picker: each day it is given is a day the page would fetch. */
function Report({ asked, start = '2025-08-03' }: { asked: string[]; start?: string }) {
  const [day, setDay] = useState(start)
  return (
    <DayPicker
      day={day}
      max="2026-11-23"
      label="روز"
      onChange={(next) => {
        asked.push(next)
        setDay(next)
      }}
    />
  )
}

/** What the field shows, without its label or the marks that keep the sections in order. */
const shown = () =>
  screen
    .getByRole('group', { name: 'روز' })
    .querySelector('.MuiPickersSectionList-root')!
    .textContent!.replace(/[\u200e\u2068\u2069]/g, '')

/** Typing on a clock of the test's own: each key lands at once, the pauses are the test's. */
function typist() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // Testing Library drains its work with a timer, which it advances only where it finds `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}
const pause = () => act(() => vi.advanceTimersByTime(700))

describe('the reports’ day picker', () => {
  it('names its calendar button with the day as Persian writes it, «انتخاب‌شده» with its half-space', () => {
    renderApp(<Report asked={[]} start="2025-11-28" />)
    // Not date-fns-jalali's ordinal «۷-ام آذر», nor the pack's «تاریخ انتخاب شده … است».
    expect(
      screen.getByRole('button', { name: 'تاریخ را انتخاب کنید؛ تاریخ انتخاب‌شده: ۷ آذر ۱۴۰۴' }),
    ).toBeTruthy()
  })

  it('asks for a year typed over the day once, when it is whole, not for the years on the way', async () => {
    const asked: string[] = []
    const user = typist()
    renderApp(<Report asked={asked} />)
    expect(shown()).toBe('۱۴۰۴/۰۵/۱۲')
    await user.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await user.keyboard('۱۴۰۳')
    expect(shown()).toBe('۱۴۰۳/۰۵/۱۲')
    await pause()
    expect(asked).toEqual(['2024-08-02'])
  })

  it('asks for a day typed section by section once the typing pauses', async () => {
    const asked: string[] = []
    const user = typist()
    renderApp(<Report asked={asked} />)
    await user.click(screen.getByRole('spinbutton', { name: 'ماه' }))
    await user.keyboard('۱۱۲۳')
    expect(shown()).toBe('۱۴۰۴/۱۱/۲۳')
    await pause()
    expect(asked).toEqual(['2026-02-12'])
  })

  it('asks at once for a day typed and left', async () => {
    const asked: string[] = []
    const user = typist()
    renderApp(<Report asked={asked} />)
    await user.click(screen.getByRole('spinbutton', { name: 'روز' }))
    await user.keyboard('۲۰')
    await user.tab()
    await user.tab()
    expect(asked).toEqual(['2025-08-11'])
  })

  it('drops a year left half typed and shows the day again, asking for nothing', async () => {
    const asked: string[] = []
    const user = typist()
    renderApp(<Report asked={asked} />)
    await user.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await user.keyboard('۱۴')
    await pause()
    expect(asked).toEqual([])
    await user.click(document.body)
    expect(shown()).toBe('۱۴۰۴/۰۵/۱۲')
    expect(asked).toEqual([])
  })

  it('asks at once for a day picked on the calendar, and for the day before', async () => {
    const asked: string[] = []
    renderApp(<Report asked={asked} />)
    await userEvent.click(screen.getByRole('button', { name: /تاریخ را انتخاب کنید/ }))
    await userEvent.click(await screen.findByRole('gridcell', { name: '۲۰' }))
    expect(asked).toEqual(['2025-08-11'])
    await userEvent.click(screen.getByRole('button', { name: 'روز قبل' }))
    expect(asked).toEqual(['2025-08-11', '2025-08-10'])
  })
})
