import { Skeleton } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { CodeEditorProps } from './code-editor.tsx'

export type { CodeEditorMode, CodeEditorOptions, CodeEditorProps } from './code-editor.tsx'

const CodeEditor = lazy(() => import('./code-editor.tsx'))

const cssLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value

/**
 * The code editor, downloaded the first time one renders: CodeMirror stays out of the chunks of
 * pages that never show it (and always out of public pages).
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation('code-editor')
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          role="status"
          aria-label={t('loading')}
          sx={{ width: cssLength(props.width) ?? '100%', height: cssLength(props.height) ?? 160 }}
        />
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  )
}
