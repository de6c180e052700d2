import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditLogs } from './audit.tables.ts'

export async function insertAudit(db: Executor, values: typeof auditLogs.$inferInsert) {
  await db.insert(auditLogs).values(values)
}

export async function auditRows(db: Executor, resource: string, recordId: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, resource), eq(auditLogs.recordId, recordId)))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
}
