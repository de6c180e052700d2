import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DOWNLOAD_LINK_HOURS,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  LEGACY_OFFICE,
  MB,
  MEDIA_KINDS,
  MEDIA_SIZE_LIMITS_MB,
  MEDIA_TYPES,
  type Media,
  type MediaKind,
  type MediaVariant,
  type MediaVisibility,
  type ValidationKey,
} from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import type { Config } from '../../config.ts'
import type { Executor, Tx } from '../../db/client.ts'
import { invalid } from '../../lib/errors.ts'
import { attachmentDisposition, type StorageDriver } from '../../lib/storage/storage.ts'
import { userNames } from '../users/users.service.ts'
import { findMedia, findMediaByIds, insertMedia, setMediaVariants } from './media.repository.ts'
import type { MediaRow, StoredVariant } from './media.tables.ts'

export { allStoredKeys, findMediaByIds } from './media.repository.ts'
export type { MediaRow } from './media.tables.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where media files live (local folder or S3); set up by the media module. */
    storage: StorageDriver
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const VARIANTS_QUEUE = 'media.variants'
export const PURGE_QUEUE = 'media.purge'

/** The largest upload any kind allows: the multipart limit of routes that take media. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS_MB)) * MB

/** Enough of a file's start for file-type to recognise every format we accept. */
const SNIFF_BYTES = 4100

export type StoreUploadInput = {
  /** The file's bytes as they arrive (a multipart part): written to disk, never held whole. */
  stream?: Readable
  /** Or the whole file already in memory. */
  buffer?: Buffer
  /** The name the file came with; kept for display, never trusted for its type. */
  filename: string
  /** The type the client claimed. Only a hint: the content decides. */
  mimeHint?: string | null
  uploadedBy: number | null
  /** `private` files are never served under /storage; only signed links reach them. */
  visibility?: MediaVisibility
  /** `library` (the default) is the dashboard's media library; other features name their own. */
  collection?: string
  /** The kinds this upload may be (all by default); another kind is refused as `file_format`. */
  kinds?: readonly MediaKind[]
  /** The form field errors are reported on (default `file`). */
  field?: string
  name?: string | null
  alt?: string | null
  /**
   * Runs in the transaction that inserts the row (an audit entry, the caller's own link row).
   * Prefer it to `tx`: the file arrives before any transaction opens.
   */
  onStored?: (row: MediaRow, tx: Tx) => Promise<void>
  /** Insert the row (and queue its variants) in the caller's open transaction. */
  tx?: Tx
}

type Detected = { mime: string; ext: string; kind: MediaKind }

/** The accepted format a sniffed MIME type stands for, or null. */
export function classify(mime: string | undefined, filename: string): Detected | null {
  if (!mime) return null
  if (mime === LEGACY_OFFICE.mime) {
    // The container alone could also be an installer: only the three Office names pass.
    const ext = path.extname(filename).slice(1).toLowerCase()
    const legacy = LEGACY_OFFICE.types[ext]
    return legacy ? { mime: legacy, ext, kind: 'document' } : null
  }
  const type = MEDIA_TYPES.find((t) => t.mime === mime)
  return type ? { mime: type.mime, ext: type.ext, kind: type.kind } : null
}

/** A file name as people see it: no folders, no control characters, not too long. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (clean || 'file').slice(0, 255)
}

const stem = (filename: string) => {
  const ext = path.extname(filename)
  return (ext ? filename.slice(0, -ext.length) : filename).trim().slice(0, 200) || filename
}

function newKey(visibility: MediaVisibility, ext: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${visibility}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`
}

const limitOf = (kinds: readonly MediaKind[]) =>
  Math.max(...kinds.map((k) => MEDIA_SIZE_LIMITS_MB[k])) * MB

/**
 * Stores one uploaded file and records it: the type is read from the content (`file_format`
 * otherwise), each kind has its size limit (`file_too_large`), images get their size read and
 * WebP variants queued. The bytes go to a temporary file as they arrive, so a large video never
 * sits in memory. Other modules call this for their attachments (`collection`, `visibility`).
 * Throws a 422 on `field`; returns the new row.
 */
