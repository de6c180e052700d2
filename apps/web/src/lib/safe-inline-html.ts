import { isSafeLink } from '@kheyr/contracts/links'
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

/** A line of credits, as staff may format it: links and a few inline tags, nothing else. */
const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'span', 'small', 'sub', 'sup', 'br']

let purifier: Purifier | null = null

/**
 * A short piece of HTML from settings (the map's attribution, which Leaflet shows as HTML),
 * cleaned for the page: only links (to http(s) addresses or paths on this site, opening in a new
 * tab) and basic inline formatting survive; forms, inputs, scripts, styles and handlers go.
 * Its own DOMPurify instance, so other cleaners' hooks do not mix with this one's.
 */
export function safeInlineHtml(html: string): string {
  if (!purifier) {
    purifier = DOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return
      const href = node.getAttribute('href')?.trim() ?? ''
      if (!isSafeLink(href)) node.removeAttribute('href')
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    })
  }
  return purifier.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'dir'],
    ALLOW_DATA_ATTR: false,
  })
}
