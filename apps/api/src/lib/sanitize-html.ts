import { isSafeTextLink } from '@kheyr/contracts'
import sanitizeHtml from 'sanitize-html'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']
const TEXT = [
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
]

/** Images may come from the web or from this site's own storage only. */
const isSafeImageSource = (src: string) => /^https?:\/\//i.test(src) || /^\/storage\//.test(src)

const options: sanitizeHtml.IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...TABLES],
  // No `style` and no `on*`: event handlers never survive, whatever their case or spelling.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Whatever was inside a dropped script or style goes with it, not left as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab cannot reach back into this one.
    a: (tagName, attribs) => {
      const next = { ...attribs }
      if (next.href !== undefined && !isSafeTextLink(next.href.trim())) delete next.href
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      else delete next.target
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy' }
      if (!next.src || !isSafeImageSource(next.src)) delete next.src
      return { tagName, attribs: next }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/**
 * Rich text (static pages, campaign descriptions and reports) as a visitor may see it: ordinary
 * formatting, headings, lists, tables, links (http, https, mailto, tel) and images (http, https
 * or `/storage/`). Scripts, styles, frames, forms, event handlers and `javascript:` / `data:`
 * addresses are removed.
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}
