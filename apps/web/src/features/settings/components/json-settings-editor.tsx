import { encodeMessage } from '@kheyr/contracts/message-codec'
import { Alert, Box, Button, Stack } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { LazyCodeEditor } from '#components/code-editor/lazy-code-editor.tsx'
import { ApiError, translateValidation } from '#lib/api-client.ts'
import { Ltr } from '#components/ltr.tsx'

type Problem = { field: string; message: string }

const problemsOf = (issues: z.core.$ZodIssue[]): Problem[] =>
  issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))

/** What a failed save says, field by field when the server answered 422. */
const problemsOfError = (error: unknown): Problem[] =>
  error instanceof ApiError && error.status === 422
    ? Object.entries(error.errors).flatMap(([field, messages]) =>
        messages.map((message) => ({ field, message })),
      )
    : [{ field: '', message: error instanceof Error ? error.message : String(error) }]

/** The text, its problems (checked against the schema), and saving it once it checks. */
function useJsonEditor(
  initial: unknown,
  schema: z.ZodType,
  onSave: (value: unknown) => Promise<void>,
) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2))
  const [problems, setProblems] = useState<Problem[]>([])
  const [saving, setSaving] = useState(false)
  const check = (value: string): { ok: true; data: unknown } | { ok: false } => {
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      setProblems([{ field: '', message: encodeMessage('json') }])
      return { ok: false }
    }
    const result = schema.safeParse(parsed)
    setProblems(result.success ? [] : problemsOf(result.error.issues))
    return result.success ? { ok: true, data: parsed } : { ok: false }
  }
  const save = async () => {
    const checked = check(text)
    if (!checked.ok) return
    setSaving(true)
    try {
      await onSave(checked.data)
    } catch (error) {
      setProblems(problemsOfError(error))
    } finally {
      setSaving(false)
    }
  }
  const edit = (next: string) => {
    setText(next)
    if (problems.length) setProblems([])
  }
  return { text, edit, problems, saving, check, save }
}

function Problems({ id, problems }: { id: string; problems: Problem[] }) {
  return (
    <Alert severity="error" id={id} role="alert">
      <Box component="ul" sx={{ m: 0, ps: 2 }}>
        {problems.map((p, i) => (
          <li key={i}>
            {p.field && <Ltr sx={{ fontFamily: 'monospace', me: 1 }}>{p.field}:</Ltr>}
            {translateValidation(p.message)}
          </li>
        ))}
      </Box>
    </Alert>
  )
}

/**
 * A JSON-valued setting in the plain-text editor. The text is checked before it is sent: text
 * that does not parse gets the `json` message, a wrong shape the schema's own messages.
 */
export function JsonSettingsEditor({
  initial,
  schema,
  onSave,
  disabled = false,
  label,
}: {
  initial: unknown
  schema: z.ZodType
  onSave: (value: unknown) => Promise<void>
  disabled?: boolean
  label: string
}) {
  const { t } = useTranslation('settings')
  const errorId = useId()
  const editor = useJsonEditor(initial, schema, onSave)
  const { problems } = editor
  return (
    <Stack sx={{ gap: 1.5 }}>
      <LazyCodeEditor
        value={editor.text}
        onChange={editor.edit}
        onBlur={() => void editor.check(editor.text)}
        options={{ mode: 'json', readOnly: disabled, lineWrapping: true }}
        border
        height={280}
        label={label}
        invalid={problems.length > 0}
        describedBy={problems.length ? errorId : undefined}
      />
      {problems.length > 0 && <Problems id={errorId} problems={problems} />}
      {!disabled && (
        <Box>
          <Button variant="contained" onClick={() => void editor.save()} disabled={editor.saving}>
            {t('save')}
          </Button>
        </Box>
      )}
    </Stack>
  )
}
