import type {
  CharityPriceInput,
  CharityTypeInput,
  DashboardCharityType,
} from '@kheyr/contracts/charities'
import type { DataOf } from '@kheyr/contracts/http'
import { api } from '#lib/api-client.ts'
import {
  resourceKey,
  resourcePath,
  useDeleteRecordMutation,
  useResourceMutation,
  useSaveRecord,
} from '#lib/resource.ts'

// Kinds of giving (`/api/dashboard/charity-types`); their list comes through the data table.

export const CHARITY_TYPES = 'charity-types'

/** The public pages take the kinds of giving from the start-up props. */
const PROPS = [['props']]
/** ...and the categories' list counts each category's kinds. */
const KINDS_CHANGED = [...PROPS, resourceKey('categories')]

export const useSaveCharityType = (id?: number) =>
  useSaveRecord<CharityTypeInput, DashboardCharityType>(CHARITY_TYPES, id, KINDS_CHANGED)

/** The price module: suggested amounts and the least amount accepted. */
export const useSaveCharityPrice = (id: number) =>
  useResourceMutation(
    CHARITY_TYPES,
    (input: CharityPriceInput) =>
      api.put<DataOf<DashboardCharityType>>(`${resourcePath(CHARITY_TYPES, id)}/price`, input),
    PROPS,
  )

export const useDeleteCharityType = () => useDeleteRecordMutation(CHARITY_TYPES, KINDS_CHANGED)
