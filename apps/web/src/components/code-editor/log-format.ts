import { isSafeLink } from '@kheyr/contracts/links'

/** The four levels a log line can show (spec, section 9: error, info, warning, success). */
export type LogLevel = 'error' | 'info' | 'warning' | 'success'

/** pino's numeric levels: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal. */
const PINO_LEVEL = /"level"\s*:\s*(\d{2})\b/
const LEVEL_WORD = /\b(fatal|error|err|warn|warning|info|success|succeeded)\b/i

const WORD_LEVEL: Record<string, LogLevel> = {
  fatal: 'error',
  error: 'error',
  err: 'error',
  warn: 'warning',
  warning: 'warning',
  info: 'info',
  success: 'success',
  succeeded: 'success',
}

/**
 * The level a log line is shown in: pino's numeric `"level":50`, else the first level word
 * (`ERROR`, `[warn]`, `level=info`, `success`). Null for lines that name none (stack frames...).
 */
export function logLevelOf(line: string): LogLevel | null {
  const pino = PINO_LEVEL.exec(line)
  if (pino) {
    const n = Number(pino[1])
    if (n >= 50) return 'error'
    if (n >= 40) return 'warning'
    if (n >= 30) return 'info'
    return null
  }
  const word = LEVEL_WORD.exec(line)
  return word ? WORD_LEVEL[word[1]!.toLowerCase()]! : null
}

/** The default link marker: `#link#https://…#link#` or `#link#{"href":"…","label":"…"}#link#`. */
export const DEFAULT_LINK_MARKER = '#link#'

export type LogLink = {
  /** Offsets of the whole marked span within the line (markers included). */
  from: number
  to: number
  href: string
  /** A file name for the browser's download, when the marker gives one. */
  download: string | null
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Only links that cannot run script: http(s) or a path on this site. */
export function safeHref(raw: string): string | null {
  const href = raw.trim()
  return isSafeLink(href) ? href : null
}

/** A link marker's body: a URL, or JSON with `href` (or `url`) and an optional `download`. */
function linkOf(body: string): Pick<LogLink, 'href' | 'download'> | null {
  if (!body.startsWith('{')) {
    const href = safeHref(body)
    return href ? { href, download: null } : null
  }
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>
    const raw = parsed.href ?? parsed.url
    const href = typeof raw === 'string' ? safeHref(raw) : null
    const download = typeof parsed.download === 'string' ? parsed.download : null
    return href ? { href, download } : null
  } catch {
    return null
  }
}

/**
 * The download links a log line carries, between two link markers. The text between the
 * markers is a URL, or JSON with `href` (or `url`) and an optional `download` file name.
 * Anything unsafe or unreadable is left as plain text.
 */
export function logLinksOf(line: string, marker = DEFAULT_LINK_MARKER): LogLink[] {
  if (!marker || !line.includes(marker)) return []
  const m = escapeRegExp(marker)
  const pattern = new RegExp(`${m}(.+?)${m}`, 'g')
  const links: LogLink[] = []
  for (const match of line.matchAll(pattern)) {
    const link = linkOf(match[1]!.trim())
    if (link) links.push({ from: match.index, to: match.index + match[0].length, ...link })
  }
  return links
}
