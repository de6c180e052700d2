import {
  dataOf,
  sendSmsInput,
  smsMessage,
  smsQueued,
  smsSettings as smsSettingsOutput,
  smsSettingsInput,
} from '@kheyr/contracts'
import { and, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { userRoles } from '../access/access.tables.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { putSetting } from '../settings/settings.repository.ts'
import { displayName } from '../users/users.repository.ts'
import { users } from '../users/users.tables.ts'
import {
  checkDeliveries,
  deliverSms,
  queueSms,
  SMS_DELIVERY_QUEUE,
  SMS_QUEUE,
  SMS_RETRY_LIMIT,
  smsSettings,
} from './sms.service.ts'
import { SMS_KINDS, SMS_STATUSES, smsMessages, type SmsMessageRow } from './sms.tables.ts'

const MAX_RECIPIENTS = 5000
const settingsOutput = dataOf(smsSettingsOutput)

/** The SMS module: the outbox worker, the outbox log, sending to people, and provider settings. */
export const smsModule: FastifyPluginAsync = async (app) => {
  app.jobs.define<{ id: number }>(
    SMS_QUEUE,
    { retryLimit: SMS_RETRY_LIMIT, retryDelay: 5, retryBackoff: true },
    async (job) => deliverSms(app, job.data.id, job.retryCount),
  )
  app.jobs.define(
    SMS_DELIVERY_QUEUE,
    { retryLimit: 0 },
    async () => {
      await checkDeliveries(app)
    },
    '* * * * *',
  )
  await app.register(smsDashboard)
}

const smsDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  await app.register(
    defineResource<SmsMessageRow, z.infer<typeof smsMessage>>({
      name: 'sms',
      table: smsMessages,
      permission: 'sms',
      output: smsMessage,
      defaultSort: '-created_at',
      columns: {
        id: { column: smsMessages.id, type: 'number', filter: true, sort: true },
        to: { column: smsMessages.to, type: 'text', filter: true, search: true, sort: true },
        text: { column: smsMessages.text, type: 'text', search: true },
        kind: {
          column: smsMessages.kind,
          type: 'enum',
          values: SMS_KINDS,
          filter: true,
          sort: true,
        },
        status: {
          column: smsMessages.status,
          type: 'enum',
          values: SMS_STATUSES,
          filter: true,
          sort: true,
        },
        created_at: { column: smsMessages.createdAt, type: 'date', filter: true, sort: true },
        sent_at: { column: smsMessages.sentAt, type: 'date', filter: true, sort: true },
      },
      present: async (rows) => {
        const ids = [
          ...new Set(
            rows.flatMap((r) => [r.userId, r.sentBy]).filter((v): v is number => v !== null),
          ),
        ]
        const people = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : []
        const person = (id: number | null) => {
          const u = people.find((p) => p.id === id)
          return u ? { id: u.id, name: displayName(u) } : null
        }
        // Sign-in codes are stored masked (sms.seal.ts): nobody reads them here, not even the
        // super-admin.
        return rows.map((r) => ({
          id: r.id,
          to: r.to,
          text: r.text,
          kind: r.kind,
          status: r.status,
          attempts: r.attempts,
          error: r.error,
          provider: r.provider,
          user: person(r.userId),
          sent_by: person(r.sentBy),
          created_at: r.createdAt.toISOString(),
          sent_at: r.sentAt?.toISOString() ?? null,
          delivered_at: r.deliveredAt?.toISOString() ?? null,
        }))
      },
    }),
  )

  app.post(
    '/api/dashboard/sms/send',
    {
      config: { permission: 'sms.send', precognition: true },
      schema: {
        tags: ['sms'],
        summary: 'Sends a text to chosen users and to everyone holding chosen roles',
        body: sendSmsInput,
        response: { 200: smsQueued },
      },
    },
    async (request) => {
      const { text, user_ids, role_ids } = request.body
      const picked = [
        user_ids.length ? inArray(users.id, user_ids) : undefined,
        role_ids.length
          ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, role_ids)})`
          : undefined,
      ].filter((c) => c !== undefined)
      const recipients = await db
        .selectDistinctOn([users.mobile], { id: users.id, mobile: users.mobile })
        .from(users)
        .where(and(isNull(users.deletedAt), isNull(users.blockedAt), or(...picked)))
        .limit(MAX_RECIPIENTS)
      await db.transaction(async (tx) => {
        for (const r of recipients) {
          await queueSms(app, tx, {
            to: r.mobile,
            text,
            kind: 'manual',
            userId: r.id,
            sentBy: request.user!.id,
          })
        }
        await recordAudit(tx, request, {
          action: 'sms.sent',
          resource: 'sms',
          recordId: null,
          after: { text, recipients: recipients.length, user_ids, role_ids },
        })
      })
      return { data: { queued: recipients.length } }
    },
  )

  app.get(
    '/api/dashboard/sms/settings',
    {
      config: { permission: 'sms.view' },
      schema: {
        tags: ['sms'],
        summary: 'SMS provider settings (the API key is never sent back)',
        response: { 200: settingsOutput },
      },
    },
    async () => presentSettings(await smsSettings(app)),
  )

  app.put(
    '/api/dashboard/sms/settings',
    {
      config: { permission: 'sms.update', precognition: true },
      schema: {
        tags: ['sms'],
        summary: 'Changes the SMS provider settings',
        body: smsSettingsInput,
        response: { 200: settingsOutput },
      },
    },
    async (request) => {
      const before = await smsSettings(app)
      // An empty key field keeps the stored key: the form never shows it.
      const next = { ...before, ...request.body, api_key: request.body.api_key ?? before.api_key }
      await db.transaction(async (tx) => {
        await putSetting(tx, 'sms', 'config', next)
        await recordAudit(tx, request, {
          action: 'updated',
          resource: 'settings',
          recordId: 'sms',
          before: { ...before, api_key: before.api_key ? '[hidden]' : null },
          after: { ...next, api_key: next.api_key ? '[hidden]' : null },
        })
      })
      app.settings.invalidate()
      return presentSettings(next)
    },
  )
}

function presentSettings(s: Awaited<ReturnType<typeof smsSettings>>) {
  return {
    data: {
      provider: s.provider,
      api_key_set: Boolean(s.api_key),
      api_key_hint: s.api_key ? `…${s.api_key.slice(-4)}` : null,
      sender: s.sender,
      otp_template: s.otp_template,
    },
  }
}
