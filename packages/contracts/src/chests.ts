import { z } from 'zod'
import { mapPoint } from './crowns.ts'
import { toLatinDigits } from './digits.ts'
import { encodeMessage } from './message-codec.ts'
import {
  CHEST_STATUSES,
  CHEST_DISCHARGE_STATUSES,
  CHEST_OUTCOMES,
  WEEKDAYS,
} from './chest-choices.ts'
import {
  amountField,
  choiceId,
  dateField,
  latitude,
  longitude,
  message,
  optionalOf,
  optionalText,
  phoneField,
  requiredText,
} from './validation.ts'
import { CHEST_PAYMENT_MIN } from './form-limits.ts'

export { CHEST_PAYMENT_MIN }

export * from './chest-choices.ts'

/** An optional choice: empty means none. */
const optionalChoiceId = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === 0 ? null : v),
    z.coerce.number().int().positive(message('in')).nullable(),
  )

/**
 * The code printed on a box: Latin letters, digits and dashes (`KH-1024`), typed in any digit
 * script and any case; stored in capitals with Latin digits.
 */
export const chestCodeField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((v) => toLatinDigits(v).replace(/\s+/g, '-').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, message('chest_code')))

// ---- Types and materials (settings) ---------------------------------------------------------

/** A box type (home, shop...) or a material (metal, plastic...): both are a title and a switch. */
export const chestOptionInput = z.object({
  title: requiredText(100),
  description: optionalText(300),
  /** An option in use is switched off instead of deleted; owners only see active ones. */
  active: z.boolean().default(true),
})
export type ChestOptionInput = z.infer<typeof chestOptionInput>
export type ChestOptionFormValues = z.input<typeof chestOptionInput>

export const dashboardChestOption = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** Boxes of this type (or material): while any exist it cannot be deleted. */
  chests: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DashboardChestOption = z.infer<typeof dashboardChestOption>

const option = z.object({ id: z.number(), title: z.string(), description: z.string().nullable() })
export type ChestOption = z.infer<typeof option>

/** `GET /api/chests/options`: what the request form offers (active ones only). */
export const chestOptions = z.object({
  data: z.object({ types: z.array(option), materials: z.array(option) }),
})
export type ChestOptions = z.infer<typeof chestOptions>['data']

// ---- Owners ---------------------------------------------------------------------------------

/** `POST /api/chests`: a box requested for a home or a shop, at a point on the map. */
export const createChestInput = z.object({
  chest_type_id: choiceId(),
  chest_material_id: optionalChoiceId(),
  address: requiredText(500),
  lat: mapPoint(latitude),
  lng: mapPoint(longitude),
  /** Whom the collector calls; the owner's mobile when empty. Eleven digits, mobile or landline. */
  phone: optionalOf(phoneField(11)),
  note: optionalText(500),
})
export type CreateChestInput = z.infer<typeof createChestInput>
export type CreateChestFormValues = z.input<typeof createChestInput>

export const chestCreated = z.object({
  data: z.object({ id: z.number(), status: z.enum(CHEST_STATUSES) }),
})

/** `POST /api/chests/{id}/drain-requests`: "please come and empty it", on these days if you can. */
export const drainRequestInput = z.object({
  preferred_days: z
    .array(z.enum(WEEKDAYS))
    .max(7)
    .default([])
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  note: optionalText(300),
})
export type DrainRequestInput = z.infer<typeof drainRequestInput>
export type DrainRequestFormValues = z.input<typeof drainRequestInput>

/** `POST /api/chests/{id}/pay`: paying what is in the box online, as a `chest` bill item. */
export const payChestInput = z.object({
  amount: amountField().pipe(
    z
      .number()
      .int()
      .min(CHEST_PAYMENT_MIN, message('amount_min', { min: CHEST_PAYMENT_MIN })),
  ),
})
export type PayChestInput = z.infer<typeof payChestInput>
export type PayChestFormValues = z.input<typeof payChestInput>

export const payChestResponse = z.object({
  data: z.object({ bill: z.object({ id: z.number(), token: z.string(), total: z.number() }) }),
})
export type PayChestResponse = z.infer<typeof payChestResponse>

const person = z.object({ id: z.number(), name: z.string() })

/** A drain request as its owner sees it. */
export const chestDrain = z.object({
  id: z.number(),
  status: z.enum(CHEST_DISCHARGE_STATUSES),
  preferred_days: z.array(z.enum(WEEKDAYS)),
  note: z.string().nullable(),
  /** The day a collector comes (`YYYY-MM-DD`), once assigned. */
  scheduled_for: z.string().nullable(),
  collector: person.nullable(),
  outcome: z.enum(CHEST_OUTCOMES).nullable(),
  /** Toman counted, when the outcome is `collected`. */
  amount: z.number().nullable(),
  requested_at: z.string(),
  recorded_at: z.string().nullable(),
})
export type ChestDrain = z.infer<typeof chestDrain>

