import { useEffect } from 'react'

type OtpCredential = Credential & { code: string }

/**
 * Phones that support WebOTP offer the code from the SMS (its last line names this site) with
 * one tap; the code then fills itself in.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return
    const controller = new AbortController()
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code
        if (code) onCode(code)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [active, onCode])
}
