// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { i18n, loadNamespaces } from '#lib/i18n.ts'
import { persian, renderApp } from '#test/render.tsx'
import { PointMessage } from './picker-parts.tsx'

const point = { lat: 35.7, lng: 51.40321 }

describe('the message under a map picker', () => {
  afterAll(persian)

  it('names the point chosen in Persian, with Persian digits', async () => {
    await persian()
    renderApp(<PointMessage id="m" point={point} hint="hint" />)
    expect(screen.getByText('موقعیت انتخاب‌شده: عرض ۳۵.۷۰۰۰۰، طول ۵۱.۴۰۳۲۱')).toBeTruthy()
  })

  it('names it in English on an English page (the longitude is no language)', async () => {
    await i18n.changeLanguage('en')
    await loadNamespaces('en')
    renderApp(<PointMessage id="m" point={point} hint="hint" />)
    expect(screen.getByText('Chosen location: latitude 35.70000, longitude 51.40321')).toBeTruthy()
  })
})
