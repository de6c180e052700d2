import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { repoRoot } from './lib/paths.ts'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_LIFETIME_DAYS: z.coerce.number().int().positive().default(30),
  /** How long a sign-in lasts however active it stays (decision 025). */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().positive().default(90),
  /** How long a renewed session's old id still answers for the new one (decision 022). */
  SESSION_ROTATION_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  ADMIN_MOBILE: z.string().default('09120000000'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SSR_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  E2E_TESTING: bool.default(false),
  /** Memory for kept dashboard answers, in megabytes (decision 021); 0 keeps none. */
  KEPT_ANSWERS_MB: z.coerce.number().min(0).default(32),
  /** Where backups are written (docs/decisions/032-backups.md); `DATA_DIR/backups` by default. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
  /** A bucket (with the S3_* settings) that receives a copy of every nightly backup. */
  BACKUP_S3_BUCKET: z.string().optional(),
  /** Copy media kept on S3 into the backup instead of listing them with their checksums. */
  BACKUP_INCLUDE_S3: bool.default(false),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  appUrl: string
  sessionSecret: string
  sessionLifetimeDays: number
  /** Days a sign-in lasts from its start, however active (decision 025). */
  sessionMaxAgeDays: number
  /** Seconds a renewed session's old id still answers for the new one (decision 022). */
  sessionRotationGraceSeconds: number
  adminMobile: string
  adminPassword: string | null
  seedDemo: boolean
  logLevel: string
  rateLimitMax: number
  trustProxy: boolean
  webDistDir: string
  /** The web app's server render (`entry-server.js`); public pages are sent rendered when present. */
  webSsrDir: string
  secureCookies: boolean
  storage: StorageConfig
  /** Browser tests only: a route that signs anyone in without a code (never on a real server). */
  e2eTesting: boolean
  /** Memory for kept dashboard answers (decision 021); 0 keeps none. */
  keptAnswersBytes: number
  backup: BackupConfig
}

/** Backups (docs/decisions/032-backups.md). */
export type BackupConfig = {
  dir: string
  keepDaily: number
  keepWeekly: number
  /** The off-server copy: the S3 settings with this bucket; null for none. */
  s3: Extract<StorageConfig, { driver: 's3' }> | null
  includeS3Media: boolean
}

/** Where uploaded media lives: a folder under DATA_DIR, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3'
      bucket: string
      region: string
      endpoint: string | null
      accessKeyId: string | null
      secretAccessKey: string | null
      /** Public objects are linked here (a CDN or the bucket's public address); else proxied. */
      publicUrl: string | null
      /** MinIO and most S3-compatible services want `https://host/bucket/key`. */
      forcePathStyle: boolean
    }

/**
 * Reads the environment once at start. Without SESSION_SECRET a random one is kept in DATA_DIR,
 * so a single machine works out of the box; several instances must share an explicit one.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || null,
    appUrl,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    sessionLifetimeDays: e.SESSION_LIFETIME_DAYS,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    sessionRotationGraceSeconds: e.SESSION_ROTATION_GRACE_SECONDS,
    adminMobile: e.ADMIN_MOBILE,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    webSsrDir: path.resolve(e.WEB_SSR_DIR ?? path.join(repoRoot, 'apps/web/dist-ssr')),
    secureCookies: appUrl.startsWith('https://'),
    storage: storageConfig(e, dataDir),
    e2eTesting: e.E2E_TESTING,
    keptAnswersBytes: Math.round(e.KEPT_ANSWERS_MB * 1024 * 1024),
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
      s3: e.BACKUP_S3_BUCKET ? s3Settings(e, e.BACKUP_S3_BUCKET) : null,
      includeS3Media: e.BACKUP_INCLUDE_S3,
    },
  }
}

function storageConfig(e: z.infer<typeof env>, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', root: path.join(dataDir, 'storage') }
  if (!e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3')
  return s3Settings(e, e.S3_BUCKET)
}

function s3Settings(
  e: z.infer<typeof env>,
  bucket: string,
): Extract<StorageConfig, { driver: 's3' }> {
  return {
    driver: 's3',
    bucket,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? null,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  }
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
