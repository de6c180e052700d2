import { Suspense, type ReactNode } from 'react'

/**
 * A part of a page that a server-rendered page's take-over hydrates on its own (a Suspense
 * boundary: React 19 takes such a page over in slices, docs/decisions/023): a tap on a part not
 * yet taken over hydrates that part first, and React replays the tap on it. Nothing in it is
 * disabled meanwhile: its forms are plain HTML forms that work before their script
 * (docs/decisions/033), and keep what was typed when it takes them over (`PageForm`).
 */
export function HydrationSlice({
  children,
  fallback,
}: {
  children: ReactNode
  /** Shown while the content's code loads in the browser (nothing by default). */
  fallback?: ReactNode
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>
}
