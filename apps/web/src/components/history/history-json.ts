/** Recursively sorts object keys so two snapshots line up key by key in the diff. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/** A snapshot as the merge view shows it: keys sorted, two-space indent; nothing is empty. */
export const snapshotText = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(sortKeys(value), null, 2)
