// @vitest-environment jsdom
import type { Editor } from '@tiptap/react'
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

/** Held by its parent, as a form holds it: every change comes back as the new value. */
function Controlled({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial)
  return <RichTextEditor value={html} onChange={setHtml} label="متن" />
}

/** TipTap's editor, which it leaves on its editing element. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor

/** A render's microtask has run, the effects after paint not yet: a fast typist's next key. */
const nextKey = () => new Promise<void>((resolve) => queueMicrotask(resolve))

beforeAll(persian)

describe('the rich-text editor', () => {
  it('keeps every key of fast typing where it was typed', async () => {
    renderApp(<Controlled initial="<p>سلام</p>" />)
    const editor = editorOf(screen.getByRole('textbox', { name: 'متن' }))
    editor.commands.setTextSelection(editor.state.doc.content.size)
    for (const key of ' ab cd') {
      editor.view.dispatch(editor.state.tr.insertText(key))
      await nextKey()
    }
    // Long enough for every effect of every render to have run.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(editor.getHTML()).toBe('<p>سلام ab cd</p>')
  })

  it('still takes a value set from outside', async () => {
    const { rerender } = renderApp(
      <RichTextEditor value="<p>یک</p>" onChange={() => {}} label="متن" />,
    )
    const editor = editorOf(screen.getByRole('textbox', { name: 'متن' }))
    rerender(<RichTextEditor value="<p>دو</p>" onChange={() => {}} label="متن" />)
    await waitFor(() => expect(editor.getHTML()).toBe('<p>دو</p>'))
  })
})
