import {
  dataOf,
  media,
  MEDIA_KINDS,
  MEDIA_VISIBILITIES,
  mediaDownload,
  updateMediaInput,
  type Media,
  type UpdateMediaInput,
} from '@kheyr/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { invalid, notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { findMedia } from './media.repository.ts'
import {
  MAX_UPLOAD_BYTES,
  presentMedia,
  PURGE_QUEUE,
  signedDownloadUrl,
  storedKeys,
  storeUpload,
} from './media.service.ts'
import { mediaFiles, type MediaRow } from './media.tables.ts'

const LIBRARY = 'library'
const idParams = z.object({ id: z.coerce.number().int().positive() })

/** The dashboard's media library: the resource, uploads and download links. */
export const mediaDashboard: FastifyPluginAsyncZod = async (app) => {
  const present = (rows: MediaRow[]) => presentMedia(app, rows)

  await app.register(
    defineResource<MediaRow, Media, never, UpdateMediaInput>({
      name: 'media',
      table: mediaFiles,
      permission: 'medias',
      output: media,
      defaultSort: '-created_at',
      // Files other features keep for their own records are not the library's to show.
      scope: () => eq(mediaFiles.collection, LIBRARY),
      columns: {
        id: { column: mediaFiles.id, type: 'number', filter: true, sort: true },
        name: { column: mediaFiles.name, type: 'text', search: true, sort: true },
        original_name: { column: mediaFiles.originalName, type: 'text', search: true },
        alt: { column: mediaFiles.alt, type: 'text', search: true },
        kind: {
          column: mediaFiles.kind,
          type: 'enum',
          values: MEDIA_KINDS,
          filter: true,
          sort: true,
        },
        visibility: {
          column: mediaFiles.visibility,
          type: 'enum',
          values: MEDIA_VISIBILITIES,
          filter: true,
        },
        mime: { column: mediaFiles.mime, type: 'text', filter: true },
        extension: { column: mediaFiles.extension, type: 'text', filter: true, sort: true },
        size: { column: mediaFiles.size, type: 'number', filter: true, sort: true },
        uploaded_by: { column: mediaFiles.uploadedBy, type: 'number', filter: true },
        created_at: { column: mediaFiles.createdAt, type: 'date', filter: true, sort: true },
      },
      present,
      update: {
        input: updateMediaInput,
        values: (input) => ({ name: input.name, alt: input.alt }),
      },
      remove: {
        // The files go once the row is gone for good: the job exists only if the delete commits.
        before: async (row, { tx }) => {
          await app.jobs.send(PURGE_QUEUE, { keys: storedKeys(row) }, { tx })
        },
      },
      tags: ['media'],
    }),
  )

  // One file per request, so each file of a multi-file drop has its own progress and errors.
  const uploaded = new WeakMap<FastifyRequest, MediaRow>()
  app.post(
    '/api/dashboard/media',
    {
      config: {
        permission: 'medias.create',
        multipartOptions: { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } },
        onFilePart: async (request, part) => {
          if (part.fieldname !== 'file') {
            part.file.resume()
            return
          }
          const row = await storeUpload(app, {
            stream: part.file,
            filename: part.filename,
            mimeHint: part.mimetype,
            uploadedBy: request.user!.id,
            onStored: (stored, tx) =>
              recordAudit(tx, request, {
                action: 'created',
                resource: 'media',
                recordId: stored.id,
                before: null,
                after: stored,
              }),
          })
          uploaded.set(request, row)
        },
      },
      schema: {
        tags: ['media'],
        summary:
          'Uploads one file (multipart field `file`): images up to 10 MB, documents 20 MB, audio 50 MB, video 200 MB; the type is read from the content',
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(media) },
      },
    },
    async (request, reply) => {
      const row = uploaded.get(request)
      if (!row) throw invalid('file', 'required')
      const [data] = await present([row])
      return reply.code(201).send({ data: data! })
    },
  )

  app.get(
    '/api/media-library/download/:id',
    {
      config: { permission: 'medias.view' },
      schema: {
        tags: ['media'],
        summary: 'A download link for a library file, signed and valid for 12 hours',
        params: idParams,
        response: { 200: mediaDownload },
      },
    },
    async (request) => {
      const row = await findMedia(app.db, request.params.id)
      if (!row || row.collection !== LIBRARY) throw notFound()
      const link = signedDownloadUrl(app.config, row.id)
      return { data: { url: link.url, expires_at: link.expiresAt.toISOString() } }
    },
  )
}
