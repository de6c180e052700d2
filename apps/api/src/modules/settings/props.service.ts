import { createHash } from 'node:crypto'
import type { Props } from '@kheyr/contracts'
import type { Db } from '../../db/client.ts'
import type { SettingsCache } from './settings.cache.ts'
import type { SettingsMap } from './settings.repository.ts'
import { storedGeneral, storedSection, type StoredSettingImage } from './settings.service.ts'
import { parseTrustBadge } from './trust-badges.ts'

/** A module's share of `/api/props`, computed from its own records. */
export type PropsContributor = (db: Db, settings: SettingsMap) => Promise<Partial<Props>>

const EMPTY: Props = {
  PaymentMethods: [],
  charityTypes: [],
  charityCategories: [],
  subscriptionTypes: [],
  CrownTypes: [],
  defaultGateway: null,
  islamic: null,
  notifications: [],
  NeshanMap: {},
  Banner: null,
  defaultImage: null,
  logo: null,
  social: {},
  contact_us: {},
  app: {},
  trust: { registration_number: null, licence_number: null, licence_issuer: null, badges: [] },
}

const withoutEmpty = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== ''))

const pathOf = (image: StoredSettingImage | null) =>
  image ? { path: image.url, updated_at: image.updated_at } : null

/** The settings-backed fields; other modules add theirs with `contribute`. */
const fromSettings: PropsContributor = async (_db, s) => {
  const general = storedGeneral(s)
  const banner = general.banner
  return {
    logo: pathOf(general.logo),
    defaultImage: pathOf(general.default_image),
    Banner: banner?.image
      ? { ...pathOf(banner.image), title: banner.title, link: banner.link }
      : null,
    social: withoutEmpty(storedSection(s, 'social')),
    contact_us: withoutEmpty(storedSection(s, 'contact_us')),
    app: withoutEmpty(storedSection(s, 'app')),
    NeshanMap: storedSection(s, 'map'),
    trust: trustOf(storedSection(s, 'trust')),
  }
}

/** The trust settings for pages: each badge's kept code read back into its parts. */
function trustOf(trust: ReturnType<typeof storedSection<'trust'>>): Props['trust'] {
  return {
    registration_number: trust.registration_number,
    licence_number: trust.licence_number,
    licence_issuer: trust.licence_issuer,
    badges: trust.badges.flatMap((b) => parseTrustBadge(b.name, b.html) ?? []),
  }
}

export type CachedProps = { body: string; etag: string }

/**
 * Builds the start-up props once and serves them from memory. A settings change drops them on
 * every instance at once (the settings cache tells); a change to another module's records
 * (`invalidate`) drops them here at once and on other instances within `ttlMs`.
 */
export class PropsService {
  private readonly contributors: PropsContributor[] = [fromSettings]
  private cached: { value: Promise<CachedProps>; at: number } | null = null

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsCache,
    private readonly ttlMs = 5000,
  ) {
    settings.subscribe(() => this.invalidate())
  }

  contribute(contributor: PropsContributor) {
    this.contributors.push(contributor)
    this.invalidate()
  }

  invalidate() {
    this.cached = null
  }

  get(): Promise<CachedProps> {
    const now = Date.now()
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const value = this.build()
      this.cached = { value, at: now }
      value.catch(() => (this.cached = null))
    }
    return this.cached.value
  }

  private async build(): Promise<CachedProps> {
    const settings = await this.settings.all()
    const parts = await Promise.all(this.contributors.map((c) => c(this.db, settings)))
    const props: Props = Object.assign({ ...EMPTY }, ...parts)
    const body = JSON.stringify(props)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag }
  }
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** `/api/props`: modules add their share with `contribute` (they need `settings`). */
    props: PropsService
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
