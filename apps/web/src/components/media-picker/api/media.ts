import type { Paginated } from '@kheyr/contracts/http'
import {
  MB,
  MEDIA_SIZE_LIMITS_MB,
  type Media,
  type MediaKind,
  type MediaSort,
} from '@kheyr/contracts/media'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { API_BASE, ApiError, api, CSRF_ENDPOINT, readCookie } from '#lib/api-client.ts'
import { currentLang, i18n } from '#lib/i18n.ts'
import { invalidateResource, resourceKey, resourcePath } from '#lib/resource.ts'

// The media library (`/api/dashboard/media`): its lists and uploads.

export const MEDIA = 'media'

export type MediaListParams = {
  kind: MediaKind | null
  sort: MediaSort
  search: string
  page: number
  perPage: number
}

export const mediaListQuery = (params: MediaListParams) =>
  queryOptions({
    queryKey: [...resourceKey(MEDIA), 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Media>>(resourcePath(MEDIA), {
        query: {
          page: params.page,
          per_page: params.perPage,
          sort: params.sort,
          search: params.search.trim(),
          'filter[kind]': params.kind,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useMediaList = (params: MediaListParams) => useQuery(mediaListQuery(params))

/** Refetches every media list (after an upload finishes). */
export function useRefreshMediaLists() {
  const queryClient = useQueryClient()
  return useCallback(() => invalidateResource(queryClient, MEDIA), [queryClient])
}

/**
 * The kind a file probably is, from the type the browser guessed: only to warn early about its
 * size. The server reads the content and decides.
 */
export function guessKind(file: Pick<File, 'type'>): MediaKind {
  if (file.type.startsWith('image/')) return 'image'
  if (file.type.startsWith('audio/')) return 'audio'
  if (file.type.startsWith('video/')) return 'video'
  return 'document'
}

/** The size limit a file is likely held to, in MB, when it is over it; else null. */
export function oversizeLimit(file: Pick<File, 'type' | 'size'>): number | null {
  const limit = MEDIA_SIZE_LIMITS_MB[guessKind(file)]
  return file.size > limit * MB ? limit : null
}

type Options = {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/** Uploads one file to the media library (see `uploadTo`). */
export const uploadMedia = (file: File, options: Options = {}) =>
  uploadTo<Media>(resourcePath(MEDIA), file, options)

/**
 * Uploads one file (multipart field `file`) to an API path that answers `{ data }`.
 * XMLHttpRequest, because fetch cannot report upload progress; the CSRF cookie is fetched
 * first, as for every other mutating call.
 */
export async function uploadTo<T>(path: string, file: File, { onProgress, signal }: Options = {}) {
  await fetch(CSRF_ENDPOINT, { credentials: 'include', headers: { Accept: 'application/json' } })
  signal?.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}${path}`)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Accept-Language', currentLang())
    const token = readCookie('XSRF-TOKEN')
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token)

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: { data?: T; message?: string; errors?: Record<string, string[]> } = {}
      try {
        body = JSON.parse(xhr.responseText || '{}')
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress?.(1)
        resolve(body.data)
        return
      }
      const message =
        body.errors?.file?.[0] ??
        body.message ??
        i18n.t(xhr.status === 413 ? 'errors:payload_too_large' : 'common:errors.unexpected')
      reject(new ApiError(xhr.status, message, body.errors ?? {}))
    }
    xhr.onerror = () => reject(new ApiError(0, i18n.t('common:errors.offline')))
    xhr.onabort = () => reject(new DOMException('The upload was canceled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })

    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
