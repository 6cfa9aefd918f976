/**
 * View counts abbreviated with K and M and one decimal: 999 → '999', 1000 → '1.0K',
 * 1234 → '1.2K', 1_500_000 → '1.5M'. The '.0' is kept so neighbouring counts line up.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0'
  const sign = n < 0 ? '-' : ''
  const abs = Math.abs(n)
  if (abs < 1000) return `${sign}${Math.round(abs)}`
  // 999_950 would round to '1000.0K'; it is shown as '1.0M' instead.
  if (abs < 999_950) return `${sign}${(abs / 1000).toFixed(1)}K`
  return `${sign}${(abs / 1_000_000).toFixed(1)}M`
}
