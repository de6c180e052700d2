import {
  SETTINGS_SECTIONS,
  settingsInputs,
  settingsOutputs,
  type SettingsSection,
  type SettingsValues,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { historyEntry, historyResponse } from '../../lib/resource/define-resource.ts'
import { readAllSections, readSection, saveSection } from './settings.service.ts'

/** Staff routes: every settings section, its history, and saving it. */
export const settingsDashboard: FastifyPluginAsyncZod = async (app) => {
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
