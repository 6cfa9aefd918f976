import type { BillingCycle } from '@/api/pricing'

/** The end of a period starting at `start`: one calendar month or one year later (UTC). */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start)
  if (cycle === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return end
}
