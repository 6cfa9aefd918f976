import * as v from 'valibot'
import { EmailSchema } from '@/api/auth'
import { ErrorCode } from '@/api/errors'
import type { BulkInviteInput, BulkInviteResult } from '@/api/team/team-invitations'
import { BULK_INVITE_MAX } from '@/api/team/team-invitations'
import type { AssignableTeamRole } from '@/api/team/team-roles'
import { TEAM_TEXTS } from '@/api/team/team-texts'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { inviteToTeam } from './invitations'
import { requireManagedTeam } from './team-policy'

type Row = { row: number; email: string; role: string | undefined }

/** Role words a CSV may use; 'admin' is what the screen calls an Employer member. The owner is never invited. */
const ROLE_WORDS: Record<string, AssignableTeamRole> = {
  employer: 'Employer',
  admin: 'Employer',
  recruiter: 'Recruiter',
  member: 'Member',
}

/** "email[,role]" per line (comma, semicolon or tab); blank lines and a header line starting "email" skipped. */
export function parseInviteCsv(csv: string): Row[] {
  const rows: Row[] = []
  csv.split(/\r\n|\r|\n/).forEach((line, index) => {
    const cells = line.split(/[,;\t]/).map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    const email = cells[0] ?? ''
    if (email === '' && cells.every((cell) => cell === '')) return
    if (index === 0 && email.toLowerCase() === 'email') return
    rows.push({ row: index + 1, email, role: cells[1] || undefined })
  })
  return rows
}

/**
 * POST /api/account/bulk-invite: each row is one invitation with its own answer — a bad address, a taken
 * seat or an existing member fails that row only; the others are still sent.
 */
export async function bulkInvite(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  input: BulkInviteInput,
): Promise<BulkInviteResult> {
  const scope = await requireManagedTeam(ctx.db, viewer)
  const rows: Row[] =
    input.csv !== undefined
      ? parseInviteCsv(input.csv)
      : (input.invitations ?? []).map((item, index) => ({
          row: index + 1,
          email: item.email,
          role: item.role,
        }))
  if (rows.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, { message: TEAM_TEXTS.csvEmpty })
  if (rows.length > BULK_INVITE_MAX) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, {
      message: `At most ${BULK_INVITE_MAX} invitations at once`,
    })
  }
  const results: BulkInviteResult['results'] = []
  for (const item of rows) {
    const email = v.safeParse(EmailSchema, item.email)
    const role = item.role === undefined ? input.role : ROLE_WORDS[item.role.toLowerCase()]
    if (!email.success) {
      results.push({
        row: item.row,
        email: item.email,
        status: 'failed',
        message: email.issues[0].message,
        invitation: null,
      })
      continue
    }
    if (item.role !== undefined && role === undefined) {
      results.push({
        row: item.row,
        email: email.output,
        status: 'failed',
        message: 'Role must be Employer, Recruiter or Member',
        invitation: null,
      })
      continue
    }
    try {
      const invitation = await inviteToTeam(
        ctx,
        viewer,
        {
          email: email.output,
          ...(role ? { role } : {}),
          ...(input.personalMessage ? { personalMessage: input.personalMessage } : {}),
        },
        scope,
      )
      results.push({
        row: item.row,
        email: email.output,
        status: 'invited',
        message: TEAM_TEXTS.invited(email.output),
        invitation,
      })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      results.push({
        row: item.row,
        email: email.output,
        status: 'failed',
        message: error.message,
        invitation: null,
      })
    }
  }
  const invited = results.filter((r) => r.status === 'invited').length
  return { invited, failed: results.length - invited, results }
}