export async function storeUpload(
  app: FastifyInstance,
  input: StoreUploadInput,
): Promise<MediaRow> {
  const field = input.field ?? 'file'
  const kinds = input.kinds?.length ? input.kinds : MEDIA_KINDS
  const filename = cleanFilename(input.filename)
  const visibility = input.visibility ?? 'public'
  const tmpDir = path.join(app.config.dataDir, 'tmp')
  await mkdir(tmpDir, { recursive: true })
  const tmp = path.join(tmpDir, `upload-${randomBytes(12).toString('hex')}`)

  try {
    const { size, head } = await receive(input, tmp, kinds, filename)
    if (size === 0) throw invalid(field, 'required')

    // The whole file decides (a zip may turn out to be a Word document); the head only
    // let us stop early.
    const detected = classify((await fileTypeFromFile(tmp))?.mime ?? head?.mime, filename)
    if (!detected || !kinds.includes(detected.kind)) throw invalid(field, 'file_format')
    const limit = MEDIA_SIZE_LIMITS_MB[detected.kind]
    if (size > limit * MB) throw invalid(field, 'file_too_large', { max: limit })

    let dimensions: { width: number; height: number } | null = null
    if (detected.kind === 'image') {
      dimensions = await imageDimensions(tmp, field)
    }

    const key = newKey(visibility, detected.ext)
    await app.storage.putFile(key, tmp, {
      contentType: detected.mime,
      ...(detected.kind === 'document'
        ? { contentDisposition: attachmentDisposition(filename) }
        : {}),
    })

    const values = {
      collection: input.collection ?? 'library',
      visibility,
      disk: app.storage.name,
      key,
      name: input.name?.trim().slice(0, 200) || stem(filename),
      originalName: filename,
      alt: input.alt?.trim().slice(0, 300) || null,
      mime: detected.mime,
      extension: detected.ext,
      kind: detected.kind,
      size,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      uploadedBy: input.uploadedBy,
    }
    const record = async (tx: Tx) => {
      const row = await insertMedia(tx, values)
      if (row.kind === 'image') await app.jobs.send(VARIANTS_QUEUE, { id: row.id }, { tx })
      await input.onStored?.(row, tx)
      return row
    }
    try {
      return input.tx ? await record(input.tx) : await app.db.transaction(record)
    } catch (error) {
      await app.storage.delete([key]).catch(() => {})
      throw error
    }
  } finally {
    await rm(tmp, { force: true })
  }
}

/**
 * An image's size read from its header alone (nothing is decoded), refused as `image_too_large`
 * above the pixel limit (every frame of an animation counts) and as `file_format` when the
 * header cannot be read. The variants job decodes with the same limit.
 */
async function imageDimensions(file: string, field: string) {
  let meta: Metadata
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata()
  } catch {
    throw invalid(field, 'file_format')
  }
  const frame = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0)
  if (!frame) throw invalid(field, 'file_format')
  if (frame * (meta.pages ?? 1) > IMAGE_MAX_PIXELS)
    throw invalid(field, 'image_too_large', { max: IMAGE_MAX_MEGAPIXELS })
  return { width: meta.autoOrient.width, height: meta.autoOrient.height }
}

/**
 * Writes the upload to `tmp`, checking its start as soon as it has arrived: a refused format or
 * a file over its limit stops being written, but the rest is still read, so the client (which
 * is still sending) gets the 422 instead of a broken connection.
 */
async function receive(
  input: StoreUploadInput,
  tmp: string,
  kinds: readonly MediaKind[],
  filename: string,
): Promise<{ size: number; head: Detected | null }> {
  const field = input.field ?? 'file'
  const source = input.stream ?? Readable.from(input.buffer ? [input.buffer] : [])
  let size = 0
  let limit = limitOf(kinds)
  let failure: { key: ValidationKey; max?: number } | null = null
  let head: Detected | null = null
  let sniffed = false
  const start: Buffer[] = []
  let startLength = 0

  const sniff = async () => {
    sniffed = true
    const type = await fileTypeFromBuffer(Buffer.concat(start))
    // A zip or an Office container is only known for sure from the whole file.
    const container = type?.mime === 'application/zip' || type?.mime === LEGACY_OFFICE.mime
    head = classify(type?.mime, filename)
    if (!head && !container) failure = { key: 'file_format' }
    else if (head && !kinds.includes(head.kind)) failure = { key: 'file_format' }
    else if (head) limit = MEDIA_SIZE_LIMITS_MB[head.kind] * MB
  }

  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length
          if (failure) continue
          if (!sniffed) {
            start.push(chunk)
            startLength += chunk.length
            if (startLength >= SNIFF_BYTES) await sniff()
            if (failure) continue
          }
          if (size > limit) {
            failure = { key: 'file_too_large', max: limit / MB }
            continue
          }
          yield chunk
        }
        if (!sniffed && size > 0) await sniff()
      },
      createWriteStream(tmp),
    )
  } catch (error) {
    // The multipart parser cuts a part past the route's limit: that is "too large" too.
    const code = (error as { code?: string }).code
    if (!failure && code !== 'FST_REQ_FILE_TOO_LARGE') throw error
    failure ??= { key: 'file_too_large', max: limit / MB }
  }
  // A multipart file cut at the route's limit just ends early, marked `truncated`.
  if ((source as { truncated?: boolean }).truncated)
    failure ??= { key: 'file_too_large', max: limit / MB }
  const refused = failure as { key: ValidationKey; max?: number } | null
  if (refused) {
    throw invalid(field, refused.key, refused.max !== undefined ? { max: refused.max } : undefined)
  }
  return { size, head }
}

