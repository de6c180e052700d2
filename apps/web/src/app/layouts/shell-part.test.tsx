// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShellPart } from './shell-part.tsx'

afterEach(cleanup)

function Menu({ label }: { label: string }) {
  return <nav aria-label={label} />
}

/** The page around the part: its error boundary is what a failing part must never reach. */
class Page extends Component<{ children: ReactNode }, { wiped: boolean }> {
  override state = { wiped: false }
  static getDerivedStateFromError() {
    return { wiped: true }
  }
  override render() {
    return this.state.wiped ? <p>page wiped</p> : <main>{this.props.children}</main>
  }
}

describe('a part of the shell whose code loads on first use', () => {
  it('without its code, tells the shell instead of taking the page down; the next use fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onFail = vi.fn()
    let online = false
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ default: Menu })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const part = <ShellPart load={load} props={{ label: 'main menu' }} onFail={onFail} />
    const { rerender } = render(<Page>{part}</Page>)

    await vi.waitFor(() => expect(onFail).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('page wiped')).toBeNull()
    expect(screen.getByRole('main')).toBeTruthy()

    // The shell unmounts it; on the next use, the code is there.
    rerender(<Page>{null}</Page>)
    online = true
    rerender(<Page>{part}</Page>)
    expect(await screen.findByRole('navigation', { name: 'main menu' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(onFail).toHaveBeenCalledTimes(1)
  })
})
