/** Collected as a share of the goal, capped at 100 (spec section 9). */
export const percentOf = (collected: number, goal: number) =>
  goal > 0 ? Math.min(100, Math.floor((collected / goal) * 100)) : 0

/** A slug from a title: letters and digits of any script joined by dashes (`کمک-به-سیل`). */
export const slugify = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
