import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompress } from '../../../../scripts/precompress.mjs'
import { fixtureWebDist, setupTestApp } from '../../test/harness.ts'

// A built web app with one large script, precompressed as the web build does.
const dist = mkdtempSync(path.join(tmpdir(), 'kheyr-web-dist-'))
cpSync(fixtureWebDist, dist, { recursive: true })
const script = `console.log(${JSON.stringify('خیر '.repeat(2000))})\n`
writeFileSync(path.join(dist, 'assets/big-abc123.js'), script)
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
writeFileSync(
  path.join(dist, 'index.html'),
  indexHtml.replace('</head>', `<style>${'.x{color:red}'.repeat(200)}</style></head>`),
)
precompress(dist)

const ctx = await setupTestApp({ WEB_DIST_DIR: dist })

/** A raw request (fetch would undo the compression before we could see it). */
function raw(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        `${ctx.url}${pathname}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        },
      )
      req.on('error', reject)
    },
  )
}

describe('compression', () => {
  it('sends the precompressed brotli or gzip file of a hashed asset, cached for a year', async () => {
    const br = await raw('/assets/big-abc123.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body).toEqual(readFileSync(path.join(dist, 'assets/big-abc123.js.br')))
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)

    const gz = await raw('/assets/big-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)

    const plain = await raw('/assets/big-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const docs = await raw('/api/docs/json', 'br')
    expect(docs.headers['content-encoding']).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(docs.body).toString()).openapi).toMatch(/^3/)

    const health = await raw('/api/health', 'br, gzip')
    expect(health.body.length).toBeLessThan(1024)
    expect(health.headers['content-encoding']).toBeUndefined()
  })

  it('compresses the pages’ HTML, never cached', async () => {
    const page = await raw('/charity/create/sadaqa', 'gzip')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(page.body).toString()).toContain('<div id="root">')
  })
})
