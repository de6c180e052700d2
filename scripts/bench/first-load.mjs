import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * The JavaScript a visitor downloads to see the public home page: the entry, everything it
 * imports statically, and the home page's own chunk with its static imports (gzip sizes).
 */
export function firstLoadJs(distDir, pageSource = 'src/app/home-route.tsx') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit('index.html')
  if (!manifest[pageSource]) throw new Error(`No chunk for ${pageSource} in the manifest`)
  visit(pageSource)
  const sizes = [...files]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({
      file,
      gzip: zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }))
  return { files: sizes, totalGzip: sizes.reduce((sum, f) => sum + f.gzip, 0) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = firstLoadJs(process.argv[2] ?? 'apps/web/dist')
  for (const f of result.files)
    console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`)
  console.log(`${(result.totalGzip / 1024).toFixed(1).padStart(7)} KB  total`)
}

/** What only the staff need: the panel layout, the data table, the editors, the date range picker. */
const STAFF_ONLY =
  /panel-layout|data-table|code-editor|rich-text-editor|jalali-date-range|dashboard/

/**
 * The staff dashboard's chunks: those the panel layout, the dashboard's pages and its heavy
 * libraries bring, less anything the public pages share with them.
 */
export function dashboardChunks(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  const closure = (keys) => {
    const files = new Set()
    const visit = (key) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return files
  }
  const publicFiles = closure(['index.html', 'src/app/home-route.tsx'])
  const staff = closure(Object.keys(manifest).filter((key) => STAFF_ONLY.test(key)))
  return new Set([...staff].filter((file) => !publicFiles.has(file)))
}
