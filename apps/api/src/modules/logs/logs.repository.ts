import { open, stat } from 'node:fs/promises'

/** How much of the file's end the viewer reads at most. */
const TAIL_BYTES = 2 * 1024 * 1024

/**
 * The last `count` lines of a log file, newest last. Only the file's end is read, so a large
 * log costs the same as a small one. A missing file has no lines.
 */
export async function tailLines(file: string, count: number) {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return { lines: [] as string[], size: 0, updatedAt: null }
  const start = Math.max(0, info.size - TAIL_BYTES)
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(info.size - start)
    await handle.read(buffer, 0, buffer.length, start)
    let lines = buffer.toString('utf8').split('\n')
    // Reading from the middle of the file starts mid-line: that fragment is dropped.
    if (start > 0) lines = lines.slice(1)
    if (lines.at(-1) === '') lines.pop()
    return { lines: lines.slice(-count), size: info.size, updatedAt: info.mtime }
  } finally {
    await handle.close()
  }
}
