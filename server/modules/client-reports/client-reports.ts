import type { ClientReport } from '@/api/client-reports'
import type { ServiceContext } from '../../core/service-context'

export type ReportOrigin = { clientAddress: string; requestId: string }

/**
 * Client warn/error logs (the spec's "error reporting" service) go to the server log at their own level, tagged
 * `source: 'client'` so they can be filtered or shipped elsewhere. Nothing is stored.
 */
export function recordClientReports(
  ctx: ServiceContext,
  reports: readonly ClientReport[],
  origin: ReportOrigin,
): number {
  for (const report of reports) {
    const { level, message, ...rest } = report
    ctx.log[level]({ source: 'client', ...origin, report: rest }, `client ${level}: ${message}`)
  }
  return reports.length
}
