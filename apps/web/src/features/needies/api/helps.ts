import type { DataOf } from '@kheyr/contracts/http'
import type {
  Help,
  HelpInput,
  HelpUpdateInput,
  HelpYearTotal,
  NeedyAttachment,
} from '@kheyr/contracts/needies'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceKey, resourcePath, useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'
import { NEEDIES } from './needies.ts'

// Help given to the registry's people (`/api/dashboard/needies-helps`); every query of it, the
// yearly totals too, sits under the resource's key, so a change refreshes them all.

export const HELPS = 'needies-helps'

export const helpsOfQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...resourceKey(HELPS), 'of', needyId],
    queryFn: () =>
      api
        .get<DataOf<Help[]>>(resourcePath(HELPS), {
          query: { 'filter[needy_id]': needyId, per_page: 100, sort: '-given_at' },
        })
        .then((r) => r.data),
  })

/** A person's help per Jalali year, newest year first. */
export const helpTotalsQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...resourceKey(HELPS), 'totals', needyId],
    queryFn: () =>
      api
        .get<DataOf<HelpYearTotal[]>>(`${resourcePath(NEEDIES, needyId)}/help-totals`)
        .then((r) => r.data),
  })

/** Records help for a person, or saves it (`id`). */
export const useSaveHelp = (id?: number) =>
  useSaveRecord<HelpInput | HelpUpdateInput, Help>(HELPS, id)

export const useDeleteHelp = () => useDeleteRecordMutation(HELPS)

/** Where a visit's or a help's files are uploaded before the form that names them is saved. */
export type AttachmentTarget = 'needy-visits' | 'needies-helps'

/**
 * The upload code (and the media library's schemas it brings) loads with the first file chosen,
 * not with the family's file page, which only shows the help.
 */
export async function uploadAttachment(
  target: AttachmentTarget,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const { uploadTo } = await import('#components/media-picker/api/media.ts')
  return uploadTo<NeedyAttachment>(`/dashboard/${target}/attachments`, file, options)
}
