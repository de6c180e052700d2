import { z } from 'zod'
import { encodeMessage } from './message-codec.ts'
import {
  amountField,
  message,
  optionalServiceAddress,
  optionalText,
  requiredText,
} from './validation.ts'

/** Gateways a payer may choose (staff enable them in the settings). */
export const PAYER_GATEWAYS = ['sandbox', 'zarinpal', 'sep'] as const
export type PayerGatewayName = (typeof PAYER_GATEWAYS)[number]
/**
 * Every way a bill gets paid: the payers' gateways, and `cash`, money staff received in person
 * (cash or a card reader) and recorded with a note; never offered to payers.
 */
export const GATEWAYS = [...PAYER_GATEWAYS, 'cash'] as const
export type GatewayName = (typeof GATEWAYS)[number]
export const BILL_STATUSES = ['unpaid', 'paid', 'canceled', 'failed'] as const
export type BillStatus = (typeof BILL_STATUSES)[number]
/** In the order the lists offer them. */
export const TRANSACTION_STATUSES = ['paid', 'pending', 'failed', 'canceled', 'error'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]
/**
 * Why staff must look at a payment attempt: the bank may hold money we did not credit.
 * `reference_reused`: the callback's bank reference already paid for another attempt (never
 * verified again); `callback_mismatch`: the callback names another order or terminal;
 * `reference_mismatch` / `terminal_mismatch` / `amount_mismatch`: the bank's record of the
 * payment disagrees with ours; `unconfirmed`: the bank said "verified" without its details;
 * `duplicate_reference`: the bank confirmed a reference another attempt was credited with;
 * `unanswered`: a payer came back from the bank and the bank never answered within a day;
 * `gateway_disabled`: a callback or reconciliation for a gateway no longer enabled (a test-bank
 * payment started before go-live): never credited.
 */
export const TRANSACTION_FLAGS = [
  'reference_reused',
  'callback_mismatch',
  'reference_mismatch',
  'terminal_mismatch',
  'amount_mismatch',
  'unconfirmed',
  'duplicate_reference',
  'unanswered',
  'gateway_disabled',
] as const
export type TransactionFlag = (typeof TRANSACTION_FLAGS)[number]
/** What a bill can pay for (DOMAIN.md, "Bill"). */
export const ITEM_KINDS = [
  'charity',
  'campaign',
  'subscription',
  'crown',
  'chest',
  'obligation',
] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

/** What an obligation's rate is per: a person (fitriyeh) or a day (kaffara, fidyah). */
export const OBLIGATION_UNITS = ['person', 'day'] as const
export type ObligationUnit = (typeof OBLIGATION_UNITS)[number]

/**
 * What the payer answered for an item whose amount a rate decides (an obligation: people or
 * days, the staple, the year's rate), kept on the bill item so the receipt, the statement and
 * staff lists say what was paid for.
 */
export const itemAnswers = z.object({
  unit: z.enum(OBLIGATION_UNITS),
  count: z.number(),
  staple: z.string().nullable(),
  rate: z.number(),
  year: z.number(),
  /** Paid after the year's deadline: the charity's note for a late payment. */
  late_note: z.string().nullable(),
})
export type ItemAnswers = z.infer<typeof itemAnswers>

export const payBillInput = z.object({
  gateway: z.enum(PAYER_GATEWAYS, message('in')),
  /** A guest's receipt token, for bills without an account. */
  token: optionalText(64),
})
export type PayBillInput = z.infer<typeof payBillInput>

export const redirectSchema = z.object({
  url: z.string(),
  method: z.enum(['GET', 'POST']),
  fields: z.record(z.string(), z.string()),
})
export type PaymentRedirect = z.infer<typeof redirectSchema>

export const payResponse = z.object({
  data: z.object({ transaction_id: z.number(), redirect: redirectSchema }),
})
export type PayResult = z.infer<typeof payResponse>['data']

export const billItem = z.object({
  id: z.number(),
  kind: z.enum(ITEM_KINDS),
  item_id: z.number(),
  title: z.string(),
  amount: z.number(),
  /** The payer's answers, for an item priced by a rate (an obligation); null otherwise. */
  answers: itemAnswers.nullable().optional(),
  /** The record the item pays toward, where it is not the item itself (a payment of periods: its membership). */
  parent_id: z.number().nullable(),
})

export const transactionSummary = z.object({
  id: z.number(),
  gateway: z.enum(GATEWAYS),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  reference_id: z.string().nullable(),
  card_mask: z.string().nullable(),
  message: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
})
export type TransactionSummary = z.infer<typeof transactionSummary>

/** One of my payment attempts, with the bill it paid for. */
export const myTransaction = transactionSummary.extend({ bill_id: z.number() })
export type MyTransaction = z.infer<typeof myTransaction>

