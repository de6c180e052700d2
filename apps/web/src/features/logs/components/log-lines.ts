/** A pino entry as the server writes it, one JSON object a line. */
type Entry = {
  level?: number
  time?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { type?: string; message?: string }
  download?: unknown
  link?: unknown
  [key: string]: unknown
}

export type LogLine = {
  text: string
  /** Milliseconds since 1970, when the line carries a time. */
  time: number | null
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARNING',
  50: 'ERROR',
  60: 'FATAL',
}
/** Fields shown in the readable part of the line; the rest follow as JSON. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'download',
  'link',
])

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const stamp = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/**
 * The level word a line shows, read by the log view's colours (error red, info dark grey bold,
 * warning orange, success green). A completed request reads by its status: 2xx and 3xx are a
 * success, 4xx a warning, 5xx an error.
 */
function levelOf(entry: Entry): string {
  const status = entry.res?.statusCode
  if (entry.msg === 'request completed' && typeof status === 'number') {
    return status >= 500 ? 'ERROR' : status >= 400 ? 'WARNING' : 'SUCCESS'
  }
  return LEVELS[entry.level ?? 30] ?? 'INFO'
}

/**
 * One server log line made readable: `2025-06-01 12:00:00 SUCCESS request completed 200 12 ms
 * [req-1]`, then any other fields as JSON. Download links (`download` or `link`) become the log
 * view's link markers. A line that is not JSON is shown as it is.
 */
export function formatLogLine(raw: string, marker = '#link#'): LogLine {
  let entry: Entry
  try {
    const parsed = JSON.parse(raw) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an entry')
    entry = parsed as Entry
  } catch {
    return { text: raw, time: null }
  }
  const time = typeof entry.time === 'number' ? entry.time : null
  const parts: string[] = []
  if (time !== null) parts.push(stamp(time))
  parts.push(levelOf(entry).padEnd(7))
  if (entry.msg) parts.push(entry.msg)
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`.trim())
  if (typeof entry.res?.statusCode === 'number') parts.push(String(entry.res.statusCode))
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`)
  if (entry.err?.message) parts.push(`${entry.err.type ?? 'Error'}: ${entry.err.message}`)
  if (entry.reqId) parts.push(`[${entry.reqId}]`)
  const rest = Object.fromEntries(Object.entries(entry).filter(([k]) => !SHOWN.has(k)))
  if (Object.keys(rest).length) parts.push(JSON.stringify(rest))
  for (const value of [entry.download, entry.link]) {
    if (typeof value === 'string') parts.push(`${marker}${value}${marker}`)
    else if (value && typeof value === 'object')
      parts.push(`${marker}${JSON.stringify(value)}${marker}`)
  }
  // One entry is one line of the view: a message or error written over several lines would
  // push every later line (and its unseen mark) down by one.
  return { text: parts.join(' ').replace(/\r?\n/g, ' ⏎ '), time }
}

/** 1-based numbers of the lines written after `seenUntil` (lines without a time are never new). */
export function unseenLineNumbers(lines: LogLine[], seenUntil: number | null): number[] {
  if (seenUntil === null) return []
  return lines.flatMap((line, i) => (line.time !== null && line.time > seenUntil ? [i + 1] : []))
}