/** The last time money was counted out of a box. */
export const latestDrain = z.object({
  date: z.string(),
  amount: z.number(),
  collector: person.nullable(),
})
export type LatestDrain = z.infer<typeof latestDrain>

/** A box on its owner's list. */
export const myChest = z.object({
  id: z.number(),
  /** Printed on the box; given when staff approve the request. */
  code: z.string().nullable(),
  status: z.enum(CHEST_STATUSES),
  type: option.pick({ id: true, title: true }),
  material: option.pick({ id: true, title: true }).nullable(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  latest_drain: latestDrain.nullable(),
  open_request: chestDrain.nullable(),
  created_at: z.string(),
})
export type MyChest = z.infer<typeof myChest>

/** One line of a box's history: a collector's visit, or money paid online. */
export const chestHistoryEntry = z.object({
  kind: z.enum(['visit', 'online']),
  id: z.number(),
  date: z.string(),
  amount: z.number().nullable(),
  outcome: z.enum(CHEST_OUTCOMES).nullable(),
  collector: person.nullable(),
})
export type ChestHistoryEntry = z.infer<typeof chestHistoryEntry>

export const myChestDetail = myChest.extend({
  /** Newest first: every visit recorded and every online payment that was paid. */
  history: z.array(chestHistoryEntry),
  /** Paid online plus counted by collectors, in toman. */
  total_given: z.number(),
})
export type MyChestDetail = z.infer<typeof myChestDetail>

// ---- Staff ----------------------------------------------------------------------------------

/** `POST /api/dashboard/chests/{id}/approve`: the request is accepted and the box gets its code. */
export const approveChestInput = z.object({
  code: chestCodeField(),
  chest_material_id: optionalChoiceId(),
})
export type ApproveChestInput = z.infer<typeof approveChestInput>
export type ApproveChestFormValues = z.input<typeof approveChestInput>

/** `PUT /api/dashboard/chests/{id}`: staff correct a box's details (the code once it has one). */
export const updateChestInput = createChestInput.extend({ code: optionalOf(chestCodeField()) })
export type UpdateChestInput = z.infer<typeof updateChestInput>
export type UpdateChestFormValues = z.input<typeof updateChestInput>

export const dashboardChest = myChest.extend({
  owner: person.nullable(),
  approved_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  retired_at: z.string().nullable(),
  updated_at: z.string(),
})
export type DashboardChest = z.infer<typeof dashboardChest>

/** `POST /api/dashboard/chest-discharges/{id}/assign`: who empties the box, and on which day. */
export const assignDischargeInput = z.object({
  collector_id: choiceId(),
  date: dateField(),
})
export type AssignDischargeInput = z.infer<typeof assignDischargeInput>
export type AssignDischargeFormValues = z.input<typeof assignDischargeInput>

/**
 * `POST /api/dashboard/chest-discharges/{id}/record`: what the visit found. `collected` needs the
 * amount counted (toman); with the other outcomes an amount is ignored.
 */
export const recordDischargeInput = z
  .object({
    outcome: z.enum(CHEST_OUTCOMES),
    amount: z.preprocess((v) => (v === '' || v === undefined ? null : v), amountField().nullable()),
    note: optionalText(300),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'collected' && !value.amount)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: encodeMessage(value.amount === 0 ? 'amount_min' : 'required', { min: 1 }),
      })
  })
export type RecordDischargeInput = z.infer<typeof recordDischargeInput>
export type RecordDischargeFormValues = z.input<typeof recordDischargeInput>

/** A drain request in the staff queue and on a collector's round. */
export const dashboardDischarge = chestDrain.extend({
  chest: z.object({
    id: z.number(),
    code: z.string().nullable(),
    status: z.enum(CHEST_STATUSES),
    type: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    phone: z.string().nullable(),
    owner: z.string().nullable(),
  }),
  /** The cash bill the counted money was recorded in. */
  bill_id: z.number().nullable(),
  recorded_by: person.nullable(),
  updated_at: z.string(),
})
export type DashboardDischarge = z.infer<typeof dashboardDischarge>

/** Staff who may be sent to empty boxes. */
export const chestCollectors = z.object({ data: z.array(person) })
export type ChestCollector = z.infer<typeof person>
