import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left until the deadline set by `start(n)`; 0 when idle. Computed from the clock rather than
 * counted down tick by tick, so a throttled background tab still shows the right number when it wakes.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (deadline === null) return
    const update = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(seconds)
      if (seconds === 0) setDeadline(null)
    }
    update()
    const timer = setInterval(update, 250)
    return () => clearInterval(timer)
  }, [deadline])
  const start = useCallback((seconds: number) => {
    setLeft(Math.max(0, Math.ceil(seconds)))
    setDeadline(Date.now() + seconds * 1000)
  }, [])
  return { left, start }
}
