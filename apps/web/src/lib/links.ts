import { isSafeLink } from '@kheyr/contracts/links'

/**
 * A stored link as the page may render it: a path on this site (for the router), a web address,
 * or null when it is neither. The server refuses bad links when they are saved; this check
 * keeps one saved before that rule (or slipped in another way) from rendering as a link.
 */
export function safeLink(
  link: string | null | undefined,
): { internal: true; to: string } | { internal: false; href: string } | null {
  const value = link?.trim()
  if (!value || !isSafeLink(value)) return null
  return value.startsWith('/') ? { internal: true, to: value } : { internal: false, href: value }
}
