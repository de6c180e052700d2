import type { TrustBadge } from '@kheyr/contracts'
import sanitizeHtml from 'sanitize-html'

// A trust badge's code, as issuers hand it out, is a link around an image, e.g. eNamad's
//   <a referrerpolicy="origin" target="_blank" href="https://trustseal.enamad.ir/?id=…">
//     <img referrerpolicy="origin" src="https://trustseal.enamad.ir/logo.aspx?id=…" alt="" …></a>
// and some (Samandehi) an image whose `onclick` opens the issuer's page. Of whatever is pasted we
// keep exactly that: the first image with an https address and the https page it links to;
// scripts, frames, styles and every event handler go. The issuers check the page showing the
// badge by its `Referer`, so the link and the image send this site's origin (and nothing more).

/** Elements whose content is never a badge, even when it holds tags. */
const OPAQUE = new Set(['script', 'style', 'iframe', 'noscript', 'object', 'embed', 'template'])

const https = (value: string | undefined) => {
  const v = value?.trim() ?? ''
  if (!/^https:\/\/[^\s"'<>\\]+$/i.test(v)) return null
  try {
    return new URL(v).hostname ? v : null
  } catch {
    return null
  }
}

/** `window.open('https://…', …)` in an onclick: the page the image opens. */
const openedBy = (onclick: string | undefined) =>
  https(/window\.open\(\s*["']([^"']+)["']/.exec(onclick ?? '')?.[1])

const size = (value: string | undefined) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= 400 ? n : null
}

/** The badge in a pasted code: its image, alt text, size and link; null when there is none. */
export function parseTrustBadge(name: string, html: string): TrustBadge | null {
  let found: TrustBadge | null = null
  const links: (string | null)[] = []
  let opaque = 0
  sanitizeHtml(html, {
    allowedTags: [],
    onOpenTag: (tag, attribs) => {
      if (OPAQUE.has(tag)) opaque++
      if (tag === 'a') links.push(https(attribs.href))
      if (tag !== 'img' || opaque > 0 || found) return
      const src = https(attribs.src)
      if (!src) return
      found = {
        name,
        href: links.findLast((href) => href !== null) ?? openedBy(attribs.onclick),
        src,
        alt: (attribs.alt ?? '').trim().slice(0, 200) || name,
        width: size(attribs.width),
        height: size(attribs.height),
      }
    },
    onCloseTag: (tag) => {
      if (OPAQUE.has(tag)) opaque = Math.max(0, opaque - 1)
      if (tag === 'a') links.pop()
    },
  })
  return found
}

/** The badge written back as the only HTML we keep: a link (when there is one) around an image. */
export function trustBadgeHtml(badge: TrustBadge): string {
  const attrs = (values: Record<string, string | number | null>) =>
    Object.entries(values)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => `${k}="${escapeAttribute(String(v))}"`)
      .join(' ')
  const img = `<img ${attrs({
    src: badge.src,
    alt: badge.alt,
    width: badge.width,
    height: badge.height,
    referrerpolicy: 'origin',
  })}>`
  if (!badge.href) return img
  return `<a ${attrs({
    href: badge.href,
    target: '_blank',
    rel: 'noopener',
    referrerpolicy: 'origin',
  })}>${img}</a>`
}

function escapeAttribute(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}
