import type { Needy } from '@kheyr/contracts'

// The export is a file for the charity's own staff, in the site's language (Persian), like the
// transactions export: these labels are data in a spreadsheet, not interface strings.
const GENDER = { male: 'مرد', female: 'زن' } as const
const PRIORITY = { low: 'کم', medium: 'متوسط', high: 'زیاد', urgent: 'فوری' } as const
const FINAL_STATUS = {
  pending: 'در انتظار بازدید',
  approved: 'تأییدشده',
  follow_up: 'نیازمند پیگیری',
  rejected: 'ردشده',
} as const
const MARITAL = { single: 'مجرد', married: 'متأهل', widowed: 'همسر فوت‌شده', divorced: 'مطلقه' }

/** The columns of `/api/dashboard/needies/export` (CSV or XLSX). */
export const neediesExportColumns: {
  header: string
  value: (row: Needy) => string | number | null
}[] = [
  { header: 'شناسه', value: (n) => n.id },
  { header: 'نام', value: (n) => n.name },
  { header: 'نام خانوادگی', value: (n) => n.family },
  { header: 'نام پدر', value: (n) => n.father_name },
  { header: 'کد ملی', value: (n) => n.national_code },
  { header: 'شمارهٔ پرونده', value: (n) => n.doc_id },
  { header: 'موبایل', value: (n) => n.mobile },
  { header: 'موبایل دوم', value: (n) => n.second_mobile },
  { header: 'تلفن', value: (n) => n.phone },
  { header: 'شهر', value: (n) => n.city },
  { header: 'محله', value: (n) => n.area },
  { header: 'نشانی', value: (n) => n.address },
  { header: 'جنسیت', value: (n) => GENDER[n.gender] },
  { header: 'وضعیت تأهل', value: (n) => (n.marital_status ? MARITAL[n.marital_status] : null) },
  { header: 'تاریخ تولد', value: (n) => n.birthday },
  { header: 'درآمد ماهانه (تومان)', value: (n) => n.monthly_income },
  { header: 'تعداد افراد تحت تکفل', value: (n) => n.dependents_count },
  { header: 'تعداد فرزندان یتیم', value: (n) => n.orphans_count },
  { header: 'اولویت', value: (n) => PRIORITY[n.priority] },
  { header: 'وضعیت نهایی', value: (n) => FINAL_STATUS[n.final_status] },
  { header: 'تاریخ بازدید', value: (n) => n.date_seen },
  { header: 'پژوهشگر', value: (n) => n.researcher?.name ?? null },
  { header: 'بایگانی', value: (n) => (n.archived_at ? 'بله' : 'خیر') },
  { header: 'زمان ثبت', value: (n) => n.created_at },
]
