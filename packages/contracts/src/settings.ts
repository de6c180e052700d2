import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { DEFAULT_MAP_CENTER, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-tiles.ts'
import { encodeMessage } from './message-codec.ts'
import {
  imageInput,
  imageOutput,
  latitude,
  longitude,
  message,
  optionalText,
  optionalUrlField,
  requiredText,
} from './validation.ts'

// Shared with the other contracts (a campaign's cover, a needy family's home): kept in
// validation.ts, so importing them does not build every setting's schema.
export { imageInput, imageOutput, latitude, longitude } from './validation.ts'
export type { ImageInput, ImageOutput, ImageValue } from './validation.ts'

/**
 * Accepts the value itself or its JSON text (the dashboard's plain-text editor sends either);
 * text that does not parse is the `json` message.
 */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    if (value.trim() === '') return {}
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.issues.push({ code: 'custom', input: value, message: encodeMessage('json') })
      return z.NEVER
    }
  }, schema)

/** Keys of a link map: lowercase latin names such as `instagram`, `google-play`. */
const linkKey = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, message('slug'))
/** Named links (social networks, app stores): name → address, empty for none. */
export const linkMapInput = z
  .record(linkKey, optionalUrlField())
  .refine((links) => Object.keys(links).length <= 30, message('max_items', { max: 30 }))

// ---------------------------------------------------------------------------------------------
// The sections of /dashboard/settings that are plain key/values. Crown types, ceremony
// locations and static pages are records of their own (crowns.ts, static-pages.ts); charity
// types belong to the payments work.

export const SETTINGS_SECTIONS = [
  'general',
  'slider',
  'social',
  'contact_us',
  'app',
  'android',
  'map',
  'trust',
] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

/** The recommended size of the default image (spec, section 9). */
export const DEFAULT_IMAGE_SIZE = { width: 700, height: 500 } as const

export const bannerInput = z.object({
  image: imageInput.nullable().default(null),
  title: optionalText(150),
  link: optionalUrlField(),
})

export const generalSettingsInput = z.object({
  site_name: requiredText(100),
  logo: imageInput.nullable().default(null),
  default_image: imageInput.nullable().default(null),
  banner: bannerInput.nullable().default(null),
})
export type GeneralSettings = z.infer<typeof generalSettingsInput>

export const SLIDER_INTERVAL = { min: 3, max: 20, default: 6 } as const
export const sliderSettingsInput = z.object({
  autoplay: z.boolean().default(true),
  /** Seconds each slide stays. */
  interval: z.coerce
    .number()
    .int()
    .min(SLIDER_INTERVAL.min)
    .max(SLIDER_INTERVAL.max)
    .default(SLIDER_INTERVAL.default),
})
export type SliderSettings = z.infer<typeof sliderSettingsInput>

/** Networks the form offers a field for; the JSON editor may add others. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'telegram',
  'whatsapp',
  'eitaa',
  'bale',
  'rubika',
  'aparat',
  'youtube',
  'x',
  'linkedin',
] as const
export const socialSettingsInput = jsonText(linkMapInput)
export type SocialSettings = z.infer<typeof linkMapInput>

/** Stores the footer's app links point to. */
export const APP_STORES = ['android', 'bazaar', 'myket', 'googleplay', 'appstore', 'pwa'] as const
export const appSettingsInput = jsonText(linkMapInput)
export type AppSettings = z.infer<typeof linkMapInput>

const phoneText = (max = 50) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? toLatinDigits(v) : null))
    .pipe(
      z
        .string()
        .regex(/^[0-9+\-() ]+$/, message('invalid'))
        .nullable(),
    )

export const contactUsInput = z.object({
  phone: phoneText(),
  mobile: phoneText(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email().nullable()),
  address: optionalText(500),
  postal_code: phoneText(20),
  working_hours: optionalText(200),
})
export const contactUsSettingsInput = jsonText(contactUsInput)
export type ContactUsSettings = z.infer<typeof contactUsInput>

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/
export const androidReleaseInput = z.object({
  release_note: optionalText(3000),
  latest_version: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((v) => toLatinDigits(v))
    .pipe(z.string().regex(VERSION, message('invalid'))),
  latest_version_code: z.coerce.number().int().min(1).max(2_100_000_000),
})
export type AndroidRelease = z.infer<typeof androidReleaseInput>

/** `GET /api/app/android`, with the spec's field names. */
export const androidReleaseOutput = z.object({
  releaseNote: z.string().nullable(),
  latestVersion: z.string().nullable(),
  latestVersionCode: z.number().nullable(),
})
export type AndroidReleaseOutput = z.infer<typeof androidReleaseOutput>

export { DEFAULT_MAP_CENTER, OSM_ATTRIBUTION, OSM_TILE_URL }

const tileUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine(
    (v) => /^https?:\/\//i.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
    message('tile_url'),
  )

