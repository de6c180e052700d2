import { describe, expect, it } from 'vitest'
import { snapshotText, sortKeys } from './history-json.ts'

describe('history snapshots', () => {
  it('sort keys at every depth so both sides line up', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } }))).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    )
  })

  it('print with a two-space indent', () => {
    expect(snapshotText({ title: 'پویش', amount: 5000 })).toBe(
      '{\n  "amount": 5000,\n  "title": "پویش"\n}',
    )
  })

  it('show a missing side as an empty document', () => {
    expect(snapshotText(null)).toBe('')
  })
})
