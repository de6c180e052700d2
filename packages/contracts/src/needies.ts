import { z } from 'zod'
import { encodeMessage } from './message-codec.ts'
import {
  NEEDY_GENDERS,
  MARITAL_STATUSES,
  EDUCATION_LEVELS,
  PHYSICAL_CONDITIONS,
  CITIZENSHIPS,
  NEEDY_PRIORITIES,
  FINAL_STATUSES,
  DEPENDENT_RELATIONS,
  HELP_TYPES,
} from './needy-choices.ts'
import {
  amountField,
  countField,
  latitude,
  longitude,
  message,
  mobileField,
  nationalCodeField,
  numericText,
  optionalOf,
  pastDateField,
  phoneField,
} from './validation.ts'

/*
 * The needy registry (DOMAIN.md, "Needy people"): the people a charity helps, their dependents,
 * the visits that decide their final status and the help they receive. Staff only.
 */

export * from './needy-choices.ts'

/** At most this many files on one visit or help. */
export const NEEDY_ATTACHMENTS_MAX = 10

/** Names as Persian writes them: Arabic ي and ك become ی and ک, runs of spaces one. */
const persianText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .transform((v) => v.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' '))

const optionalPersianText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ') : null))

/** An optional choice: empty means not given. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable())

const optionalCoordinate = (schema: typeof latitude) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())

const userId = z.coerce.number().int().positive()
const optionalUserId = z.preprocess(
  (v) => (v === '' || v === undefined || v === 0 ? null : v),
  userId.nullable(),
)

const attachmentIds = z
  .array(z.coerce.number().int().positive())
  .max(NEEDY_ATTACHMENTS_MAX)
  .default([])

/**
 * A check across fields runs as soon as those fields are valid, even while others are not, so
 * the form shows every message at once.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((i) => fields.includes(String(i.path?.[0])))

/** The info form: every field the spec lists, with its messages. */
export const needyInput = z
  .object({
    name: persianText(100),
    family: persianText(100),
    father_name: optionalPersianText(100),
    /** Required for Iranian citizens; others may have none. */
    national_code: optionalOf(nationalCodeField()),
    /** The charity's own file number for the household. */
    doc_id: optionalOf(numericText('doc_id_numeric')),
    mobile: mobileField(),
    second_mobile: optionalOf(mobileField()),
    phone: optionalOf(phoneField()),
    city: optionalPersianText(100),
    /** District or neighbourhood, for sorting visits by area. */
    area: optionalPersianText(100),
    address: persianText(500),
    lat: optionalCoordinate(latitude),
    lng: optionalCoordinate(longitude),
    birthday: optionalOf(pastDateField()),
    gender: z.enum(NEEDY_GENDERS, message('gender_required')),
    marital_status: optionalEnum(MARITAL_STATUSES),
    job: optionalPersianText(100),
    education: optionalEnum(EDUCATION_LEVELS),
    /** Toman a month. */
    monthly_income: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      amountField('monthly_income_numeric').nullable(),
    ),
    dependents_count: countField().default(0),
    orphans_count: countField().default(0),
    physical_condition: optionalEnum(PHYSICAL_CONDITIONS),
    citizenship: z.enum(CITIZENSHIPS).default('iranian'),
    priority: z.enum(NEEDY_PRIORITIES).default('medium'),
    /** A proposal: the file's final status changes only when a visit is submitted. */
    final_status: z.enum(FINAL_STATUSES).default('pending'),
    date_seen: optionalOf(pastDateField()),
    /** The researcher the file is assigned to (a user who records visits). */
    researcher_id: optionalUserId,
  })
  .refine((v) => v.orphans_count <= v.dependents_count, {
    message: encodeMessage('orphans_count'),
    path: ['orphans_count'],
    when: whenValid('orphans_count', 'dependents_count'),
  })
  .refine((v) => v.citizenship !== 'iranian' || v.national_code !== null, {
    message: encodeMessage('required'),
    path: ['national_code'],
    when: whenValid('citizenship', 'national_code'),
  })
  .refine((v) => (v.lat === null) === (v.lng === null), {
    message: encodeMessage('map_location'),
    path: ['lat'],
    when: whenValid('lat', 'lng'),
  })
export type NeedyInput = z.infer<typeof needyInput>
export type NeedyFormValues = z.input<typeof needyInput>

/** The status form: priority and a proposed final status (a visit decides the final one). */
export const needyStatusInput = z.object({
  priority: z.enum(NEEDY_PRIORITIES),
  final_status: z.enum(FINAL_STATUSES),
})
export type NeedyStatusInput = z.infer<typeof needyStatusInput>

const person = z.object({ id: z.number(), name: z.string() })

