import { encodeMessage } from '@kheyr/contracts/messages'
import { Alert, Box, Button, Stack } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor.tsx'
import { ApiError, translateValidation } from '../../../lib/api-client.ts'
import { Ltr } from '../../../components/ltr.tsx'

type Problem = { field: string; message: string }

const problemsOf = (issues: z.core.$ZodIssue[]): Problem[] =>
  issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))

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
    if (!result.success) {
      setProblems(problemsOf(result.error.issues))
      return { ok: false }
    }
    setProblems([])
    return { ok: true, data: parsed }
  }

  const save = async () => {
    const checked = check(text)
    if (!checked.ok) return
    setSaving(true)
    try {
      await onSave(checked.data)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setProblems(
          Object.entries(error.errors).flatMap(([field, messages]) =>
            messages.map((message) => ({ field, message })),
          ),
        )
      } else {
        setProblems([
          { field: '', message: error instanceof Error ? error.message : String(error) },
        ])
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack sx={{ gap: 1.5 }}>
      <LazyCodeEditor
        value={text}
        onChange={(next) => {
          setText(next)
          if (problems.length) setProblems([])
        }}
        onBlur={() => void check(text)}
        options={{ mode: 'json', readOnly: disabled, lineWrapping: true }}
        border
        height={280}
        label={label}
        invalid={problems.length > 0}
        describedBy={problems.length ? errorId : undefined}
      />
      {problems.length > 0 && (
        <Alert severity="error" id={errorId} role="alert">
          <Box component="ul" sx={{ m: 0, ps: 2 }}>
            {problems.map((p, i) => (
              <li key={i}>
                {p.field && <Ltr sx={{ fontFamily: 'monospace', me: 1 }}>{p.field}:</Ltr>}
                {translateValidation(p.message)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {!disabled && (
        <Box>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t('save')}
          </Button>
        </Box>
      )}
    </Stack>
  )
}
