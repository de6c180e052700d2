import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, stat, type FileHandle } from 'node:fs/promises'
import { Readable } from 'node:stream'

// A backup is one plain tar file (ustar), so `tar tf` lists it and `tar xf` opens it without
// Kheyr. Entries are written in place (the header is filled in once the data's size is known) and
// read back by offset, so neither side holds a whole part in memory.

const BLOCK = 512
const MAX_ENTRY_BYTES = 8 ** 11 - 1

export type ArchiveEntry = { name: string; offset: number; size: number }
export type WrittenPart = { name: string; size: number; sha256: string }

/** Why a file cannot be read as a backup; the message is what the CLI prints. */
export class ArchiveError extends Error {
  constructor(
    readonly reason: 'truncated' | 'damaged' | 'not-a-backup' | 'newer' | 'mismatch',
    message: string,
  ) {
    super(message)
  }
}

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.from(name, 'utf8')
  if (bytes.length > 100) throw new Error(`archive entry name too long: ${name}`)
  if (size > MAX_ENTRY_BYTES) throw new Error(`archive entry too large: ${name}`)
  const block = Buffer.alloc(BLOCK)
  const octal = (value: number, width: number, at: number) =>
    block.write(value.toString(8).padStart(width - 1, '0') + '\0', at, 'ascii')
  bytes.copy(block, 0)
  octal(0o644, 8, 100)
  octal(0, 8, 108)
  octal(0, 8, 116)
  octal(size, 12, 124)
  octal(Math.floor(mtime.getTime() / 1000), 12, 136)
  block.write('        ', 148, 'ascii')
  block.write('0', 156, 'ascii')
  block.write('ustar\0' + '00', 257, 'binary')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return block
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

/** Writes entries one after another; `finish` closes the archive (two empty blocks). */
export class ArchiveWriter {
  private position = 0
  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string) {
    return new ArchiveWriter(await open(file, 'wx', 0o600))
  }

  /** Writes chunks as one entry, hashing them on the way; answers the part's size and checksum. */
  async add(name: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<WrittenPart> {
    const start = this.position
    let at = start + BLOCK
    let size = 0
    const hash = createHash('sha256')
    for await (const chunk of chunks) {
      hash.update(chunk)
      await this.handle.write(chunk, 0, chunk.length, at)
      at += chunk.length
      size += chunk.length
    }
    await this.handle.write(header(name, size, new Date()), 0, BLOCK, start)
    const pad = padding(size)
    if (pad) await this.handle.write(Buffer.alloc(pad), 0, pad, at)
    this.position = at + pad
    return { name, size, sha256: hash.digest('hex') }
  }

  async finish() {
    await this.handle.write(Buffer.alloc(BLOCK * 2), 0, BLOCK * 2, this.position)
    await this.handle.sync()
    await this.handle.close()
  }

  async abandon() {
    await this.handle.close().catch(() => {})
  }
}

/**
 * The entries of an archive, read from their headers alone. A header whose checksum is wrong is
 * damage; an entry or end marker past the end of the file is truncation.
 */
export async function readEntries(file: string): Promise<ArchiveEntry[]> {
  const { size: fileSize } = await stat(file)
  const handle = await open(file, 'r')
  try {
    const entries: ArchiveEntry[] = []
    const block = Buffer.alloc(BLOCK)
    let position = 0
    for (;;) {
      if (position + BLOCK > fileSize) throw truncated()
      await handle.read(block, 0, BLOCK, position)
      if (block.every((b) => b === 0)) return entries
      const stored = parseInt(block.subarray(148, 156).toString('ascii').trim() || 'x', 8)
      let sum = 0
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!
      if (stored !== sum) {
        throw position === 0
          ? new ArchiveError('not-a-backup', 'This file is not a Kheyr backup.')
          : new ArchiveError(
              'damaged',
              `The backup is damaged: the archive header at byte ${position} is corrupt.`,
            )
      }
      const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
      const size = parseInt(block.subarray(124, 136).toString('ascii').trim(), 8)
      const offset = position + BLOCK
      if (offset + size > fileSize) throw truncated()
      entries.push({ name, offset, size })
      position = offset + size + padding(size)
    }
  } finally {
    await handle.close()
  }
}

const truncated = () =>
  new ArchiveError(
    'truncated',
    'The backup is truncated: the file ends before the archive does (an interrupted copy?).',
  )

export function entryStream(file: string, entry: ArchiveEntry): Readable {
  if (entry.size === 0) return Readable.from([])
  // `end` is inclusive.
  return createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 })
}

export async function entryBuffer(file: string, entry: ArchiveEntry): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(entry.size)
    await handle.read(buffer, 0, entry.size, entry.offset)
    return buffer
  } finally {
    await handle.close()
  }
}

export async function entryChecksum(file: string, entry: ArchiveEntry): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of entryStream(file, entry)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
