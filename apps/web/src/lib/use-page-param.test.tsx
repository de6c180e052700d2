// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { usePageParam } from './use-page-param.ts'

const inRouter =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  )

const usePageAndSearch = () => {
  const [page, setPage] = usePageParam()
  return { page, setPage, search: useLocation().search }
}

describe('usePageParam', () => {
  it('reads the page from the address, the first page when it has none or nonsense', () => {
    expect(renderHook(usePageParam, { wrapper: inRouter('/x?page=3') }).result.current[0]).toBe(3)
    expect(renderHook(usePageParam, { wrapper: inRouter('/x') }).result.current[0]).toBe(1)
    expect(renderHook(usePageParam, { wrapper: inRouter('/x?page=-2') }).result.current[0]).toBe(1)
    expect(renderHook(usePageParam, { wrapper: inRouter('/x?page=abc') }).result.current[0]).toBe(1)
  })

  it('keeps the other parameters, and leaves the first page out of the address', () => {
    const { result } = renderHook(usePageAndSearch, { wrapper: inRouter('/x?status=paid') })
    act(() => result.current.setPage(2))
    expect(result.current.search).toBe('?status=paid&page=2')
    act(() => result.current.setPage(1))
    expect(result.current.search).toBe('?status=paid')
  })
})
