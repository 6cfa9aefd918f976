import type { ClientReport } from '@/api/client-reports'
import type { Logger } from '../../logger'

export type ReportOrigin = { clientAddress: string; requestId: string }

/**
 * Client warn/error logs (seed 1 §7 "error reporting") go to the server log at their own level, tagged
 * `source: 'client'` so they can be filtered or shipped elsewhere. Nothing is stored.
 */
export function recordClientReports(
  logger: Logger,
  reports: readonly ClientReport[],
  origin: ReportOrigin,
): number {
  for (const report of reports) {
    const { level, message, ...rest } = report
    logger[level]({ source: 'client', ...origin, report: rest }, `client ${level}: ${message}`)
  }
  return reports.length
}
