import { createHash } from 'node:crypto'
import type { Props } from '@kheyr/contracts'
import type { Db } from '../../db/client.ts'
import { allSettings, type SettingsMap } from './settings.repository.ts'

/** A module's share of `/api/props`, computed from its own records. */
export type PropsContributor = (db: Db, settings: SettingsMap) => Promise<Partial<Props>>

const EMPTY: Props = {
  PaymentMethods: [],
  charityTypes: [],
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
}

/** The settings-backed fields; other modules add theirs with `contribute`. */
const fromSettings: PropsContributor = async (_db, s) => ({
  logo: (s.general?.logo as Props['logo']) ?? null,
  defaultImage: (s.general?.default_image as Props['defaultImage']) ?? null,
  Banner: (s.general?.banner as Props['Banner']) ?? null,
  social: (s.social?.links as Props['social']) ?? {},
  contact_us: (s.contact_us?.details as Props['contact_us']) ?? {},
  app: (s.app?.links as Props['app']) ?? {},
  NeshanMap: (s.map?.neshan as Props['NeshanMap']) ?? {},
})

export type CachedProps = { body: string; etag: string }

/**
 * Builds the start-up props once and serves them from memory. A change made here drops the cache
 * at once; other instances see it within `ttlMs`.
 */
export class PropsService {
  private readonly contributors: PropsContributor[] = [fromSettings]
  private cached: { value: Promise<CachedProps>; at: number } | null = null

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
  ) {}

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
    const settings = await allSettings(this.db)
    const parts = await Promise.all(this.contributors.map((c) => c(this.db, settings)))
    const props: Props = Object.assign({ ...EMPTY }, ...parts)
    const body = JSON.stringify(props)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag }
  }
}
