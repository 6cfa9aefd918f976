import { can, parseRole } from '@/api/roles'

/**
 * Who may create a company page (docs/api.md: employers, admins, super admins — the "Manage account and
 * team" capability). Only decides what the screen offers; the server decides for real.
 */
export const canCreateCompany = (role: unknown) => can(parseRole(role), 'manageAccount')
