import { notice, type Needy } from '@kheyr/contracts'
import type { ExportColumn } from '../../lib/resource/define-resource.ts'

/** The columns of `/api/dashboard/needies/export` (CSV or XLSX), in the request's language. */
export const neediesExportColumns: ExportColumn<Needy>[] = [
  { header: 'id', value: (n) => n.id },
  { header: 'name', value: (n) => n.name },
  { header: 'family', value: (n) => n.family },
  { header: 'father_name', value: (n) => n.father_name },
  { header: 'national_code', value: (n) => n.national_code },
  { header: 'doc_id', value: (n) => n.doc_id },
  { header: 'mobile', value: (n) => n.mobile },
  { header: 'second_mobile', value: (n) => n.second_mobile },
  { header: 'phone', value: (n) => n.phone },
  { header: 'city', value: (n) => n.city },
  { header: 'area', value: (n) => n.area },
  { header: 'address', value: (n) => n.address },
  { header: 'gender', value: (n, lang) => notice(lang, 'values', n.gender) },
  {
    header: 'marital_status',
    value: (n, lang) => (n.marital_status ? notice(lang, 'values', n.marital_status) : null),
  },
  { header: 'birthday', value: (n) => n.birthday },
  { header: 'monthly_income', value: (n) => n.monthly_income },
  { header: 'dependents_count', value: (n) => n.dependents_count },
  { header: 'orphans_count', value: (n) => n.orphans_count },
  { header: 'priority', value: (n, lang) => notice(lang, 'values', n.priority) },
  { header: 'final_status', value: (n, lang) => notice(lang, 'values', n.final_status) },
  { header: 'date_seen', value: (n) => n.date_seen },
  { header: 'researcher', value: (n) => n.researcher?.name ?? null },
  {
    header: 'archived',
    value: (n, lang) => notice(lang, 'values', n.archived_at ? 'yes' : 'no'),
  },
  { header: 'created_at', value: (n) => n.created_at },
]
