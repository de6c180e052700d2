import type { Readable } from 'node:stream'
import type { StorageConfig } from '../../config.ts'
import { localDiskStorage } from './local-storage.ts'

/** Media keys start with their visibility: only `public/...` is ever served without a link. */
export type Visibility = 'public' | 'private'

export type PutOptions = {
  contentType: string
  /** `attachment; filename*=...` for files a browser must download rather than show. */
  contentDisposition?: string
}

export type StoredObject = {
  stream: Readable
  /** Bytes in `stream` (the whole object, or the requested range). */
  length: number
  /** The object's full size. */
  size: number
  contentType: string | null
  /** Set when a byte range was asked for and served: `bytes 0-99/1000`. */
  contentRange: string | null
}

/**
 * Where media lives. Keys are relative, `/`-separated and never come from a user (the media
 * service makes them from random bytes), so drivers need not guard against `..`.
 */
export type StorageDriver = {
  readonly name: StorageConfig['driver']
  /** Moves (local) or uploads (S3) a finished file into storage under `key`; the file is gone after. */
  putFile(key: string, file: string, options: PutOptions): Promise<void>
  putBuffer(key: string, body: Buffer, options: PutOptions): Promise<void>
  /** Reads an object, or a byte range of it (`bytes=0-99`); null when it does not exist. */
  read(key: string, range?: string): Promise<StoredObject | null>
  /** Copies an object into a local file (image processing works on files). */
  copyToFile(key: string, file: string): Promise<void>
  /** Deletes objects; missing ones are not an error. */
  delete(keys: string[]): Promise<void>
  /** The address a browser loads a public object from. */
  publicUrl(key: string): string
  /** The folder `/storage/` serves, when the files are on this machine. */
  readonly localRoot: string | null
}

/** Public media is served under this path (by the local driver, or proxied from S3). */
export const STORAGE_PREFIX = '/storage/'

/** Spec section 9: media is cached for 30 days (keys are never reused, so this is safe). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000'

export async function createStorage(config: StorageConfig): Promise<StorageDriver> {
  if (config.driver === 'local') return localDiskStorage(config.root)
  // The AWS SDK is large: only an S3 set-up loads it.
  const { s3Storage } = await import('./s3-storage.ts')
  return s3Storage(config)
}

/** `attachment` with the file name in both the plain and the UTF-8 form (Persian names). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
