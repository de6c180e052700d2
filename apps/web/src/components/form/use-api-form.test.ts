import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { lazySchema, schemaResolver } from './use-api-form.ts'

const schema = z.object({
  name: z.string().min(2, 'too short').regex(/^a/, 'starts with a'),
  items: z.array(z.object({ title: z.string().min(1, 'title needed') })),
  pay: z.union([
    z.object({
      kind: z.literal('card', { message: 'card or cash' }),
      number: z.string().min(16, 'card number'),
    }),
    z.object({
      kind: z.literal('cash', { message: 'cash or card' }),
      place: z.string({ message: 'where' }),
      by: z.string({ message: 'who' }),
    }),
  ]),
})

/** The form's values as a person left them: anything, before the check. */
const check = (values: unknown) => schemaResolver(schema)(values as z.input<typeof schema>)

const valid: z.input<typeof schema> = {
  name: 'ali',
  items: [{ title: 'a' }],
  pay: { kind: 'cash', place: 'x', by: 'y' },
}

describe('checking a form with its zod schema', () => {
  it('hands on the parsed values when they are valid', async () => {
    expect(await check(valid)).toEqual({ values: valid, errors: {} })
  })

  it('gives each field the first of its messages, by its dotted path', async () => {
    const { errors } = await check({
      ...valid,
      name: 'b',
      items: [{ title: 'a' }, { title: '' }],
    })
    expect(errors.name?.message).toBe('too short')
    expect(errors['items.1.title']?.message).toBe('title needed')
    expect(Object.keys(errors).sort()).toEqual(['items.1.title', 'name'])
  })

  it('lets a choice of shapes speak with the shape its values took', async () => {
    const { errors } = await check({
      ...valid,
      pay: { kind: 'card', number: '1234' },
    })
    expect(errors).toEqual({ 'pay.number': { type: 'too_small', message: 'card number' } })
  })

  it('lets a choice of shapes that none matched speak with the closest, its fields with each shape', async () => {
    const { errors } = await check({ ...valid, pay: { kind: 'cheque' } })
    // The card's shape misses two things, the cash's three: the card's first message stands.
    expect(errors.pay?.message).toBe('card or cash')
    expect(errors['pay.kind']?.message).toBe('card or cash')
    expect(errors['pay.number']).toBeDefined()
    expect(errors['pay.place']?.message).toBe('where')
  })

  it('loads a lazy schema with the first check', async () => {
    let loads = 0
    const lazy = lazySchema(async () => {
      loads++
      return schema
    })
    const checkLazy = schemaResolver(lazy)
    const values = { ...valid, name: '' } as z.input<typeof schema>
    expect((await checkLazy(values)).errors.name?.message).toBe('too short')
    await checkLazy(values)
    expect(loads).toBe(1)
  })
})
