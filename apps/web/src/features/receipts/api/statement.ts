import type { DataOf } from '@kheyr/contracts/http'
import type { Lang } from '@kheyr/contracts/messages'
import type { Statement } from '@kheyr/contracts/receipts'
import { queryOptions } from '@tanstack/react-query'
import { API_BASE, api, buildQuery } from '#lib/api-client.ts'

// A donor's yearly statement (`/api/user/statement`): the page shows it, the PDF is its download.

export const statementQuery = (year: number) =>
  queryOptions({
    queryKey: ['statement', year],
    queryFn: () =>
      api.get<DataOf<Statement>>('/user/statement', { query: { year } }).then((r) => r.data),
  })

/**
 * The statement's PDF: a plain link (the browser downloads it with the session cookie), in the
 * language the site is read in.
 */
export const statementPdfUrl = (year: number, lang: Lang) =>
  `${API_BASE}/user/statement.pdf${buildQuery({ year, lang })}`
