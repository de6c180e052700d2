import {
  ADVANCED_MAP_FIELDS,
  DEFAULT_SETTINGS,
  KNOWN_LINKS,
  settingsInputs,
  type ImageInput,
  type SettingsOutputs,
  type SettingsSection,
  type SettingsValues,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { encodeMessage } from '@kheyr/contracts'
import { keepAdvanced } from '../../lib/advanced-settings.ts'
import { ValidationError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { assertImages, presentImages } from '../media/images.service.ts'
import { allSettings, putSetting, settingsOf, type SettingsMap } from './settings.repository.ts'
import { parseTrustBadge, trustBadgeHtml } from './trust-badges.ts'

/*
 * Other modules keep their own settings groups (payments' gateways, the SMS provider, the
 * contact form's subjects) with `putSetting`, in their own transaction, and read them from the
 * cache (`app.settings.group`).
 */
export { putSetting, seedSettings, type SettingsMap } from './settings.repository.ts'

/**
 * Where each section lives in the `settings` table. `general` keeps one key per field (the props
 * read `general.logo`, `general.banner`...); the others keep their whole value under one key.
 */
const STORAGE: Record<Exclude<SettingsSection, 'general'>, { group: string; key: string }> = {
  slider: { group: 'slider', key: 'options' },
  social: { group: 'social', key: 'links' },
  contact_us: { group: 'contact_us', key: 'details' },
  app: { group: 'app', key: 'links' },
  android: { group: 'android', key: 'release' },
  map: { group: 'map', key: 'neshan' },
  trust: { group: 'trust', key: 'details' },
}

/** An image as settings keep it: its reference and when it last changed (for cache busting). */
export type StoredSettingImage = ImageInput & { updated_at: string }

export type StoredGeneral = {
  site_name: string
  logo: StoredSettingImage | null
  default_image: StoredSettingImage | null
  banner: { image: StoredSettingImage | null; title: string | null; link: string | null } | null
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const asImage = (value: unknown): StoredSettingImage | null => {
  const v = asRecord(value)
  if (typeof v.url !== 'string' || !v.url) return null
  return {
    url: v.url,
    media_id: typeof v.media_id === 'number' ? v.media_id : null,
    updated_at: typeof v.updated_at === 'string' ? v.updated_at : new Date(0).toISOString(),
  }
}

/** The general section from stored keys; anything malformed reads as not set. */
export function storedGeneral(settings: SettingsMap): StoredGeneral {
  const g = settings.general ?? {}
  const banner = g.banner ? asRecord(g.banner) : null
  return {
    site_name:
      typeof g.site_name === 'string' && g.site_name
        ? g.site_name
        : DEFAULT_SETTINGS.general.site_name,
    logo: asImage(g.logo),
    default_image: asImage(g.default_image),
    banner: banner
      ? {
          image: asImage(banner.image),
          title: typeof banner.title === 'string' ? banner.title : null,
          link: typeof banner.link === 'string' ? banner.link : null,
        }
      : null,
  }
}

/** A stored section, checked against its contract; an unreadable value falls back to defaults. */
export function storedSection<S extends Exclude<SettingsSection, 'general'>>(
  settings: SettingsMap,
  section: S,
): SettingsOutputs[S] {
  const { group, key } = STORAGE[section]
  const raw = settings[group]?.[key]
  if (raw === undefined || raw === null) return DEFAULT_SETTINGS[section]
  const parsed = settingsInputs[section].safeParse(raw)
  if (!parsed.success) return DEFAULT_SETTINGS[section]
  // Link maps keep only filled-in entries; the other sections are complete objects.
  return {
    ...(DEFAULT_SETTINGS[section] as object),
    ...(parsed.data as object),
  } as SettingsOutputs[S]
}

async function readFrom(
  app: FastifyInstance,
  settings: SettingsMap,
  section: SettingsSection,
  db: Executor = app.db,
): Promise<SettingsOutputs[SettingsSection]> {
  if (section !== 'general') return storedSection(settings, section)
  const g = storedGeneral(settings)
  const [logo, defaultImage, bannerImage] = await presentImages(
    app,
    [
      g.logo && { url: g.logo.url, mediaId: g.logo.media_id },
      g.default_image && { url: g.default_image.url, mediaId: g.default_image.media_id },
      g.banner?.image ? { url: g.banner.image.url, mediaId: g.banner.image.media_id } : null,
    ],
    db,
  )
  return {
    site_name: g.site_name,
    logo: logo ?? null,
    default_image: defaultImage ?? null,
    banner: g.banner
      ? { image: bannerImage ?? null, title: g.banner.title, link: g.banner.link }
      : null,
  }
}

export async function readSection<S extends SettingsSection>(
  app: FastifyInstance,
  section: S,
): Promise<SettingsOutputs[S]> {
  const group =
    section === 'general'
      ? 'general'
      : STORAGE[section as Exclude<SettingsSection, 'general'>].group
  const settings = { [group]: await settingsOf(app.db, group) }
  return (await readFrom(app, settings, section)) as SettingsOutputs[S]
}

export async function readAllSections(app: FastifyInstance): Promise<SettingsOutputs> {
  const settings = await allSettings(app.db)
  const entries = await Promise.all(
    (Object.keys(settingsInputs) as SettingsSection[]).map(
      async (section) => [section, await readFrom(app, settings, section)] as const,
    ),
  )
  return Object.fromEntries(entries) as SettingsOutputs
}

/** An image keeps its `updated_at` while its URL stays; a new URL is a new version. */
function versioned(
  next: ImageInput | null,
  previous: StoredSettingImage | null,
  now: string,
): StoredSettingImage | null {
  if (!next) return null
  const same = previous && previous.url === next.url && previous.media_id === next.media_id
  return { ...next, updated_at: same ? previous.updated_at : now }
}

async function write(
  tx: Executor,
  section: SettingsSection,
  input: SettingsValues[SettingsSection],
  before: SettingsMap,
) {
  if (section === 'general') {
    const g = input as SettingsValues['general']
    const old = storedGeneral(before)
    const now = new Date().toISOString()
    await putSetting(tx, 'general', 'site_name', g.site_name)
    await putSetting(tx, 'general', 'logo', versioned(g.logo, old.logo, now))
    await putSetting(
      tx,
      'general',
      'default_image',
      versioned(g.default_image, old.default_image, now),
    )
    await putSetting(
      tx,
      'general',
      'banner',
      g.banner && (g.banner.image || g.banner.title || g.banner.link)
        ? { ...g.banner, image: versioned(g.banner.image, old.banner?.image ?? null, now) }
        : null,
    )
    return
  }
  const { group, key } = STORAGE[section]
  // Link maps keep only the links that are set.
  const value =
    section === 'social' || section === 'app'
      ? Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, v]) => v))
      : input
  await putSetting(tx, group, key, value)
}