/** The map the location pickers and the public pages draw (props `NeshanMap`). */
export const mapInput = z.object({
  tile_url: tileUrl.default(OSM_TILE_URL),
  attribution: optionalText(200),
  /** Neshan's web key, when its tiles are used; a browser key, so it is public anyway. */
  key: optionalText(200),
  center: z.object({ lat: latitude, lng: longitude }).default({ ...DEFAULT_MAP_CENTER }),
  zoom: z.coerce.number().int().min(1).max(19).default(12),
})
export const mapSettingsInput = jsonText(mapInput)
export type MapSettings = z.infer<typeof mapInput>

/** A registration or licence number: any digits typed, kept in Latin digits. */
const registryNumber = (max = 50) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? toLatinDigits(v) : null))

export const TRUST_BADGES_MAX = 4
/** A trust badge (eNamad, Shaparak, Samandehi…) as its issuer's HTML code, pasted as it is. */
export const trustBadgeInput = z.object({
  name: requiredText(60),
  html: requiredText(4000),
})

/**
 * What donors look for before paying: the charity's registration and licence numbers (and who
 * issued the licence) and the trust badges; shown in the footer and on the checkout. The server
 * keeps of each badge's code only a link around an image (see the settings module).
 */
export const trustInput = z.object({
  registration_number: registryNumber(),
  licence_number: registryNumber(),
  licence_issuer: optionalText(100),
  badges: z
    .array(trustBadgeInput)
    .max(TRUST_BADGES_MAX, message('max_items', { max: TRUST_BADGES_MAX }))
    .default([]),
})
export type TrustSettings = z.infer<typeof trustInput>

/**
 * What only the super-admin changes, being about how the site is built rather than what it
 * says: the map's tile template, its credit line and key, and links under names the forms do
 * not offer (added in the JSON editor). Staff see and keep them; the server refuses a change.
 */
export const ADVANCED_MAP_FIELDS = ['tile_url', 'attribution', 'key'] as const
export const KNOWN_LINKS = { social: SOCIAL_NETWORKS, app: APP_STORES } as const

export const settingsInputs = {
  general: generalSettingsInput,
  slider: sliderSettingsInput,
  social: socialSettingsInput,
  contact_us: contactUsSettingsInput,
  app: appSettingsInput,
  android: androidReleaseInput,
  map: mapSettingsInput,
  trust: trustInput,
} as const satisfies Record<SettingsSection, z.ZodType>

export type SettingsValues = { [K in SettingsSection]: z.infer<(typeof settingsInputs)[K]> }

const nullableText = z.string().nullable()
const linkMapOutput = z.record(z.string(), z.string().nullable())

/** Each section as the dashboard reads it back (images with their variants). */
export const settingsOutputs = {
  general: z.object({
    site_name: z.string(),
    logo: imageOutput.nullable(),
    default_image: imageOutput.nullable(),
    banner: z
      .object({ image: imageOutput.nullable(), title: nullableText, link: nullableText })
      .nullable(),
  }),
  slider: z.object({ autoplay: z.boolean(), interval: z.number() }),
  social: linkMapOutput,
  contact_us: z.object({
    phone: nullableText,
    mobile: nullableText,
    email: nullableText,
    address: nullableText,
    postal_code: nullableText,
    working_hours: nullableText,
  }),
  app: linkMapOutput,
  android: z.object({
    release_note: nullableText,
    latest_version: nullableText,
    latest_version_code: z.number().nullable(),
  }),
  map: z.object({
    tile_url: z.string(),
    attribution: nullableText,
    key: nullableText,
    center: z.object({ lat: z.number(), lng: z.number() }),
    zoom: z.number(),
  }),
  trust: z.object({
    registration_number: nullableText,
    licence_number: nullableText,
    licence_issuer: nullableText,
    /** Each badge's code as the server kept it: a link around an image, nothing else. */
    badges: z.array(z.object({ name: z.string(), html: z.string() })),
  }),
} as const satisfies Record<SettingsSection, z.ZodType>

export type SettingsOutputs = { [K in SettingsSection]: z.infer<(typeof settingsOutputs)[K]> }

/** Defaults shown before staff save a section. */
export const DEFAULT_SETTINGS: SettingsOutputs = {
  general: { site_name: 'خیر', logo: null, default_image: null, banner: null },
  slider: { autoplay: true, interval: SLIDER_INTERVAL.default },
  social: {},
  contact_us: {
    phone: null,
    mobile: null,
    email: null,
    address: null,
    postal_code: null,
    working_hours: null,
  },
  app: {},
  android: { release_note: null, latest_version: null, latest_version_code: null },
  map: {
    tile_url: OSM_TILE_URL,
    attribution: OSM_ATTRIBUTION,
    key: null,
    center: { ...DEFAULT_MAP_CENTER },
    zoom: 12,
  },
  trust: { registration_number: null, licence_number: null, licence_issuer: null, badges: [] },
}
