import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/
const MIN_BYTES = 1024

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every text file of a built
 * web app above 1 KB, once at build time, so the server sends them without compressing on each
 * request (`@fastify/static` with `preCompressed`). A variant that is not smaller is not written.
 */
export function precompress(dir) {
  let files = 0
  let before = 0
  let after = 0
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full)
        continue
      }
      if (!COMPRESSIBLE.test(entry.name) || statSync(full).size < MIN_BYTES) continue
      const content = readFileSync(full)
      const br = zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
      const gz = zlib.gzipSync(content, { level: 9 })
      if (br.length < content.length) writeFileSync(`${full}.br`, br)
      if (gz.length < content.length) writeFileSync(`${full}.gz`, gz)
      files++
      before += content.length
      after += Math.min(br.length, content.length)
    }
  }
  walk(dir)
  return { files, before, after }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist')
  const { files, before, after } = precompress(dir)
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`
  console.log(`precompressed ${files} files: ${kb(before)} -> ${kb(after)} (brotli)`)
}
