import { z } from 'zod'
import { optionalText, requiredText } from './validation.ts'

/** What a media file is, decided by the server from the file's content. */
export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const MEDIA_VISIBILITIES = ['public', 'private'] as const
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number]

/** Largest upload of each kind, in megabytes (MB = 1024 × 1024 bytes). */
export const MEDIA_SIZE_LIMITS_MB: Record<MediaKind, number> = {
  image: 10,
  document: 20,
  audio: 50,
  video: 200,
}
export const MB = 1024 * 1024

/**
 * Largest image, in pixels (width × height × frames), checked from the file's header before
 * anything decodes it: a small file can claim a huge picture (16000 × 16000 in 746 KB).
 * 50 megapixels is more than any phone's photo.
 */
export const IMAGE_MAX_MEGAPIXELS = 50
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000

/**
 * The accepted formats: the MIME type the server reads from the file's first bytes, the
 * extension it is stored and served with, and its kind. Anything else (SVG, HTML, text,
 * programs) is refused as `file_format`: a file's name never decides its type.
 */
export const MEDIA_TYPES: readonly { mime: string; ext: string; kind: MediaKind }[] = [
  { mime: 'image/jpeg', ext: 'jpg', kind: 'image' },
  { mime: 'image/png', ext: 'png', kind: 'image' },
  { mime: 'image/apng', ext: 'png', kind: 'image' },
  { mime: 'image/gif', ext: 'gif', kind: 'image' },
  { mime: 'image/webp', ext: 'webp', kind: 'image' },
  { mime: 'image/avif', ext: 'avif', kind: 'image' },
  { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' },
  { mime: 'audio/mp4', ext: 'm4a', kind: 'audio' },
  { mime: 'audio/x-m4a', ext: 'm4a', kind: 'audio' },
  { mime: 'audio/aac', ext: 'aac', kind: 'audio' },
  { mime: 'audio/ogg', ext: 'ogg', kind: 'audio' },
  { mime: 'audio/ogg; codecs=opus', ext: 'opus', kind: 'audio' },
  { mime: 'audio/wav', ext: 'wav', kind: 'audio' },
  { mime: 'audio/flac', ext: 'flac', kind: 'audio' },
  { mime: 'video/mp4', ext: 'mp4', kind: 'video' },
  { mime: 'video/x-m4v', ext: 'm4v', kind: 'video' },
  { mime: 'video/webm', ext: 'webm', kind: 'video' },
  { mime: 'video/quicktime', ext: 'mov', kind: 'video' },
  { mime: 'video/ogg', ext: 'ogv', kind: 'video' },
  { mime: 'video/3gpp', ext: '3gp', kind: 'video' },
  { mime: 'application/pdf', ext: 'pdf', kind: 'document' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    kind: 'document',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
    kind: 'document',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    kind: 'document',
  },
  { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt', kind: 'document' },
  { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods', kind: 'document' },
  { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp', kind: 'document' },
  { mime: 'application/zip', ext: 'zip', kind: 'document' },
  { mime: 'application/x-rar-compressed', ext: 'rar', kind: 'document' },
]

/** Old Office files (.doc, .xls, .ppt) share one container format; their name says which. */
export const LEGACY_OFFICE = {
  mime: 'application/x-cfb',
  types: {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  } as Record<string, string>,
}

/** For a file input's `accept`: the extensions of the given kinds (all kinds by default). */
export function acceptOf(kinds: readonly MediaKind[] = MEDIA_KINDS): string {
  const exts = new Set(MEDIA_TYPES.filter((t) => kinds.includes(t.kind)).map((t) => `.${t.ext}`))
  if (kinds.includes('document'))
    for (const ext of Object.keys(LEGACY_OFFICE.types)) exts.add(`.${ext}`)
  if (kinds.includes('image')) exts.add('.jpeg')
  return [...exts].join(',')
}

/**
 * Responsive image breakpoints and densities (spec section 9): each image gets WebP variants
 * at these widths times these densities, never wider than the original.
 */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_BREAKPOINTS.flatMap((w) => IMAGE_DENSITIES.map((d) => w * d))),
].sort((a, b) => a - b)

/** A signed download link lives this long (spec section 9: "valid 12 hours"). */
export const DOWNLOAD_LINK_HOURS = 12

export const mediaVariant = z.object({ width: z.number(), height: z.number(), url: z.string() })
export type MediaVariant = z.infer<typeof mediaVariant>

export const media = z.object({
  id: z.number(),
  /** Editable display name. */
  name: z.string(),
  original_name: z.string(),
  alt: z.string().nullable(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  extension: z.string(),
  /** Bytes. */
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  visibility: z.enum(MEDIA_VISIBILITIES),
  /** Where the original loads from; null for private media (use the download link). */
  url: z.string().nullable(),
  /** WebP variants of an image, narrowest first; empty until they are made. */
  variants: z.array(mediaVariant),
  uploaded_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Media = z.infer<typeof media>

export const updateMediaInput = z.object({
  name: requiredText(200),
  alt: optionalText(300),
})
export type UpdateMediaInput = z.infer<typeof updateMediaInput>

export const mediaDownload = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
})
export type MediaDownload = z.infer<typeof mediaDownload>['data']

/** The media library's list sorts: by date or by type, either way. */
export const MEDIA_SORTS = ['-created_at', 'created_at', 'kind', '-kind'] as const
export type MediaSort = (typeof MEDIA_SORTS)[number]
