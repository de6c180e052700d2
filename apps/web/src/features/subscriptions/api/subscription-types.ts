import type {
  DashboardSubscriptionType,
  SubscriptionTypeInput,
} from '@kheyr/contracts/subscriptions'
import { useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'

// Kinds of membership (`/api/dashboard/subscription-types`); the list comes through the data table.

export const SUBSCRIPTION_TYPES = 'subscription-types'

/** The public pages take the kinds from the start-up props. */
const PROPS = [['props']]

export const useSaveSubscriptionType = (id: number | null) =>
  useSaveRecord<SubscriptionTypeInput, DashboardSubscriptionType>(SUBSCRIPTION_TYPES, id, PROPS)

export const useDeleteSubscriptionType = () => useDeleteRecordMutation(SUBSCRIPTION_TYPES, PROPS)
