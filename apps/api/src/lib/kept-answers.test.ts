import { describe, expect, it } from 'vitest'
import type { DbNotices } from './db-notices.ts'
import { keptDay, KeptAnswers } from './kept-answers.ts'

const notices = (listening: boolean) =>
  ({ listening: () => listening, on: async () => {} }) as unknown as DbNotices
const json = (body: string) => ({ body, contentType: 'application/json' })

describe('kept answers', () => {
  it('keeps nothing while notices do not arrive, or with no memory given', () => {
    for (const kept of [
      new KeptAnswers(notices(false), { maxBytes: 1 << 20 }),
      new KeptAnswers(notices(true), { maxBytes: 0 }),
    ]) {
      kept.keep('a', ['users'], kept.ticket(['users']), json('{}'))
      expect(kept.get('a')).toBeUndefined()
    }
  })

  it('keeps nothing that read a module changed meanwhile, and drops only what read it', () => {
    const kept = new KeptAnswers(notices(true), { maxBytes: 1 << 20 })
    const ticket = kept.ticket(['payments', 'users'])
    kept.changed('users')
    kept.keep('stats', ['payments', 'users'], ticket, json('{"a":1}'))
    expect(kept.get('stats')).toBeUndefined()

    kept.keep('stats', ['payments', 'users'], kept.ticket(['payments', 'users']), json('{"a":1}'))
    kept.keep('registry', ['needies'], kept.ticket(['needies']), json('{"b":2}'))
    kept.changed('payments')
    expect(kept.get('stats')).toBeUndefined()
    expect(kept.get('registry')?.body).toBe('{"b":2}')
    // A notice it cannot place (or a missed one) drops everything.
    kept.changed(null)
    expect(kept.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('keeps each compressed form made of an answer, counted, until the answer goes', () => {
    const kept = new KeptAnswers(notices(true), { maxBytes: 1 << 20 })
    kept.keep('a', ['users'], kept.ticket(['users']), json('x'.repeat(40)))
    const base = kept.size.bytes
    let made = 0
    const encode = (body: string) => {
      made++
      return Buffer.from(body.slice(0, 8))
    }
    expect(kept.encoded('a', 'br', encode)).toEqual(Buffer.from('xxxxxxxx'))
    expect(kept.encoded('a', 'br', encode)).toEqual(Buffer.from('xxxxxxxx'))
    expect(made).toBe(1)
    expect(kept.size.bytes).toBe(base + 8)
    kept.encoded('a', 'gzip', encode)
    expect(made).toBe(2)
    expect(kept.size.bytes).toBe(base + 16)
    // Nothing kept under a key: nothing made.
    expect(kept.encoded('b', 'br', encode)).toBeNull()
    expect(made).toBe(2)
    kept.changed('users')
    expect(kept.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('holds at most its entries and bytes, the least recently used going first', () => {
    const kept = new KeptAnswers(notices(true), { maxBytes: 800, maxEntries: 3 })
    const put = (key: string, size = 10) =>
      kept.keep(key, ['users'], kept.ticket(['users']), json('x'.repeat(size)))
    put('a')
    put('b')
    put('c')
    kept.get('a')
    put('d')
    expect(['a', 'b', 'c', 'd'].filter((k) => kept.get(k))).toEqual(['a', 'c', 'd'])
    // Two bytes a character, key and text: 92 bytes each, so eight fit in 800 and a ninth
    // pushes out the oldest.
    const big = new KeptAnswers(notices(true), { maxBytes: 800, maxEntries: 100 })
    const keys = ['e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']
    for (const key of keys) big.keep(key, ['users'], big.ticket(['users']), json('y'.repeat(45)))
    expect(big.size).toEqual({ entries: 8, bytes: 736 })
    big.keep('m', ['users'], big.ticket(['users']), json('y'.repeat(45)))
    expect(big.size).toEqual({ entries: 8, bytes: 736 })
    expect(big.get('e')).toBeUndefined()
    // One answer bigger than an eighth of the memory is never kept.
    big.keep('huge', ['users'], big.ticket(['users']), json('z'.repeat(60)))
    expect(big.get('huge')).toBeUndefined()
  })

  it('changes day at midnight in Tehran (20:30 UTC)', () => {
    expect(keptDay(new Date('2025-03-20T20:29:59Z'))).toBe('2025-03-20')
    expect(keptDay(new Date('2025-03-20T20:30:00Z'))).toBe('2025-03-21')
  })
})
