import { isSafeTextLink } from '@kheyr/contracts/links'
import DOMPurify from 'dompurify'

/** Images from the web or this site's `/storage/`. */
const SAFE_IMAGE = /^(?:https?:\/\/|\/storage\/)/i

let configured = false
function configure() {
  if (configured) return
  configured = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (!isSafeTextLink(href.trim())) node.removeAttribute('href')
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
      else node.removeAttribute('target')
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? ''
      if (!SAFE_IMAGE.test(src.trim())) node.removeAttribute('src')
      node.setAttribute('loading', 'lazy')
    }
  })
}

/**
 * The page's HTML cleaned once more in the browser (the server already did): no scripts, no
 * event handlers, no `style`, no `javascript:` or `data:` addresses, no frames or forms.
 */
export function safeHtml(html: string): string {
  // The server render has no DOM to clean with: it shows the HTML as the API sent it, which the
  // API sanitised on the way out (hydration keeps it; later renders in the browser clean it here).
  if (!DOMPurify.isSupported) return html
  configure()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  })
}