export const needy = z.object({
  id: z.number(),
  name: z.string(),
  family: z.string(),
  father_name: z.string().nullable(),
  national_code: z.string().nullable(),
  doc_id: z.string().nullable(),
  mobile: z.string(),
  second_mobile: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(NEEDY_GENDERS),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  job: z.string().nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  monthly_income: z.number().nullable(),
  dependents_count: z.number(),
  orphans_count: z.number(),
  physical_condition: z.enum(PHYSICAL_CONDITIONS).nullable(),
  citizenship: z.enum(CITIZENSHIPS),
  priority: z.enum(NEEDY_PRIORITIES),
  /** Decided by the latest visit. */
  final_status: z.enum(FINAL_STATUSES),
  /** What the status form proposed for the next visit; null once a visit decided. */
  proposed_final_status: z.enum(FINAL_STATUSES).nullable(),
  date_seen: z.string().nullable(),
  researcher_id: z.number().nullable(),
  researcher: person.nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Needy = z.infer<typeof needy>

/** The household a dependent, visit or help belongs to, as lists show it. */
export const needySummary = z.object({
  id: z.number(),
  name: z.string(),
  family: z.string(),
  national_code: z.string().nullable(),
})
export type NeedySummary = z.infer<typeof needySummary>

/** A file attached to a visit or a help: private, reached through a signed link (12 hours). */
export const needyAttachment = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['image', 'audio', 'video', 'document']),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
})
export type NeedyAttachment = z.infer<typeof needyAttachment>

// ---- Dependents -------------------------------------------------------------------------------

const dependentFields = {
  relation: z.enum(DEPENDENT_RELATIONS),
  name: persianText(100),
  family: persianText(100),
  /** Optional (a newborn may have none yet); checked like the head's and unique when given. */
  national_code: optionalOf(nationalCodeField()),
  birthday: optionalOf(pastDateField()),
  gender: optionalEnum(NEEDY_GENDERS),
  education: optionalEnum(EDUCATION_LEVELS),
  job: optionalPersianText(100),
  /** Illness, disability or other health notes. */
  health: optionalPersianText(1000),
}

export const dependentInput = z.object({ needy_id: userId, ...dependentFields })
export type DependentInput = z.infer<typeof dependentInput>
export type DependentFormValues = z.input<typeof dependentInput>
/** A dependent stays in its household; editing changes the rest. */
export const dependentUpdateInput = z.object(dependentFields)
export type DependentUpdateInput = z.infer<typeof dependentUpdateInput>

export const dependent = z.object({
  id: z.number(),
  needy_id: z.number(),
  needy: needySummary,
  relation: z.enum(DEPENDENT_RELATIONS),
  name: z.string(),
  family: z.string(),
  national_code: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(NEEDY_GENDERS).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  job: z.string().nullable(),
  health: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Dependent = z.infer<typeof dependent>

// ---- Helps -------------------------------------------------------------------------------------

const helpFields = {
  /** Toman; for goods, what they were worth. */
  amount: amountField(),
  given_at: pastDateField(),
  type: z.enum(HELP_TYPES),
  description: optionalPersianText(2000),
  /** Files uploaded to `/api/dashboard/needies-helps/attachments` (receipts, photos). */
  attachment_ids: attachmentIds,
}

export const helpInput = z.object({ needy_id: userId, ...helpFields })
export type HelpInput = z.infer<typeof helpInput>
export type HelpFormValues = z.input<typeof helpInput>
export const helpUpdateInput = z.object(helpFields)
export type HelpUpdateInput = z.infer<typeof helpUpdateInput>

export const help = z.object({
  id: z.number(),
  needy_id: z.number(),
  needy: needySummary,
  amount: z.number(),
  given_at: z.string(),
  type: z.enum(HELP_TYPES),
  description: z.string().nullable(),
  /** The staff member who recorded it. */
  given_by: person.nullable(),
  attachments: z.array(needyAttachment),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Help = z.infer<typeof help>

/** Help a person received in one Jalali year (`year` is the Jalali year number). */
export const helpYearTotal = z.object({
  year: z.number(),
  amount: z.number(),
  count: z.number(),
})
export type HelpYearTotal = z.infer<typeof helpYearTotal>

// ---- Visits ------------------------------------------------------------------------------------

/** A visit: what the researcher saw and the final status that follows from it. */
export const visitInput = z.object({
  visited_at: pastDateField(),
  /** Defaults to the person submitting; researchers always record their own visits. */
  researcher_id: optionalUserId,
  report: persianText(5000),
  final_status: z.enum(FINAL_STATUSES),
  /** Files uploaded to `/api/dashboard/needy-visits/attachments` (photos, documents). */
  attachment_ids: attachmentIds,
})
export type VisitInput = z.infer<typeof visitInput>
export type VisitFormValues = z.input<typeof visitInput>

export const visit = z.object({
  id: z.number(),
  needy_id: z.number(),
  visited_at: z.string(),
  researcher: person.nullable(),
  report: z.string(),
  final_status: z.enum(FINAL_STATUSES),
  /** The final status before this visit. */
  previous_status: z.enum(FINAL_STATUSES),
  attachments: z.array(needyAttachment),
  created_by: person.nullable(),
  created_at: z.string(),
})
export type Visit = z.infer<typeof visit>

/** Someone a file can be assigned to: a user who may record visits. */
export const researcherOption = person
export type ResearcherOption = z.infer<typeof researcherOption>

/** Where a 422 for a national code already in the registry points: the file that holds it. */
export const duplicateNeedy = z.object({ national_code: z.number() })
