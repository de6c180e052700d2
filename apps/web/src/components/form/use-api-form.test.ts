import type { ResolverOptions } from 'react-hook-form'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { lazySchema, schemaResolver } from './use-api-form.ts'

const schema = z.object({
  name: z.string().min(2, 'too short').regex(/^a/, 'starts with a'),
  items: z.array(z.object({ title: z.string().min(1, 'title needed') })),
  pay: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), number: z.string().min(16, 'card number') }),
    z.object({ kind: z.literal('cash'), place: z.string({ message: 'where' }) }),
  ]),
})
type Values = z.input<typeof schema>

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
/** The form's values as a person left them: anything, before the check. */
const check = (values: unknown) => schemaResolver(schema)(values as Values, undefined, options)

const valid: Values = { name: 'ali', items: [{ title: 'a' }], pay: { kind: 'cash', place: 'x' } }

describe('checking a form with its zod schema', () => {
  it('hands on the parsed values when they are valid', async () => {
    expect(await check(valid)).toEqual({ values: valid, errors: {} })
  })

  it('gives each field the first of its messages, where the field stands', async () => {
    const { errors } = await check({ ...valid, name: 'b', items: [{ title: 'a' }, { title: '' }] })
    expect(errors.name?.message).toBe('too short')
    expect(errors.items?.[1]?.title?.message).toBe('title needed')
    expect(Object.keys(errors).sort()).toEqual(['items', 'name'])
  })

  it('lets a choice of shapes speak with the shape its values took', async () => {
    const { errors } = await check({ ...valid, pay: { kind: 'card', number: '1234' } })
    expect(errors.pay).toMatchObject({ number: { message: 'card number' } })
  })

  it('loads a lazy schema with the first check, once', async () => {
    let loads = 0
    const lazy = lazySchema(async () => {
      loads++
      return schema
    })
    const checkLazy = schemaResolver(lazy)
    const values = { ...valid, name: '' }
    expect((await checkLazy(values, undefined, options)).errors.name?.message).toBe('too short')
    await checkLazy(values, undefined, options)
    expect(loads).toBe(1)
  })
})