/** The advanced fields of a section (`ADVANCED_MAP_FIELDS`, links outside `KNOWN_LINKS`). */
export function advancedFields(
  section: SettingsSection,
  input: Record<string, unknown>,
  stored: Record<string, unknown>,
): string[] {
  if (section === 'map') return [...ADVANCED_MAP_FIELDS]
  if (section !== 'social' && section !== 'app') return []
  const known: readonly string[] = KNOWN_LINKS[section]
  return [...new Set([...Object.keys(input), ...Object.keys(stored)])].filter(
    (name) => !known.includes(name),
  )
}

/** Anyone but the super-admin keeps the advanced fields as they are (`keepAdvanced`). */
async function withAdvancedKept<S extends SettingsSection>(
  app: FastifyInstance,
  request: FastifyRequest,
  section: S,
  input: SettingsValues[S],
): Promise<SettingsValues[S]> {
  if (section !== 'map' && section !== 'social' && section !== 'app') return input
  const given = input as Record<string, unknown>
  const stored = (await readSection(app, section)) as Record<string, unknown>
  return (await keepAdvanced(
    request,
    given,
    stored,
    advancedFields(section, given, stored),
  )) as SettingsValues[S]
}

/**
 * Each pasted badge code cut down to a link around an image (`trust-badges.ts`); a code with no
 * image to show is a 422 on its field.
 */
function sanitizeTrust(input: SettingsValues['trust']): SettingsValues['trust'] {
  const errors: Record<string, string[]> = {}
  const badges = input.badges.map((badge, i) => {
    const parsed = parseTrustBadge(badge.name, badge.html)
    if (!parsed) errors[`badges.${i}.html`] = [encodeMessage('trust_badge')]
    return { name: badge.name, html: parsed ? trustBadgeHtml(parsed) : '' }
  })
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return { ...input, badges }
}

/**
 * Saves a section: the write and its audit row in one transaction, then the settings cache (and
 * with it the start-up props) is dropped, so `/api/props` and its ETag change at once.
 */
export async function saveSection<S extends SettingsSection>(
  app: FastifyInstance,
  request: FastifyRequest,
  section: S,
  input: SettingsValues[S],
): Promise<SettingsOutputs[S]> {
  input = await withAdvancedKept(app, request, section, input)
  if (section === 'trust') input = sanitizeTrust(input as SettingsValues['trust']) as typeof input
  if (section === 'general') {
    const g = input as SettingsValues['general']
    await assertImages(app.db, {
      logo: g.logo,
      default_image: g.default_image,
      'banner.image': g.banner?.image,
    })
  }
  await app.db.transaction(async (tx) => {
    const before = await allSettings(tx)
    const beforeValue = await readFrom(app, before, section, tx)
    await write(tx, section, input, before)
    const after = await readFrom(app, await allSettings(tx), section, tx)
    await recordAudit(tx, request, {
      action: 'updated',
      resource: 'settings',
      recordId: section,
      before: beforeValue as Record<string, unknown>,
      after: after as Record<string, unknown>,
    })
  })
  app.settings.invalidate()
  return readSection(app, section)
}
