import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@/api/errors'
import { Role } from '@/api/roles'
import type { ServiceContext } from '../../core/service-context'
import type { SignedInViewer } from '../../core/viewer'
import { aiChatMessages, aiTaskProposals } from '../../db/schema/ai-assistant'
import { createUser } from '../../test/identity'
import { createTestServiceContext } from '../../test/test-app'
import { getAiUsage, monthOf, withAiQuota } from './ai-quota'
import { answerChat, type ChatEngine } from './assistant'

let ctx: ServiceContext

beforeAll(async () => {
  ctx = await createTestServiceContext({ now: () => new Date('2026-11-20T10:00:00Z') })
})

async function viewer(): Promise<SignedInViewer> {
  const { user } = await createUser(ctx.db)
  return { userId: user.id, role: Role.JobSeeker, accountId: null, accountRole: null }
}

const failing: ChatEngine = {
  id: 'built-in',
  name: 'broken',
  answer: () => Promise.reject(new Error('engine down')),
  // eslint-disable-next-line require-yield -- fails before its first part
  stream: async function* () {
    throw new Error('engine down')
  },
}

describe('withAiQuota', () => {
  it('gives the unit back when the engine fails: nothing counted, nothing kept', async () => {
    const me = await viewer()
    await expect(
      answerChat(
        ctx,
        me,
        { message: 'Add a task to x tomorrow', history: [], context: null, action: null, keepHistory: true },
        failing,
      ),
    ).rejects.toThrow('engine down')
    expect((await getAiUsage(ctx, me)).used).toBe(0)
    expect(await ctx.db.select().from(aiChatMessages).where(eq(aiChatMessages.userId, me.userId))).toEqual([])
    expect(await ctx.db.select().from(aiTaskProposals).where(eq(aiTaskProposals.userId, me.userId))).toEqual(
      [],
    )
  })

  it('counts a run that succeeds once, and refuses at the limit without running', async () => {
    const me = await viewer()
    let runs = 0
    for (let i = 0; i < 10; i++) await withAiQuota(ctx, me, async () => ++runs)
    await expect(withAiQuota(ctx, me, async () => ++runs)).rejects.toMatchObject({
      code: ErrorCode.AI_USAGE_LIMIT_REACHED,
      details: { used: 10, limit: 10, remaining: 0, upgradeUrl: '/pricing' },
    })
    expect(runs).toBe(10)
    expect(await getAiUsage(ctx, me)).toMatchObject({ used: 10, remaining: 0 })
  })

  it('months are calendar months in UTC', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11-01')
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01')
    expect(monthOf(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12-01')
  })
})
