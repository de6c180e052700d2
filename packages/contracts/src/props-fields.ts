/** The props that may arrive as JSON text (spec, section 3). */
export const PROPS_JSON_FIELDS = [
  'NeshanMap',
  'Banner',
  'defaultImage',
  'logo',
  'social',
  'contact_us',
  'app',
] as const

/** Parses a JSON-text field when it holds braces or brackets; leaves anything else as it is. */
export function parseJsonish(value: unknown): unknown {
  if (typeof value !== 'string' || !/[{[]/.test(value)) return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
