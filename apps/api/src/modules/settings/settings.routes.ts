import {
  androidReleaseOutput,
  props,
  SETTINGS_SECTIONS,
  settingsInputs,
  settingsOutputs,
  type SettingsSection,
  type SettingsValues,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { historyEntry, historyResponse } from '../../lib/resource/define-resource.ts'
import type { PropsService } from './props.service.ts'
import { readAllSections, readSection, saveSection } from './settings.service.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    props: PropsService
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/props',
    {
      schema: {
        tags: ['site'],
        summary: 'Start-up settings the web app loads first',
        response: { 200: props, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.props.get()
      reply.header('etag', etag).header('cache-control', 'no-cache')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
      // Already serialised once for every request until the settings change.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((v) => v as string)
        .send(body as never)
    },
  )

  app.get(
    '/api/app/android',
    {
      schema: {
        tags: ['site'],
        summary: 'The latest Android release (the app asks whether to update)',
        response: { 200: androidReleaseOutput, 304: z.null() },
      },
    },
    async (request, reply) => {
      const release = await readSection(app, 'android')
      const body = {
        releaseNote: release.release_note,
        latestVersion: release.latest_version,
        latestVersionCode: release.latest_version_code,
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )

  app.get(
    '/api/dashboard/settings',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags: ['settings'],
        summary: 'Every settings section at once',
        response: { 200: z.object({ data: z.object(settingsOutputs) }) },
      },
    },
    async () => ({ data: await readAllSections(app) }),
  )

  for (const section of SETTINGS_SECTIONS) registerSection(section)

  /** GET and PUT `/api/dashboard/settings/{section}`, each with its own contract. */
  function registerSection(section: SettingsSection) {
    const url = `/api/dashboard/settings/${section}`
    // Typed loosely here: each section's own schemas check and document the shapes.
    const output: z.ZodType = z.object({ data: settingsOutputs[section] })
    const body: z.ZodType = settingsInputs[section]
    app.get(
      url,
      {
        config: { permission: 'settings.view' },
        schema: {
          tags: ['settings'],
          summary: `The ${section} settings`,
          response: { 200: output },
        },
      },
      async () => ({ data: await readSection(app, section) }),
    )
    app.get(
      `${url}/history`,
      {
        config: { permission: 'settings.view' },
        schema: {
          tags: ['settings'],
          summary: `Who changed the ${section} settings, when, before and after`,
          response: { 200: z.object({ data: z.array(historyEntry) }) },
        },
      },
      () => historyResponse(app.db, 'settings', section),
    )
    app.put(
      url,
      {
        config: { permission: 'settings.update', precognition: true },
        schema: {
          tags: ['settings'],
          summary: `Changes the ${section} settings (audited; props change at once)`,
          body,
          response: { 200: output },
        },
      },
      async (request) => ({
        data: await saveSection(
          app,
          request,
          section,
          request.body as SettingsValues[typeof section],
        ),
      }),
    )
  }
}
