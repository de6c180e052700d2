import { z } from 'zod'
import {
  digitsField,
  emailField,
  message,
  mobileField,
  nationalCodeField,
  optionalOf,
  optionalText,
  requiredText,
} from './validation.ts'

/** Sign-in codes (DOMAIN.md, "OTP"). */
export const OTP_LENGTH = 5
export const OTP_TTL_SECONDS = 120
export const OTP_RESEND_SECONDS = 60
export const OTP_MAX_ATTEMPTS = 5
export const TOTP_LENGTH = 6
export const PASSWORD_MIN = 8
/** A password or fresh OTP confirmation lasts this long for sensitive actions. */
export const CONFIRMATION_TTL_SECONDS = 15 * 60

const password = () =>
  z
    .string()
    .min(PASSWORD_MIN, message('password_min', { min: PASSWORD_MIN }))
    .max(128)

export const sendOtpInput = z.object({ mobile: mobileField() })
export type SendOtpInput = z.infer<typeof sendOtpInput>

export const otpSent = z.object({
  data: z.object({
    mobile: z.string(),
    /** Whether the mobile already has an account (a new one is asked its name). */
    registered: z.boolean(),
    expires_in: z.number(),
    resend_in: z.number(),
  }),
})
export type OtpSent = z.infer<typeof otpSent>['data']

export const verifyOtpInput = z.object({
  mobile: mobileField(),
  code: digitsField(OTP_LENGTH),
  /** Only for a new mobile: the register step asks the name. */
  first_name: optionalText(100),
  last_name: optionalText(100),
})
export type VerifyOtpInput = z.infer<typeof verifyOtpInput>

export const loginInput = z.object({ mobile: mobileField(), password: z.string().min(1).max(128) })
export type LoginInput = z.infer<typeof loginInput>

/** After a correct first factor: either signed in, or a two-factor code is still needed. */
export const signInResult = z.object({
  data: z.object({ two_factor: z.boolean(), registered: z.boolean() }),
})
export type SignInResult = z.infer<typeof signInResult>['data']

export const twoFactorChallengeInput = z
  .object({
    code: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(digitsField(TOTP_LENGTH).optional()),
    recovery_code: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.code || v.recovery_code, { ...message('required'), path: ['code'] })
export type TwoFactorChallengeInput = z.infer<typeof twoFactorChallengeInput>

export const resetPasswordInput = z
  .object({
    mobile: mobileField(),
    code: digitsField(OTP_LENGTH),
    password: password(),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    ...message('password_confirmed'),
    path: ['password_confirmation'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>

export const updateProfileInput = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: optionalOf(emailField()),
  national_code: optionalOf(nationalCodeField()),
})
export type UpdateProfileInput = z.infer<typeof updateProfileInput>

export const changePasswordInput = z
  .object({ password: password(), password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    ...message('password_confirmed'),
    path: ['password_confirmation'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordInput>

export const confirmPasswordInput = z.object({ password: z.string().min(1).max(128) })
export const confirmOtpInput = z.object({ code: digitsField(OTP_LENGTH) })

export const changeMobileInput = z.object({ mobile: mobileField(), code: digitsField(OTP_LENGTH) })
export type ChangeMobileInput = z.infer<typeof changeMobileInput>

export const twoFactorCodeInput = z.object({ code: digitsField(TOTP_LENGTH) })

export const twoFactorSetup = z.object({
  data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>['data']
export const recoveryCodes = z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) })
export type RecoveryCodes = z.infer<typeof recoveryCodes>['data']

export const confirmationStatus = z.object({
  data: z.object({ confirmed: z.boolean(), methods: z.array(z.enum(['password', 'otp'])) }),
})
export type ConfirmationStatus = z.infer<typeof confirmationStatus>['data']

/** A code was texted (to confirm an action, to a new mobile): when it expires, when to resend. */
export const codeSent = z.object({
  data: z.object({ expires_in: z.number(), resend_in: z.number() }),
})
export type CodeSent = z.infer<typeof codeSent>['data']

export const browserSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  device: z.object({
    browser: z.string().nullable(),
    os: z.string().nullable(),
    mobile: z.boolean(),
  }),
  last_active: z.string(),
  current: z.boolean(),
})
export type BrowserSession = z.infer<typeof browserSession>

export const deleteAccountInput = z.object({ confirm: z.literal(true, message('required')) })
