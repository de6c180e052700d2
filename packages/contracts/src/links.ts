// Browsers drop tabs and newlines inside an address and read `\` as `/`, so `/\evil.example`
// or `/<tab>/evil.example` lead to another site. No whitespace or control character at all, and
// no `"`, `<` or `>` (they end an attribute or open a tag wherever a link is written unescaped).
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const PATH_ON_THIS_SITE = /^\/(?![/\\])[^\s\u0000-\u001f\u007f"<>]*$/
// eslint-disable-next-line no-control-regex -- as above
const WEB_ADDRESS = /^https?:\/\/[^\s\u0000-\u001f\u007f"<>]+$/i

/**
 * A link a browser may follow or load: an `https://` / `http://` address with a host, or a
 * path on this site, starting with a single `/` not followed by `/` or `\`. Nothing else
 * (`javascript:`, `//evil.example`, `/\evil.example`). The server checks every link field with
 * it (`urlField`, `optionalUrlField` in validation.ts) and the web checks stored links with it
 * again before rendering them as links. Free of zod, so public pages can use it cheaply.
 */
export function isSafeLink(value: string): boolean {
  if (PATH_ON_THIS_SITE.test(value)) return true
  if (!WEB_ADDRESS.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A link inside rich text (a static page): also an anchor on the page, an email or a phone. */
export const isSafeTextLink = (href: string) =>
  isSafeLink(href) || /^(?:mailto|tel):/i.test(href) || href.startsWith('#')

/**
 * Where a sign-in may lead back to (the sign-in page's `redirect`): a path on this site, not the
 * sign-in pages themselves. The page's script and the server's plain form both check it.
 */
export const isWayBack = (value: string | null | undefined): value is string =>
  !!value && PATH_ON_THIS_SITE.test(value) && !value.startsWith('/auth/')
