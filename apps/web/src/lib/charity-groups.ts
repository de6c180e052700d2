import type { CharityCategoryProps, CharityTypeProps } from '@kheyr/contracts/props'

/** Kinds of giving in one category; `category` is null for kinds whose category is unknown. */
export type CharityGroup<T extends Pick<CharityTypeProps, 'category_id'> = CharityTypeProps> = {
  category: CharityCategoryProps | null
  types: T[]
}

/**
 * The kinds of giving by category, in the categories' order (each kind keeps its own order
 * inside); a category without kinds is left out, and kinds of an unknown category come last.
 */
export function groupByCategory<T extends Pick<CharityTypeProps, 'category_id'>>(
  types: readonly T[],
  categories: readonly CharityCategoryProps[],
): CharityGroup<T>[] {
  const known = new Set(categories.map((c) => c.id))
  const groups: CharityGroup<T>[] = categories.map((category) => ({
    category,
    types: types.filter((t) => t.category_id === category.id),
  }))
  groups.push({ category: null, types: types.filter((t) => !known.has(t.category_id)) })
  return groups.filter((g) => g.types.length > 0)
}
