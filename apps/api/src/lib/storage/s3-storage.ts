import { createReadStream, createWriteStream } from 'node:fs'
import { stat, unlink } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '../../config.ts'
import { MEDIA_CACHE_CONTROL, STORAGE_PREFIX, type StorageDriver } from './storage.ts'

type S3Config = Extract<StorageConfig, { driver: 's3' }>

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)

/**
 * An S3-compatible bucket (AWS, MinIO, ArvanCloud, Liara...), for several app instances.
 * Public objects are linked at `S3_PUBLIC_URL` when set (a CDN or a public-read prefix);
 * otherwise the app proxies them under `/storage/`. Private objects are only ever proxied
 * through signed download links, so the bucket itself may stay fully private.
 */
export function s3Storage(config: S3Config): StorageDriver {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Many S3-compatible services refuse the SDK's newer default checksums (aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  })
  const Bucket = config.bucket

  return {
    name: 's3',
    localRoot: null,

    async putFile(key, file, options) {
      // A file on disk has a known length, which PutObject needs for a streamed body.
      const { size } = await stat(file)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: options.contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
          ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
        }),
      )
      await unlink(file)
    },

    async putBuffer(key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
          ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
        }),
      )
    },

    async read(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }),
        )
        const length = out.ContentLength ?? 0
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : length
        return {
          stream: out.Body as Readable,
          length,
          size: Number.isFinite(total) ? total : length,
          contentType: out.ContentType ?? null,
          contentRange: out.ContentRange ?? null,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async copyToFile(key, file) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      await pipeline(out.Body as Readable, createWriteStream(file))
    },

    async delete(keys) {
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))),
      )
    },

    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : STORAGE_PREFIX + key),
  }
}
