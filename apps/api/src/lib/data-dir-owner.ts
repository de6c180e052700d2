import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Who holds the embedded database's folder. PGlite is single-process: the server, or a backup or
 * restore run from the command line while the server is down, writes this file; the others read
 * it before touching the folder (the command line then asks the running server for its backup).
 */
export type DataDirOwner = {
  pid: number
  role: 'server' | 'backup' | 'restore'
  /** The server's port on this machine and the token its local backup route takes. */
  port: number | null
  token: string | null
}

export const ownerFile = (dataDir: string) => path.join(dataDir, '.kheyr-owner.json')

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live owner of the folder, or null (a dead owner's file is stale). */
export function currentOwner(dataDir: string): DataDirOwner | null {
  let owner: DataDirOwner
  try {
    owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as DataDirOwner
  } catch {
    return null
  }
  if (!alive(owner.pid)) return null
  return owner
}

export function claimDataDir(dataDir: string, owner: Omit<DataDirOwner, 'pid'>) {
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, ...owner }), {
    mode: 0o600,
  })
}

/** Removes the file if this process wrote it. */
export function releaseDataDir(dataDir: string) {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as DataDirOwner
    if (owner.pid === process.pid) rmSync(ownerFile(dataDir), { force: true })
  } catch {
    // Not there: nothing to release.
  }
}

export const describeOwner = (owner: DataDirOwner) =>
  owner.role === 'server'
    ? `the Kheyr server (process ${owner.pid})`
    : `a ${owner.role} (process ${owner.pid})`
