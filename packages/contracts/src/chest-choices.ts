/*
 * A charity box's choice lists (DOMAIN.md, "Chest"), apart from its schemas: the staff lists and
 * the collector's round read these without building every form's schema.
 */

/**
 * A charity box's life (DOMAIN.md, "Chest"): an owner `requested` it, staff `approved` it and
 * gave it a code, it was `delivered` (in use at the owner's home or shop), or it was `retired`.
 */
export const CHEST_STATUSES = ['requested', 'approved', 'delivered', 'retired'] as const
export type ChestStatus = (typeof CHEST_STATUSES)[number]

/** A drain (emptying) request: `pending`, `assigned` to a collector and a day, then `done` or `canceled`. */
export const CHEST_DISCHARGE_STATUSES = ['pending', 'assigned', 'done', 'canceled'] as const
export type ChestDischargeStatus = (typeof CHEST_DISCHARGE_STATUSES)[number]
/** A box has at most one request in these states at a time. */
export const CHEST_OPEN_DISCHARGE_STATUSES = ['pending', 'assigned'] as const

/** What the collector found: the money counted, or why nothing was. */
export const CHEST_OUTCOMES = ['collected', 'not_full', 'nobody_home', 'box_missing'] as const
export type ChestOutcome = (typeof CHEST_OUTCOMES)[number]

/** The Persian week, Saturday first: the days an owner would rather the collector came. */
export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Where a box's money came from: a collector's count (cash) or its owner paying online. */
export const CHEST_PAYMENT_SOURCES = ['collection', 'online'] as const
export type ChestPaymentSource = (typeof CHEST_PAYMENT_SOURCES)[number]
