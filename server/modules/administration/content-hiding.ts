import { eq } from 'drizzle-orm'
import { REPORT_TEXTS, type HideableKind, type HideResult } from '@/api/administration/admin-reports'
import { ErrorCode } from '@/api/errors'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { isUuid } from '../../core/uuid'
import { companies } from '../../db/schema/companies'
import { jobs } from '../../db/schema/jobs'
import { messages } from '../../db/schema/messaging'
import { resumes } from '../../db/schema/resumes'
import { recordAdminAction, type AdminActor } from './audit-log'

/**
 * Each hideable kind's table. Hiding sets `hidden_at`; each module reads it where it decides what others see:
 * a hidden message shows participants a placeholder (messaging-dto), a hidden job, company or resume leaves
 * every list, search and page but its owner side's and admins' (the modules' listed/viewable conditions).
 */
const TABLES = { message: messages, resume: resumes, company: companies, job: jobs } as const

const contentNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND_ERROR, { message: REPORT_TEXTS.contentNotFound })

/** PUT /api/admin/content/{kind}/{id}/hidden {hidden, reason}: logged with the reason either way. */
export async function setContentHidden(
  ctx: ServiceContext,
  actor: AdminActor,
  kind: HideableKind,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<HideResult> {
  if (!isUuid(id)) throw contentNotFound()
  const table = TABLES[kind]
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, id))
    if (!before) throw contentNotFound()
    if ((before.hiddenAt !== null) === hidden) return
    await tx
      .update(table)
      .set({ hiddenAt: hidden ? now : null })
      .where(eq(table.id, id))
    await recordAdminAction(
      tx,
      actor,
      hidden ? 'content.hide' : 'content.unhide',
      { kind, id },
      { reason },
      now,
    )
  })
  return { kind, id, hidden }
}
