import type {
  Help,
  HelpInput,
  HelpUpdateInput,
  HelpYearTotal,
  NeedyAttachment,
} from '@kheyr/contracts/needies'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadTo } from '../../../components/media-picker/api/media.ts'
import { api } from '../../../lib/api-client.ts'

export const HELPS_RESOURCE = 'needies-helps'
/** Every helps query starts with this key (lists, a person's helps, yearly totals). */
export const HELPS_KEY = ['dashboard', HELPS_RESOURCE] as const

export const helpsOfQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...HELPS_KEY, 'of', needyId],
    queryFn: () =>
      api
        .get<{ data: Help[] }>('/dashboard/needies-helps', {
          query: { 'filter[needy_id]': needyId, per_page: 100, sort: '-given_at' },
        })
        .then((r) => r.data),
  })

/** A person's help per Jalali year, newest year first. */
export const helpTotalsQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...HELPS_KEY, 'totals', needyId],
    queryFn: () =>
      api
        .get<{ data: HelpYearTotal[] }>(`/dashboard/needies/${needyId}/help-totals`)
        .then((r) => r.data),
  })

/** Records help for a person, or saves it (`id`). */
export function useSaveHelp(id?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: HelpInput | HelpUpdateInput) =>
      (id
        ? api.put<{ data: Help }>(`/dashboard/needies-helps/${id}`, input)
        : api.post<{ data: Help }>('/dashboard/needies-helps', input)
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HELPS_KEY }),
  })
}

export function useDeleteHelp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/dashboard/needies-helps/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELPS_KEY }),
  })
}

/** Where a visit's or a help's files are uploaded before the form that names them is saved. */
export type AttachmentTarget = 'needy-visits' | 'needies-helps'

export const uploadAttachment = (
  target: AttachmentTarget,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) => uploadTo<NeedyAttachment>(`/dashboard/${target}/attachments`, file, options)
