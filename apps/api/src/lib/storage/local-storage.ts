import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { STORAGE_PREFIX, type StorageDriver } from './storage.ts'

/** Files in a folder on this machine (`DATA_DIR/storage`), the default. */
export function localDiskStorage(root: string): StorageDriver {
  // The folder is served at start, so it must exist before the first upload.
  mkdirSync(path.join(root, 'public'), { recursive: true })
  const resolve = (key: string) => path.join(root, ...key.split('/'))

  return {
    name: 'local',
    localRoot: root,

    async putFile(key, file) {
      const target = resolve(key)
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await rename(file, target)
      } catch (error) {
        // The temporary folder may sit on another disk.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        await copyFile(file, target)
        await unlink(file)
      }
    },

    async putBuffer(key, body) {
      const target = resolve(key)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, body)
    },

    async read(key) {
      const file = resolve(key)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return {
        stream: createReadStream(file),
        length: info.size,
        size: info.size,
        contentType: null,
        contentRange: null,
      }
    },

    async copyToFile(key, file) {
      await pipeline(createReadStream(resolve(key)), createWriteStream(file))
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })))
    },

    publicUrl: (key) => STORAGE_PREFIX + key,
  }
}
