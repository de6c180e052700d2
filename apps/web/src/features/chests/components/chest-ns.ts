/** The feature's translation namespace (`features/chests/locales`), without the labels' lists. */
export const NS = 'chests'
