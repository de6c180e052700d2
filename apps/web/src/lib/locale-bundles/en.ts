/**
 * Every translation namespace of the language in one chunk, for the layouts that read most of
 * them (the dashboard, the sign-in pages). The `?bundle` query makes these copies modules of
 * their own: a public page loads only its namespaces, each its own chunk (see `loadNamespaces`).
 */
export const bundles = import.meta.glob(['../../**/locales/en.json'], {
  eager: true,
  import: 'default',
  query: '?bundle',
}) as Record<string, Record<string, unknown>>
