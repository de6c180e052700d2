import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import pino from 'pino'

export const LOG_FILE_NAME = 'kheyr.log'
/** The file is rotated past this size; the previous ones are kept as `.1`, `.2`. */
export const LOG_FILE_MAX_BYTES = 10 * 1024 * 1024
export const LOG_FILES_KEPT = 2

export const logFilePath = (dataDir: string) => path.join(dataDir, 'logs', LOG_FILE_NAME)

export type LogFile = {
  write(line: string): void
  flushSync(): void
  end(): void
}

/**
 * The server log as a file (for the dashboard's log viewer), next to stdout. Past `maxBytes`
 * the file becomes `.1` (the older ones shift up, the oldest is dropped) and a new one starts:
 * a simple cap that needs no logrotate. Writes are buffered (`sync: false`), so a line written
 * just before a rotation may open the new file instead of closing the old one.
 */
export function rotatingLogFile(
  file: string,
  { maxBytes = LOG_FILE_MAX_BYTES, keep = LOG_FILES_KEPT, sync = false } = {},
): LogFile {
  mkdirSync(path.dirname(file), { recursive: true })
  let size = existsSync(file) ? statSync(file).size : 0
  const destination = pino.destination({ dest: file, sync, mkdir: true })

  const rotate = () => {
    rmSync(`${file}.${keep}`, { force: true })
    for (let i = keep - 1; i >= 1; i--) {
      if (existsSync(`${file}.${i}`)) renameSync(`${file}.${i}`, `${file}.${i + 1}`)
    }
    renameSync(file, `${file}.1`)
    destination.reopen()
    size = 0
  }

  return {
    write(line) {
      destination.write(line)
      size += Buffer.byteLength(line)
      if (size >= maxBytes) rotate()
    },
    flushSync: () => {
      try {
        destination.flushSync()
      } catch {
        // Not open yet, so nothing was written to it.
      }
    },
    end: () => destination.end(),
  }
}
