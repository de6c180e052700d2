import type { DataOf } from '@kheyr/contracts/http'
import type { Media, MediaDownload, UpdateMediaInput } from '@kheyr/contracts/media'
import { api } from '#lib/api-client.ts'
import { resourcePath, useDeleteRecordMutation, useResourceMutation } from '#lib/resource.ts'

// One file of the media library (`/api/dashboard/media/{id}`); the lists and uploads are the
// media picker's (components/media-picker).

const MEDIA = 'media'

/** Renames a file or changes its alt text; the lists refresh. */
export const useUpdateMedia = (id: number) =>
  useResourceMutation(MEDIA, (input: UpdateMediaInput) =>
    api.put<DataOf<Media>>(resourcePath(MEDIA, id), input).then((r) => r.data),
  )

export const useDeleteMedia = () => useDeleteRecordMutation(MEDIA)

/** A signed link to the file, valid 12 hours (no session needed to follow it). */
export const mediaDownloadLink = (id: number) =>
  api.get<DataOf<MediaDownload>>(`/media-library/download/${id}`).then((r) => r.data)

/**
 * Opens the file's signed link in a new tab. The tab opens at once, while the click still
 * counts as the person's (popup blockers), and goes to the link when it arrives.
 */
export async function openDownload(id: number) {
  const tab = window.open('', '_blank')
  try {
    const { url } = await mediaDownloadLink(id)
    if (tab) {
      tab.opener = null
      tab.location.href = url
    } else {
      window.location.assign(url)
    }
  } catch (error) {
    tab?.close()
    throw error
  }
}
