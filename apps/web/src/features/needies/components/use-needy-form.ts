import { isValidNationalCode, toLatinDigits } from '@kheyr/contracts/digits'
import { needyInput, type Needy, type NeedyFormValues } from '@kheyr/contracts/needies'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { resourcePath } from '#lib/resource.ts'
import { toast } from '#lib/toasts.ts'
import {
  fileWithNationalCodeQuery,
  NEEDIES,
  researchersQuery,
  useSaveNeedy,
} from '../api/needies.ts'

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The form's values for a person (empty for a new one), numbers in the reader's digits; the
 * final status field is the proposal.
 */
function initialValues(needy: Needy | null, digits: (v: string) => string): NeedyFormValues {
  const number = (value: string | number | null | undefined) => digits(text(value))
  return {
    name: text(needy?.name),
    family: text(needy?.family),
    father_name: text(needy?.father_name),
    national_code: number(needy?.national_code),
    doc_id: number(needy?.doc_id),
    mobile: number(needy?.mobile),
    second_mobile: number(needy?.second_mobile),
    phone: number(needy?.phone),
    city: text(needy?.city),
    area: text(needy?.area),
    address: text(needy?.address),
    lat: needy?.lat ?? null,
    lng: needy?.lng ?? null,
    birthday: text(needy?.birthday),
    gender: needy?.gender ?? ('' as never),
    marital_status: needy?.marital_status ?? '',
    job: text(needy?.job),
    education: needy?.education ?? '',
    monthly_income: number(needy?.monthly_income),
    dependents_count: number(needy?.dependents_count ?? 0),
    orphans_count: number(needy?.orphans_count ?? 0),
    physical_condition: needy?.physical_condition ?? '',
    citizenship: needy?.citizenship ?? 'iranian',
    priority: needy?.priority ?? 'medium',
    final_status: needy?.proposed_final_status ?? needy?.final_status ?? 'pending',
    date_seen: text(needy?.date_seen),
    researcher_id: needy?.researcher_id ?? '',
  }
}

/**
 * The info form of a new person (`null`) or of one to edit, checked live against the route that
 * will save it; saved, it opens the person's file. A national code already in the registry gives
 * the id of the file holding it (the 422 says only that it exists).
 */
export function useNeedyForm(needy: Needy | null) {
  const { t } = useTranslation('needies')
  const { digits } = useFormat()
  const navigate = useNavigate()
  const save = useSaveNeedy(needy?.id)
  const api = useApiForm(needyInput, {
    defaultValues: initialValues(needy, digits),
    live: needy
      ? { method: 'PUT', path: resourcePath(NEEDIES, needy.id) }
      : { method: 'POST', path: resourcePath(NEEDIES) },
  })
  const code = useWatch({ control: api.form.control, name: 'national_code' })
  const typed = toLatinDigits(String(code ?? '')).replace(/[\s\-\u200c_]/g, '')
  const lookup = isValidNationalCode(typed) && typed !== needy?.national_code
  const duplicate = useQuery({ ...fileWithNationalCodeQuery(typed), enabled: lookup })
  const submit = api.handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values)
    toast.success(needy ? t('form.saved') : t('form.created'))
    navigate(paths.dashboard.needy(saved.id))
  })
  return { ...api, submit, duplicateId: lookup ? (duplicate.data ?? null) : null }
}

export type NeedyFormState = ReturnType<typeof useNeedyForm>

/** The researchers to choose from; one no longer listed (blocked, role taken) still shows. */
export function useResearcherOptions(needy: Needy | null) {
  const researchers = useQuery(researchersQuery)
  const current = needy?.researcher
  return [
    ...(researchers.data ?? []),
    ...(current && !researchers.data?.some((r) => r.id === current.id) ? [current] : []),
  ].map((r) => ({ value: r.id, label: r.name }))
}
