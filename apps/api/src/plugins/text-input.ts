import { encodeMessage } from '@kheyr/contracts'
import fp from 'fastify-plugin'
import { AppError, ValidationError, type FieldErrors } from '../lib/errors.ts'

/**
 * Text PostgreSQL cannot store: the NUL character (refused in `text`, and as `\u0000` in
 * `jsonb`) and UTF-16 surrogates without their pair (refused in `jsonb`).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isStorableText = (value: string) => !UNSTORABLE.test(value)

/** The dotted paths (`items.0.title`) of strings, and of keys, that cannot be stored. */
export function unstorablePaths(input: unknown): string[] {
  const found: string[] = []
  // A stack rather than recursion: a deeply nested body must not overflow the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }]
  while (stack.length) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(path)
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : `${i}` }))
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key
        if (!isStorableText(key)) found.push(path || '_')
        else stack.push({ value: item, path: at })
      }
    }
  }
  return found
}

/**
 * One guard for every route, before any handler or query runs: a path with such text is a 400,
 * a query or body field with it a 422 on that field. PostgreSQL would otherwise answer with an
 * error the app could only report as a 500.
 */
export const textInput = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (unstorablePaths(request.params).length) return done(new AppError(400, 'bad_text'))
      const errors: FieldErrors = {}
      for (const source of [request.query, request.body]) {
        for (const path of unstorablePaths(source)) errors[path || '_'] = [encodeMessage('text')]
      }
      done(Object.keys(errors).length ? new ValidationError(errors) : undefined)
    })
  },
  { name: 'text-input' },
)
