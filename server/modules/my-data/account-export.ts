import { eq, inArray, or, sql } from 'drizzle-orm'
import { EXPORT_FORMAT, type AccountExport } from '@/api/my-data'
import { ErrorCode } from '@/api/errors'
import { accountMemberships, accounts } from '../../db/schema/accounts'
import { aiChatMessages, aiUsageMonths } from '../../db/schema/ai-assistant'
import { applications } from '../../db/schema/applications'
import { invoices } from '../../db/schema/billing'
import { companies, companyFollows } from '../../db/schema/companies'
import { connections } from '../../db/schema/connections'
import { personFollows } from '../../db/schema/person-follows'
import { storedFiles } from '../../db/schema/files'
import { jobAlerts } from '../../db/schema/job-alerts'
import { jobs, jobSaves } from '../../db/schema/jobs'
import { conversations, messages } from '../../db/schema/messaging'
import { resumeMedia } from '../../db/schema/resume-media'
import { resumes } from '../../db/schema/resumes'
import { tasks } from '../../db/schema/tasks'
import { users } from '../../db/schema/users'
import { AppError } from '../../core/app-error'
import type { ServiceContext } from '../../core/service-context'
import { exportWorkData } from './export-work-data'
import { exportNotificationData } from '../notifications/notification-my-data'

/**
 * GET /api/account/export (decision 039): everything ReelHire holds about the caller, as one JSON document.
 * Only their own rows, and of other people's things only what the caller saw as theirs: the title and
 * company of a job they applied to or saved, the id of the person they are connected with, the ids of
 * conversations they are in (their own messages only — the other side's words are the other side's data).
 * Secrets (the password hash, TOTP secrets) never leave the database.
 */
export async function exportMyData(ctx: ServiceContext, userId: string): Promise<AccountExport> {
  const db = ctx.db
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new AppError(ErrorCode.AUTHENTICATION_ERROR)
  const {
    passwordHash: _passwordHash,
    totpSecret: _totpSecret,
    totpPendingSecret: _totpPendingSecret,
    totpLastStep: _totpLastStep,
    ...profile
  } = user

  const memberships = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      kind: accounts.kind,
      role: accountMemberships.role,
      owner: sql<boolean>`${accounts.ownerUserId} = ${userId}`,
      joinedAt: accountMemberships.createdAt,
    })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.userId, userId))
  const ownedAccountIds = (
    await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, userId))
  ).map((a) => a.id)

  const [
    myResumes,
    media,
    myApplications,
    savedJobs,
    follows,
    myConnections,
    myConversations,
    sent,
    myTasks,
    alerts,
    myInvoices,
    files,
    myCompanies,
    jobsPosted,
    aiUsage,
    aiChat,
    peopleFollowed,
  ] = await Promise.all([
    db.select().from(resumes).where(eq(resumes.userId, userId)),
    db.select().from(resumeMedia).where(eq(resumeMedia.userId, userId)),
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        company: companies.name,
        stage: applications.stage,
        stageChangedAt: applications.stageChangedAt,
        coverLetter: applications.coverLetter,
        answers: applications.answers,
        cvFileId: applications.cvFileId,
        resumeId: applications.resumeId,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(applications.applicantUserId, userId)),
    db
      .select({
        jobId: jobSaves.jobId,
        jobTitle: jobs.title,
        company: companies.name,
        savedAt: jobSaves.createdAt,
      })
      .from(jobSaves)
      .innerJoin(jobs, eq(jobs.id, jobSaves.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobSaves.userId, userId)),
    db
      .select({
        companyId: companyFollows.companyId,
        company: companies.name,
        followedAt: companyFollows.createdAt,
      })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, userId)),
    db
      .select()
      .from(connections)
      .where(or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId))),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId))),
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        body: messages.body,
        attachments: messages.attachments,
        sentAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.senderId, userId))
      .orderBy(messages.createdAt),
    db.select().from(tasks).where(eq(tasks.userId, userId)),
    db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)),
    ownedAccountIds.length
      ? db.select().from(invoices).where(inArray(invoices.accountId, ownedAccountIds))
      : Promise.resolve([]),
    db
      .select({
        id: storedFiles.id,
        purpose: storedFiles.purpose,
        name: storedFiles.name,
        mime: storedFiles.mime,
        size: storedFiles.size,
        createdAt: storedFiles.createdAt,
      })
      .from(storedFiles)
      .where(eq(storedFiles.ownerUserId, userId)),
    db.select().from(companies).where(eq(companies.ownerUserId, userId)),
    db.select().from(jobs).where(eq(jobs.createdBy, userId)),
    db.select().from(aiUsageMonths).where(eq(aiUsageMonths.userId, userId)),
    db.select().from(aiChatMessages).where(eq(aiChatMessages.userId, userId)),
    db
      .select({ personId: personFollows.followedId, followedAt: personFollows.createdAt })
      .from(personFollows)
      .where(eq(personFollows.followerId, userId)),
  ])

  return {
    format: EXPORT_FORMAT,
    exportedAt: ctx.now().toISOString(),
    profile,
    accounts: memberships,
    resumes: myResumes,
    media: media.map(({ blobKey: _b, posterBlobKey: _p, ...row }) => row),
    applications: myApplications,
    savedJobs,
    companyFollows: follows,
    personFollows: peopleFollowed,
    connections: myConnections.map((c) => ({
      personId: c.requesterId === userId ? c.addresseeId : c.requesterId,
      direction: c.requesterId === userId ? 'sent' : 'received',
      status: c.status,
      createdAt: c.createdAt,
      acceptedAt: c.acceptedAt,
    })),
    messages: { conversationIds: myConversations.map((c) => c.id), sent },
    tasks: myTasks,
    jobAlerts: alerts,
    invoices: myInvoices,
    files,
    companies: myCompanies,
    jobsPosted,
    aiUsage,
    aiChat,
    ...(await exportWorkData(db, userId)),
    ...(await exportNotificationData(db, userId)),
  }
}

/** The download's file name: reelhire-export-<date>.json. */
export const exportFileName = (now: Date) => `reelhire-export-${now.toISOString().slice(0, 10)}.json`
