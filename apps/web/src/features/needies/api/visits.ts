import type { DataOf } from '@kheyr/contracts/http'
import type { Visit, VisitInput } from '@kheyr/contracts/needies'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceKey, resourcePath, useResourceMutation } from '#lib/resource.ts'
import { NEEDIES } from './needies.ts'

// A person's visits (`/api/dashboard/needies/{id}/visits`), kept under the person's key.

/** A person's visits, newest first. */
export const visitsQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...resourceKey(NEEDIES), needyId, 'visits'],
    queryFn: () =>
      api.get<DataOf<Visit[]>>(`${resourcePath(NEEDIES, needyId)}/visits`).then((r) => r.data),
  })

/** Records a visit; the person's final status (and every list showing it) changes with it. */
export const useRecordVisit = (needyId: number) =>
  useResourceMutation(NEEDIES, (input: VisitInput) =>
    api.post<DataOf<Visit>>(`${resourcePath(NEEDIES, needyId)}/visits`, input).then((r) => r.data),
  )
