import {
  dataOf,
  sendSmsInput,
  smsMessage,
  smsQueued,
  smsSettings as smsSettingsOutput,
  smsSettingsInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { putSetting } from '../settings/settings.service.ts'
import { recipientsOf, userNames } from '../users/users.service.ts'
import { queueSms, smsSettings } from './sms.service.ts'
import { SMS_KINDS, SMS_STATUSES, smsMessages, type SmsMessageRow } from './sms.tables.ts'

const MAX_RECIPIENTS = 5000
const settingsOutput = dataOf(smsSettingsOutput)

/** Staff routes: the outbox, sending to people, and the provider settings. */
export const smsDashboard: FastifyPluginAsyncZod = async (app) => {
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
        const names = await userNames(db, ids)
        const person = (id: number | null) => {
          const name = id === null ? undefined : names.get(id)
          return id !== null && name !== undefined ? { id, name } : null
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
      const recipients = await recipientsOf(
        db,
        { userIds: user_ids, roleIds: role_ids },
        { limit: MAX_RECIPIENTS, distinctMobiles: true },
      )
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
