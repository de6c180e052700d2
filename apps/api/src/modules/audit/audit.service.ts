import type { FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { auditRows, insertAudit } from './audit.repository.ts'

export type AuditEntry = {
  action: string
  resource: string
  recordId: string | number | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** Fields that never go into the audit log, whatever table they come from. */
const SECRET_FIELDS = new Set([
  'password',
  'twoFactorSecret',
  'twoFactorRecoveryCodes',
  'two_factor_secret',
  'two_factor_recovery_codes',
])

export function redact(row: Record<string, unknown> | null | undefined) {
  if (!row) return null
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      SECRET_FIELDS.has(k) ? (v === null ? null : '[hidden]') : v,
    ]),
  )
}

/** Writes who changed what; call it with the transaction that makes the change. */
export async function recordAudit(db: Executor, request: FastifyRequest | null, entry: AuditEntry) {
  await insertAudit(db, {
    userId: request?.user?.id ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: request?.ip ?? null,
  })
}

/** A record's audit rows, newest first; `userId` is who made each change. */
export async function historyOf(db: Executor, resource: string, recordId: string | number) {
  return auditRows(db, resource, String(recordId))
}
