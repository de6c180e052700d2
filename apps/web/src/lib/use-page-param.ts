import { useSearchParams } from 'react-router'

/**
 * The list page in the address (`?page=2`), so a list comes back where it was left; the first
 * page has no parameter. Other parameters (filters) stay as they are.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next > 1) updated.set('page', String(next))
      else updated.delete('page')
      return updated
    })
  return [page, setPage]
}
