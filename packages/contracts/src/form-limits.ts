/**
 * Fixed values the public forms show and the schemas enforce, in a module without zod: a page
 * reads them at once and loads the schemas only when its form is first checked.
 */

/** The longest message a crown's ribbon carries. */
export const CROWN_MESSAGE_MAX = 300

/** Iran keeps +03:30 all year (no daylight saving since 2022). */
export const TEHRAN_OFFSET = '+03:30'

/** The most periods one membership payment covers. */
export const MAX_PAY_PERIODS = 12

/** The least an owner pays online for a box, in toman. */
export const CHEST_PAYMENT_MIN = 10_000
