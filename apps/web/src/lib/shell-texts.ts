/**
 * The translation namespaces the shell (header, footer, start-up and error screens) reads on
 * every page: loaded before the first page is shown, named in every server-rendered page, and
 * precached by the service worker.
 */
export const SHELL_NAMESPACES = ['common', 'notifications']
