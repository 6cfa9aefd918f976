import { Role } from '@/api/roles'
import type { Viewer } from '../../core/policy'

/**
 * Who may use the affiliate programme (decision 041). The dashboard is an affiliate's own: their code, their
 * numbers, nobody else's. Admins and super admins run the programme (every affiliate's totals, payouts, refunds)
 * but have no code of their own. The role is the user's own, never a persona (a persona only changes the screen).
 */
export const isAffiliate = (viewer: Viewer): viewer is NonNullable<Viewer> => viewer?.role === Role.Affiliate

export const mayAdministerAffiliates = (viewer: Viewer): viewer is NonNullable<Viewer> =>
  viewer?.role === Role.Admin || viewer?.role === Role.SuperAdmin
