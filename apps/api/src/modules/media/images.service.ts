import {
  encodeMessage,
  IMAGE_MAX_PIXELS,
  type ImageInput,
  type ImageOutput,
} from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { Executor } from '../../db/client.ts'
import { ValidationError, type FieldErrors } from '../../lib/errors.ts'
import { findMediaByIds } from './media.repository.ts'
import { mediaVariantsOf } from './media.service.ts'

/** How an image reference is kept in a row: the URL shown and the media row it came from. */
export type StoredImage = { url: string; mediaId: number | null }

export const storedImage = (input: ImageInput | null): StoredImage | null =>
  input ? { url: input.url, mediaId: input.media_id } : null

/**
 * Image references as the API shows them. Images picked from the media library also carry
 * its resized variants (for `srcset`); typed addresses have none.
 */
export async function presentImages(
  app: FastifyInstance,
  images: (StoredImage | null)[],
  /** Inside a transaction pass it: the embedded database has one connection. */
  db: Executor = app.db,
): Promise<(ImageOutput | null)[]> {
  const variants = await mediaVariantsOf(
    app,
    images.flatMap((i) => (i?.mediaId ? [i.mediaId] : [])),
    db,
  )
  return images.map((image) =>
    image
      ? {
          url: image.url,
          media_id: image.mediaId,
          variants: (image.mediaId && variants.get(image.mediaId)) || [],
        }
      : null,
  )
}

/**
 * Library references must point at an existing image: `{ 'image': ref }` → 422 on
 * `image.media_id` otherwise. Typed addresses (no media id) are not checked here.
 */
export async function assertImages(
  db: Executor,
  refs: Record<string, ImageInput | null | undefined>,
): Promise<void> {
  const entries = Object.entries(refs).filter(
    (e): e is [string, ImageInput & { media_id: number }] => typeof e[1]?.media_id === 'number',
  )
  if (!entries.length) return
  const rows = await findMediaByIds(
    db,
    entries.map(([, ref]) => ref.media_id),
  )
  const images = new Set(rows.filter((r) => r.kind === 'image').map((r) => r.id))
  const errors: FieldErrors = {}
  for (const [field, ref] of entries) {
    if (!images.has(ref.media_id)) errors[`${field}.media_id`] = [encodeMessage('in')]
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

export async function presentImage(app: FastifyInstance, image: StoredImage | null) {
  return (await presentImages(app, [image]))[0]!
}

/**
 * An image from the media library as a PNG at most `width` pixels wide (the first frame), for a
 * document that embeds it (a PDF's logo); null for a typed address, which is never fetched, or
 * an image that cannot be read.
 */
export async function imagePng(
  app: FastifyInstance,
  image: StoredImage | null,
  width: number,
): Promise<Buffer | null> {
  if (!image?.mediaId) return null
  const [row] = await findMediaByIds(app.db, [image.mediaId])
  const object = row?.kind === 'image' ? await app.storage.read(row.key) : null
  if (!object) return null
  try {
    const bytes = Buffer.concat(await object.stream.toArray())
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .png()
      .toBuffer()
  } catch (err) {
    app.log.warn({ err, media: image.mediaId }, 'image could not be made a PNG')
    return null
  }
}
