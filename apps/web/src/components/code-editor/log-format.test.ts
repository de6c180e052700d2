import { describe, expect, it } from 'vitest'
import { logLevelOf, logLinksOf, safeHref } from './log-format.ts'

describe('logLevelOf', () => {
  it('reads pino numeric levels', () => {
    expect(logLevelOf('{"level":50,"msg":"boom"}')).toBe('error')
    expect(logLevelOf('{"level":60,"msg":"fatal"}')).toBe('error')
    expect(logLevelOf('{"level":40,"msg":"slow"}')).toBe('warning')
    expect(logLevelOf('{"level":30,"msg":"error in text"}')).toBe('info')
    expect(logLevelOf('{"level":20,"msg":"debug"}')).toBeNull()
  })

  it('takes the first level word of a plain line', () => {
    expect(logLevelOf('[2025-01-01] ERROR could not connect')).toBe('error')
    expect(logLevelOf('WARN: retrying')).toBe('warning')
    expect(logLevelOf('level=info started')).toBe('info')
    expect(logLevelOf('payment success for bill 12')).toBe('success')
    expect(logLevelOf('    at Object.<anonymous> (file.js:1:1)')).toBeNull()
  })

  it('does not match level words inside other words', () => {
    expect(logLevelOf('information desk')).toBeNull()
    expect(logLevelOf('errorless')).toBeNull()
  })
})

describe('logLinksOf', () => {
  it('finds a plain URL between two markers', () => {
    const line = 'export ready #link#/storage/report.csv#link# done'
    expect(logLinksOf(line)).toEqual([
      { from: 13, to: 44, href: '/storage/report.csv', download: null },
    ])
  })

  it('reads JSON with href and a download name', () => {
    const [link] = logLinksOf('#link#{"href":"https://x.example/a.zip","download":"a.zip"}#link#')
    expect(link).toMatchObject({ href: 'https://x.example/a.zip', download: 'a.zip' })
  })

  it('leaves unsafe or broken links as text', () => {
    expect(logLinksOf('#link#javascript:alert(1)#link#')).toEqual([])
    expect(logLinksOf('#link#//evil.example/x#link#')).toEqual([])
    expect(logLinksOf('#link#{"href":"data:text/html,x"}#link#')).toEqual([])
    expect(logLinksOf('#link#{broken#link#')).toEqual([])
  })

  it('uses a custom marker', () => {
    expect(logLinksOf('@@/a@@ and @@/b@@', '@@').map((l) => l.href)).toEqual(['/a', '/b'])
  })
})

describe('safeHref', () => {
  it('allows http(s) and same-site paths only', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example')
    expect(safeHref('/api/x')).toBe('/api/x')
    expect(safeHref('mailto:a@b')).toBeNull()
  })
})
