import { useCallback, useEffect, useState } from 'react'

/** Seconds left until `restart(seconds)`'s deadline, ticking once a second. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline <= Date.now()) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [deadline])
  const restart = useCallback((seconds: number) => {
    setNow(Date.now())
    setDeadline(Date.now() + seconds * 1000)
  }, [])
  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), restart }
}
