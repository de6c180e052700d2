// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { usePageTitle } from '#lib/page-title.ts'
import { persian, renderApp } from '#test/render.tsx'
import { ErrorScreen } from './error-screen.tsx'

beforeAll(persian)

/** A slug route's page (`/charity/create/:slug`) that names itself, then finds no such slug. */
function SlugPage() {
  usePageTitle('پرداخت کمک')
  return <ErrorScreen status={404} path="/charity/create/unknown" />
}

describe('the error screen', () => {
  it('titles the document «صفحه پیدا نشد» even when the page that shows it named itself first', () => {
    renderApp(<SlugPage />, { route: '/charity/create/unknown' })
    expect(screen.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeTruthy()
    expect(document.title.startsWith('صفحه پیدا نشد | ')).toBe(true)
  })
})
