import { describe, expect, it } from 'vitest'
import { charityTypeInput } from './charities.ts'
import { crownLocationInput, crownTypeInput } from './crowns.ts'
import {
  contactUsSettingsInput,
  generalSettingsInput,
  mapSettingsInput,
  socialSettingsInput,
} from './settings.ts'
import { staticPageInput } from './static-pages.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('JSON-valued settings', () => {
  it('take the value itself or its JSON text', () => {
    const fromText = socialSettingsInput.safeParse('{"instagram":"https://instagram.com/k"}')
    expect(fromText.data).toEqual({ instagram: 'https://instagram.com/k' })
    expect(socialSettingsInput.safeParse({ telegram: '' }).data).toEqual({ telegram: null })
  })

  it('answer the json message for text that does not parse', () => {
    expect(messagesOf(contactUsSettingsInput.safeParse('{ phone: 1'))).toEqual(['json'])
  })

  it('normalise contact digits and check the email', () => {
    const parsed = contactUsSettingsInput.safeParse({ phone: '۰۲۱-۸۸۰۰', email: 'A@B.IR' })
    expect(parsed.data).toMatchObject({ phone: '021-8800', email: 'a@b.ir', address: null })
    expect(contactUsSettingsInput.safeParse({ email: 'nope' }).success).toBe(false)
  })

  it('fill the map defaults and need the tile placeholders', () => {
    const map = mapSettingsInput.safeParse({})
    expect(map.data).toMatchObject({ zoom: 12, center: { lat: 35.6892, lng: 51.389 } })
    expect(messagesOf(mapSettingsInput.safeParse({ tile_url: 'https://x/{z}.png' }))).toEqual([
      'tile_url',
    ])
  })
})

describe('general settings', () => {
  it('need a site name; images are optional references', () => {
    expect(messagesOf(generalSettingsInput.safeParse({ site_name: ' ' }))).toEqual(['required'])
    const parsed = generalSettingsInput.parse({ site_name: 'خیر', logo: { url: '/storage/l.png' } })
    expect(parsed.logo).toEqual({ url: '/storage/l.png', media_id: null })
    expect(parsed.banner).toBeNull()
  })
})

describe('crowns', () => {
  it('name the missing crown name, map point and location name with their own messages', () => {
    expect(messagesOf(crownTypeInput.safeParse({ title: '', price: 5000 }))).toEqual([
      'crown_name_required',
    ])
    expect(messagesOf(crownLocationInput.safeParse({ name: '', lat: '', lng: null }))).toEqual([
      'location_name_required',
      'map_location',
      'map_location',
    ])
  })

  it('read prices in Persian digits with separators', () => {
    expect(crownTypeInput.parse({ title: 'ساده', price: '۱٬۵۰۰٬۰۰۰' }).price).toBe(1_500_000)
  })
})

describe('charity types', () => {
  it('name an empty title with its own message', () => {
    for (const title of ['', '   ', undefined])
      expect(
        messagesOf(charityTypeInput.safeParse({ slug: 'sadaqa', title, category_id: 1 })),
      ).toEqual(['charity_name_required'])
  })
})

describe('static pages', () => {
  it('need a slug of lowercase latin words', () => {
    expect(staticPageInput.safeParse({ slug: 'about-us', title: 'ما' }).success).toBe(true)
    expect(staticPageInput.safeParse({ slug: 'About Us', title: 'ما' }).success).toBe(false)
  })
})
