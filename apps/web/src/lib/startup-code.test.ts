import { describe, expect, it } from 'vitest'
import { STARTUP_STAGES, startupChunks, withImports } from '../../vite.first-paint.ts'

type Chunk = Parameters<typeof startupChunks>[0][number]
const chunk = (fileName: string, imports: string[], extra: Partial<Chunk> = {}): Chunk => ({
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...extra,
})

describe('the start-up code, in the order the boot script evaluates it', () => {
  it('names every chunk after the chunks it imports, each once', () => {
    const byFile = new Map(
      [
        chunk('app.js', ['react.js', 'mui.js']),
        chunk('mui.js', ['react.js', 'emotion.js']),
        chunk('emotion.js', []),
        chunk('react.js', []),
      ].map((c) => [c.fileName, c]),
    )
    expect([...withImports(byFile, 'app.js')]).toEqual([
      'react.js',
      'emotion.js',
      'mui.js',
      'app.js',
    ])
  })

  it('refuses chunks that import each other in a cycle, whose order one at a time would differ', () => {
    const byFile = new Map(
      [chunk('a.js', ['b.js']), chunk('b.js', ['c.js']), chunk('c.js', ['a.js'])].map((c) => [
        c.fileName,
        c,
      ]),
    )
    expect(() => withImports(byFile, 'a.js')).toThrow('a.js → b.js → c.js → a.js')
  })

  it('lists the stages in order with their imports, then the entry last', () => {
    const [first, second] = STARTUP_STAGES
    const chunks = [
      chunk('entry.js', ['react.js', 'second.js']),
      chunk('react.js', []),
      chunk('first.js', ['texts.js', 'react.js'], { facadeModuleId: `/app/${first}` }),
      chunk('texts.js', []),
      chunk('second.js', ['react.js', 'dom.js'], { facadeModuleId: `/app/${second}` }),
      chunk('dom.js', []),
      chunk('page.js', ['react.js']),
    ].map((c) => (c.fileName === 'entry.js' ? { ...c, isEntry: true } : c))
    expect(startupChunks(chunks)).toEqual([
      'texts.js',
      'react.js',
      'first.js',
      'dom.js',
      'second.js',
      'entry.js',
    ])
  })
})
