import { z } from 'zod'

/** The server log's recent lines (pino JSON, one entry a line, newest last). */
export const serverLog = z.object({
  data: z.object({
    lines: z.array(z.string()),
    /** The whole file's size in bytes (the download sends all of it). */
    size: z.number(),
    updated_at: z.string().nullable(),
  }),
})
export type ServerLog = z.infer<typeof serverLog>['data']

export const LOG_LINES_DEFAULT = 1000
export const LOG_LINES_MAX = 5000
