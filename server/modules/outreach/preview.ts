import { eq } from 'drizzle-orm'
import { ErrorCode } from '@/api/errors'
import type { Preview } from '@/api/outreach/outreach'
import type { PreviewInput } from '@/api/outreach/outreach-inputs'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { users } from '../../db/schema/users'
import { ENROLMENT_SOURCES } from './enrolment-sources'
import { personName, templateValues } from './outreach-dto'
import { assertTemplate, renderTemplate } from './outreach-template'
import { sequenceFor } from './sequences'

/**
 * POST /api/Outreach/sequences/{id}/preview: the given steps (the editor's unsaved ones) rendered for one
 * person the caller may contact, exactly as the worker will render them.
 */
export async function previewSequence(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  sequenceId: string,
  input: PreviewInput,
): Promise<Preview> {
  await sequenceFor(ctx.db, viewer, 'view', sequenceId)
  const allowed = await ENROLMENT_SOURCES.people(ctx, viewer, { source: 'people', userIds: [input.userId] })
  const [recipient] = allowed.length
    ? await ctx.db.select().from(users).where(eq(users.id, input.userId))
    : []
  const [sender] = await ctx.db.select().from(users).where(eq(users.id, viewer.userId))
  if (!recipient || !sender) throw new AppError(ErrorCode.NOT_FOUND_ERROR, { message: 'Person not found.' })
  const values = templateValues(recipient, sender)
  const steps = []
  for (const [position, step] of input.steps.entries()) {
    await assertTemplate(step.subject, `steps.${position}.subject`)
    await assertTemplate(step.body, `steps.${position}.body`)
    steps.push({
      position,
      subject: (await renderTemplate(step.subject, values)).trim(),
      body: (await renderTemplate(step.body, values)).trim(),
    })
  }
  return { recipient: { id: recipient.id, name: personName(recipient) }, steps }
}
