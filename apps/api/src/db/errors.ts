/**
 * The unique index or constraint a failed statement ran into, or null for any other error.
 * Drizzle wraps the driver's error (`DrizzleQueryError`), and node-postgres and PGlite both put
 * PostgreSQL's fields (`code`, `constraint`) on the one they raise, so this walks the causes.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown
      constraint?: unknown
      cause?: unknown
    }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    e = cause
  }
  return null
}