/** Widths to make for an image `original` pixels wide: never wider than it, at least one. */
export function variantWidths(original: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < original)
  return original > largest ? [...IMAGE_VARIANT_WIDTHS] : [...below, original]
}

/** Makes the WebP variants of an image (a queued job: uploads answer without waiting). */
export async function makeVariants(app: FastifyInstance, id: number): Promise<void> {
  const row = await findMedia(app.db, id)
  if (!row || row.kind !== 'image' || !row.width) return
  const tmpDir = path.join(app.config.dataDir, 'tmp')
  await mkdir(tmpDir, { recursive: true })
  const tmp = path.join(tmpDir, `variant-${randomBytes(12).toString('hex')}`)
  try {
    await app.storage.copyToFile(row.key, tmp)
    const animated =
      row.mime === 'image/gif' || row.mime === 'image/webp' || row.mime === 'image/apng'
    const variants: StoredVariant[] = []
    for (const width of variantWidths(row.width)) {
      const { data, info } = await sharp(tmp, { animated, limitInputPixels: IMAGE_MAX_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      const key = row.key.replace(/\.[^./]+$/, `-${width}w.webp`)
      await app.storage.putBuffer(key, data, { contentType: 'image/webp' })
      variants.push({
        width: info.width,
        height: info.pageHeight ?? info.height,
        key,
        size: data.length,
      })
    }
    // Deleted while they were made: its purge did not know of them, so they go now.
    if (!(await setMediaVariants(app.db, id, variants)))
      await app.storage.delete(variants.map((v) => v.key))
  } finally {
    await rm(tmp, { force: true })
  }
}

/** Media as the API shows it: addresses instead of storage keys, the uploader's name. */
export async function presentMedia(app: FastifyInstance, rows: MediaRow[]): Promise<Media[]> {
  const names = await userNames(
    app.db,
    rows.flatMap((r) => (r.uploadedBy !== null ? [r.uploadedBy] : [])),
  )
  return rows.map((r) => {
    const isPublic = r.visibility === 'public'
    return {
      id: r.id,
      name: r.name,
      original_name: r.originalName,
      alt: r.alt,
      kind: r.kind,
      mime: r.mime,
      extension: r.extension,
      size: r.size,
      width: r.width,
      height: r.height,
      visibility: r.visibility,
      url: isPublic ? app.storage.publicUrl(r.key) : null,
      variants: isPublic
        ? r.variants.map((v) => ({
            width: v.width,
            height: v.height,
            url: app.storage.publicUrl(v.key),
          }))
        : [],
      uploaded_by:
        r.uploadedBy !== null ? { id: r.uploadedBy, name: names.get(r.uploadedBy) ?? '' } : null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }
  })
}

/**
 * The public variants of these media rows, by id, for modules that keep a picked image's id
 * (sliders, settings, campaign covers) and show it with `srcset`. Private rows have none.
 */
export async function mediaVariantsOf(
  app: FastifyInstance,
  ids: number[],
  /** Inside a transaction pass it: the embedded database has one connection. */
  db: Executor = app.db,
): Promise<Map<number, MediaVariant[]>> {
  const map = new Map<number, MediaVariant[]>()
  if (!ids.length) return map
  for (const row of await findMediaByIds(db, ids)) {
    if (row.visibility !== 'public') continue
    map.set(
      row.id,
      row.variants.map((v) => ({
        width: v.width,
        height: v.height,
        url: app.storage.publicUrl(v.key),
      })),
    )
  }
  return map
}

/** Every stored object of a media row: the original and its variants. */
export const storedKeys = (row: Pick<MediaRow, 'key' | 'variants'>) => [
  row.key,
  ...row.variants.map((v) => v.key),
]

const signatureOf = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`media-download:${id}:${expires}`).digest('base64url')

/**
 * A link that downloads the media without a session, valid 12 hours (spec section 9):
 * `expires` (unix seconds) and an HMAC-SHA256 `signature` of the id and expiry.
 */
export function signedDownloadUrl(config: Config, id: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_HOURS * 3600
  const signature = signatureOf(config.sessionSecret, id, expires)
  return {
    url: `${config.appUrl}/api/media-library/file/${id}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000),
  }
}

/** Whether a download link is genuine and not yet expired. */
export function verifyDownloadSignature(
  config: Config,
  id: number,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false
  const at = Number(expires)
  if (at * 1000 <= now) return false
  const expected = Buffer.from(signatureOf(config.sessionSecret, id, at))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
