import type { Props } from '@kheyr/contracts/props'
import { PROPS_JSON_FIELDS, parseJsonish } from '@kheyr/contracts/props-fields'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../api-client.ts'

export const PROPS_PATH = '/props'

/** Start-up settings; the JSON-text fields are parsed when they hold braces or brackets. */
export async function getProps(): Promise<Props> {
  const props = await api.get<Props>(PROPS_PATH)
  const parsed = { ...props } as Record<string, unknown>
  for (const field of PROPS_JSON_FIELDS) parsed[field] = parseJsonish(parsed[field])
  return parsed as Props
}

export const propsQuery = queryOptions({
  queryKey: ['props'],
  queryFn: getProps,
  staleTime: 5 * 60 * 1000,
})

export const useProps = () => useQuery(propsQuery).data