/** A payment attempt as staff see it: who paid, for what kinds, and what went wrong. */
export const dashboardTransaction = transactionSummary.extend({
  bill_id: z.number(),
  payer: z.object({ name: z.string().nullable(), mobile: z.string().nullable() }),
  kinds: z.array(z.enum(ITEM_KINDS)),
  duplicate: z.boolean(),
  error_code: z.string().nullable(),
  /** Why staff must look at it (the bank may hold money we did not credit), or null. */
  flag: z.enum(TRANSACTION_FLAGS).nullable(),
  flagged_at: z.string().nullable(),
})
export type DashboardTransaction = z.infer<typeof dashboardTransaction>

export const bill = z.object({
  id: z.number(),
  total: z.number(),
  status: z.enum(BILL_STATUSES),
  payer: z.object({ name: z.string().nullable(), mobile: z.string().nullable() }),
  items: z.array(billItem),
  transactions: z.array(transactionSummary),
  /** The successful payment, for the receipt. */
  receipt: transactionSummary.nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** Lets the payer (a guest, too) open this bill's receipt; only its owner sees it. */
  token: z.string().nullable(),
})
export type Bill = z.infer<typeof bill>

/** What staff did about a flagged payment, for the audit log. */
export const resolveFlagInput = z.object({ note: requiredText(500) })
export type ResolveFlagInput = z.infer<typeof resolveFlagInput>

export const paymentMethodSettings = z.object({
  enabled: z.boolean(),
  order: z.coerce.number().int().min(0).max(99),
})

/** A Zarinpal merchant id: 36 characters in UUID form, as Zarinpal issues them. */
const ZARINPAL_MERCHANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The largest bill by default: ten billion toman (decision 006). */
export const DEFAULT_MAX_BILL = 10_000_000_000
/** A bill's total in rial must stay an exact integer in JavaScript and JSON. */
export const MAX_BILL_LIMIT = Math.floor(Number.MAX_SAFE_INTEGER / 10)

/**
 * OpenSSL cipher settings for the connection to SEP. SEP's servers have been seen to need
 * `DEFAULT@SECLEVEL=1` (shetabit/multipay sets it for SEP); empty keeps Node's defaults.
 */
export const SEP_LEGACY_TLS_CIPHERS = 'DEFAULT@SECLEVEL=1'

export const gatewaySettingsInput = z
  .object({
    /** Empty means the first enabled gateway. */
    default: z.preprocess((v) => (v === '' ? null : v), z.enum(PAYER_GATEWAYS).nullable()),
    /** The largest bill anyone may make, in toman. */
    max_bill: amountField()
      .pipe(z.number().int().min(1000).max(MAX_BILL_LIMIT))
      .default(DEFAULT_MAX_BILL),
    sandbox: paymentMethodSettings,
    zarinpal: paymentMethodSettings.extend({
      merchant_id: optionalText(64).refine((v) => v === null || ZARINPAL_MERCHANT.test(v), {
        error: encodeMessage('zarinpal_merchant'),
      }),
      base_url: optionalServiceAddress(),
    }),
    sep: paymentMethodSettings.extend({
      terminal_id: optionalText(32),
      base_url: optionalServiceAddress(),
      verify_base_url: optionalServiceAddress(),
      tls_ciphers: optionalText(200)
        .optional()
        .transform((v) => v ?? null),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.zarinpal.enabled && !value.zarinpal.merchant_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['zarinpal', 'merchant_id'],
        message: encodeMessage('required'),
      })
    }
    if (value.sep.enabled && !value.sep.terminal_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['sep', 'terminal_id'],
        message: encodeMessage('required'),
      })
    }
  })
export type GatewaySettingsInput = z.infer<typeof gatewaySettingsInput>

/** The saved gateway settings as the dashboard reads them (no transforms: a response schema). */
export const gatewaySettings = z.object({
  default: z.enum(PAYER_GATEWAYS).nullable(),
  max_bill: z.number(),
  sandbox: z.object({ enabled: z.boolean(), order: z.number() }),
  zarinpal: z.object({
    enabled: z.boolean(),
    order: z.number(),
    merchant_id: z.string().nullable(),
    base_url: z.string().nullable(),
  }),
  sep: z.object({
    enabled: z.boolean(),
    order: z.number(),
    terminal_id: z.string().nullable(),
    base_url: z.string().nullable(),
    verify_base_url: z.string().nullable(),
    tls_ciphers: z.string().nullable(),
  }),
})
export type GatewaySettings = z.infer<typeof gatewaySettings>

export const DEFAULT_GATEWAY_SETTINGS: GatewaySettings = {
  default: null,
  max_bill: DEFAULT_MAX_BILL,
  sandbox: { enabled: true, order: 0 },
  zarinpal: { enabled: false, order: 1, merchant_id: null, base_url: null },
  sep: {
    enabled: false,
    order: 2,
    terminal_id: null,
    base_url: null,
    verify_base_url: null,
    tls_ciphers: null,
  },
}
