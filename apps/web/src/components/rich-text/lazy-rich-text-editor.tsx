import { LinearProgress } from '@mui/material'
import { lazy, Suspense, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { RichTextEditor } from './rich-text-editor.tsx'

const Editor = lazy(() => import('./rich-text-editor.tsx'))

/**
 * The rich-text editor, downloaded the first time one renders: TipTap stays out of the chunks
 * of pages and dialogs until they show it.
 */
export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  const { t } = useTranslation('rich-text')
  return (
    <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
      <Editor {...props} />
    </Suspense>
  )
}
