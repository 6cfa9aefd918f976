import { can as roleCan, Role, type Capability } from '@/api/roles'

/**
 * The one place that answers "may this caller do this to that" (spec: roles and permissions). Routes load
 * the resource, describe it as an OwnedResource, and ask; later issues add actions, not new places.
 */
export type Viewer = {
  userId: string
  /**
   * The user's own role. It is self-service among the sign-up roles (PUT /api/Users/me/role), so on an item
   * that belongs to an account it never grants more than the membership role there allows (see roleCapIn).
   */
  role: Role
  /** The account the caller is acting in and their membership role there (Admin = account owner). */
  accountId: string | null
  accountRole: string | null
  /**
   * Every account the user belongs to → their membership role there. Without it only the current account's
   * membership is known, and items of other accounts get no capabilities (the safe default).
   */
  memberships?: Readonly<Record<string, string>>
} | null

export type OwnedResource = {
  ownerUserId: string
  /** The account (tenant) the resource belongs to, if any. */
  accountId: string | null
  /** Whether someone outside the owner and the account may view it. */
  isPublic: boolean
}

export type Action = 'view' | 'edit' | 'delete' | 'manage'

export type Relation =
  | 'platform-admin'
  | 'owner'
  | 'account-owner'
  | 'account-recruiter'
  | 'account-member'
  | 'other'
  | 'anonymous'

/** How the viewer relates to the resource; the matrix below is written in these terms. */
export function relationOf(viewer: Viewer, resource: OwnedResource): Relation {
  if (!viewer) return 'anonymous'
  if (viewer.role === Role.Admin || viewer.role === Role.SuperAdmin) return 'platform-admin'
  if (viewer.userId === resource.ownerUserId) return 'owner'
  if (resource.accountId && viewer.accountId === resource.accountId) {
    if (viewer.accountRole === 'Admin') return 'account-owner'
    if (viewer.accountRole === 'Recruiter' || viewer.accountRole === 'Employer') return 'account-recruiter'
    return 'account-member'
  }
  return 'other'
}

const MATRIX: Record<Relation, readonly Action[]> = {
  'platform-admin': ['view', 'edit', 'delete', 'manage'],
  owner: ['view', 'edit', 'delete', 'manage'],
  'account-owner': ['view', 'edit', 'delete', 'manage'],
  'account-recruiter': ['view', 'edit'],
  'account-member': ['view'],
  other: [],
  anonymous: [],
}

/**
 * The role a membership grants inside its account: the owner (Admin) and employers act as employers,
 * recruiters as recruiters, plain members as nobody who hires.
 */
const ROLE_OF_MEMBERSHIP: Record<string, Role> = {
  Admin: Role.Employer,
  Employer: Role.Employer,
  Recruiter: Role.Recruiter,
}

/** The viewer's membership role in an account, or null when they are not (known to be) a member. */
export function membershipIn(viewer: NonNullable<Viewer>, accountId: string): string | null {
  if (viewer.memberships) return viewer.memberships[accountId] ?? null
  return viewer.accountId === accountId ? viewer.accountRole : null
}

/**
 * Whether the viewer has a role capability for this resource. Platform admins and items outside any account
 * go by the user's role alone. An item of an account needs the capability from BOTH the user's role and the
 * membership role in that account: a role the user chose for themselves (a recruiter who switched their
 * persona to Employer) never widens what they may do to an account's items, even ones they created.
 */
export function hasCapabilityOn(viewer: Viewer, capability: Capability, resource: OwnedResource): boolean {
  if (!viewer || !roleCan(viewer.role, capability)) return false
  if (viewer.role === Role.Admin || viewer.role === Role.SuperAdmin) return true
  if (resource.accountId === null) return true
  const membership = membershipIn(viewer, resource.accountId)
  const granted = membership === null ? undefined : ROLE_OF_MEMBERSHIP[membership]
  return granted !== undefined && roleCan(granted, capability)
}

export function can(viewer: Viewer, action: Action, resource: OwnedResource): boolean {
  if (action === 'view' && resource.isPublic) return true
  return MATRIX[relationOf(viewer, resource)].includes(action)
}

/**
 * Job actions (spec: view, edit, analytics, pause/activate, clone, assign recruiter,
 * manage, review applications, contact candidates, track, delete). Each is a relation rule of the matrix
 * above AND a role capability: e.g. a recruiter who created a job edits it but cannot delete
 * it (delete jobs: employer, admin, super admin). Status changes (publish, pause, activate, close) are 'manage'.
 */
export type JobAction =
  | 'view'
  | 'edit'
  | 'delete'
  | 'manage'
  | 'clone'
  | 'analytics'
  | 'viewApplications'
  | 'contactCandidates'
  | 'assignRecruiter'
  | 'track'

export const JOB_ACTIONS: readonly JobAction[] = [
  'view',
  'edit',
  'delete',
  'manage',
  'clone',
  'analytics',
  'viewApplications',
  'contactCandidates',
  'assignRecruiter',
  'track',
]

/** A job for the policy; `isPublic` means listed: active, public, unexpired, of a listed company, not deleted. */
export type JobResource = OwnedResource

const JOB_RULES: Record<
  Exclude<JobAction, 'view' | 'track' | 'assignRecruiter'>,
  { base: Action; capability: Capability }
> = {
  edit: { base: 'edit', capability: 'editJobs' },
  clone: { base: 'edit', capability: 'postJobs' },
  delete: { base: 'delete', capability: 'deleteJobs' },
  manage: { base: 'manage', capability: 'manageJobs' },
  analytics: { base: 'edit', capability: 'viewAnalytics' },
  // "Contact and review … are for recruiter and account_owner": the edit relations, hiring roles.
  viewApplications: { base: 'edit', capability: 'viewResumes' },
  contactCandidates: { base: 'edit', capability: 'viewResumes' },
}

/** Relations that make an item the viewer's own or their account's: "track" is for items not owned. */
const OWNED_RELATIONS: readonly Relation[] = ['owner', 'account-owner', 'account-recruiter', 'account-member']

export function canOnJob(viewer: Viewer, action: JobAction, job: JobResource): boolean {
  switch (action) {
    case 'view':
      return can(viewer, 'view', job)
    case 'track':
      return (
        viewer !== null &&
        viewer.userId !== job.ownerUserId &&
        !OWNED_RELATIONS.includes(relationOf(viewer, job)) &&
        can(viewer, 'view', job)
      )
    case 'assignRecruiter': {
      // "Assign recruiter is for account_owner on account-owned items" (an owner who owns the account too).
      if (!viewer || !hasCapabilityOn(viewer, 'manageTeam', job)) return false
      const relation = relationOf(viewer, job)
      if (relation === 'platform-admin' || relation === 'account-owner') return job.accountId !== null
      return (
        relation === 'owner' &&
        job.accountId !== null &&
        viewer.accountId === job.accountId &&
        viewer.accountRole === 'Admin'
      )
    }
    default: {
      const rule = JOB_RULES[action]
      return hasCapabilityOn(viewer, rule.capability, job) && can(viewer, rule.base, job)
    }
  }
}

/**
 * Resumes (seed 2 §4, §6; issue 14). Who may see a resume depends on its privacy; the owner side — the owner
 * and whoever may edit it through its account (account owner, account recruiter: seed 2 §6) — sees it at
 * every level. A platform admin is a reviewer here, never the owner side of someone else's resume.
 */
export type ResumePrivacyLevel = 'public' | 'recruiter_only' | 'connections' | 'private' | 'draft'

export type ResumeResource = Omit<OwnedResource, 'isPublic'> & {
  privacy: ResumePrivacyLevel
  /** Whether the viewer is an accepted connection of the owner (the resume module's connections hook). */
  viewerIsConnection: boolean
}

/** `generateVideo`: ReelHire narrates a video from the resume in its owner's name — the owner alone (decision 029). */
export type ResumeAction = 'view' | 'edit' | 'delete' | 'manage' | 'track' | 'generateVideo'

export type ResumeRelation =
  'owner' | 'account-owner' | 'account-recruiter' | 'reviewer' | 'other' | 'anonymous'

/** The owner first (an admin's own resume is theirs), then the account relations of the matrix above. */
export function resumeRelation(viewer: Viewer, resume: ResumeResource): ResumeRelation {
  if (!viewer) return 'anonymous'
  if (viewer.userId === resume.ownerUserId) return 'owner'
  if (resume.accountId && viewer.accountId === resume.accountId) {
    if (viewer.accountRole === 'Admin') return 'account-owner'
    if (viewer.accountRole === 'Recruiter' || viewer.accountRole === 'Employer') return 'account-recruiter'
  }
  // "View resumes": recruiter, employer, admin, super admin (seed 1 §6).
  return roleCan(viewer.role, 'viewResumes') ? 'reviewer' : 'other'
}

const RESUME_MATRIX: Record<ResumeRelation, readonly Exclude<ResumeAction, 'view' | 'track'>[]> = {
  owner: ['edit', 'delete', 'manage', 'generateVideo'],
  'account-owner': ['edit', 'delete', 'manage'],
  'account-recruiter': ['edit'],
  reviewer: [],
  other: [],
  anonymous: [],
}

/** The relations that see every privacy level: those who may edit the resume. */
export const RESUME_OWNER_SIDE: readonly ResumeRelation[] = ['owner', 'account-owner', 'account-recruiter']

/** Whether the privacy level lets this relation see the resume (the owner side aside). */
export function resumePrivacyAllows(
  privacy: ResumePrivacyLevel,
  relation: ResumeRelation,
  viewerIsConnection: boolean,
): boolean {
  switch (privacy) {
    case 'public':
      return true
    case 'recruiter_only':
      return relation === 'reviewer'
    case 'connections':
      return relation !== 'anonymous' && viewerIsConnection
    case 'private':
    case 'draft':
      return false
  }
}

export function canOnResume(viewer: Viewer, action: ResumeAction, resume: ResumeResource): boolean {
  const relation = resumeRelation(viewer, resume)
  const ownerSide = RESUME_OWNER_SIDE.includes(relation)
  const visible = ownerSide || resumePrivacyAllows(resume.privacy, relation, resume.viewerIsConnection)
  switch (action) {
    case 'view':
      return visible
    case 'track':
      // "Track is allowed on items not owned" and is the reviewers' (recruiters, employers, admins).
      return relation === 'reviewer' && visible
    default:
      return RESUME_MATRIX[relation].includes(action)
  }
}

/** "Create resume: job seeker only" (seed 1 §6). */
export function canCreateResume(viewer: Viewer): boolean {
  return viewer !== null && roleCan(viewer.role, 'createResume')
}

/**
 * People and connections (issue 15). A person is seen by everyone (their card is public) except across a
 * block, which hides each from the other; the connection actions are for signed-in callers, never on
 * themselves, never across a block, and each only from the state that offers it (seed 2 §2 "Person card").
 */
export type PersonConnectionState = 'none' | 'pending_sent' | 'pending_received' | 'connected'

export type PersonResource = {
  userId: string
  /** The caller's state with this person (what the card shows). */
  connection: PersonConnectionState
  /** Either one blocked the other. */
  blocked: boolean
}

export type PersonAction =
  'view' | 'connect' | 'withdraw' | 'accept' | 'reject' | 'remove' | 'block' | 'report' | 'follow'

/** The state each connection action starts from; `connect` also meets a pending request (and accepts it). */
const PERSON_ACTION_FROM: Record<'withdraw' | 'accept' | 'reject' | 'remove', PersonConnectionState> = {
  withdraw: 'pending_sent',
  accept: 'pending_received',
  reject: 'pending_received',
  remove: 'connected',
}

export function canOnPerson(viewer: Viewer, action: PersonAction, person: PersonResource): boolean {
  if (action === 'view') return !person.blocked
  if (!viewer || viewer.userId === person.userId) return false
  // Blocking is the one action that stays open across a block (it is idempotent); reports need to see them.
  if (action === 'block') return true
  if (person.blocked) return false
  switch (action) {
    case 'report':
    case 'follow':
      return true
    case 'connect':
      return person.connection === 'none' || person.connection === 'pending_received'
    default:
      return person.connection === PERSON_ACTION_FROM[action]
  }
}

/**
 * Tasks (issue 16): a user's own to-do list, seen and changed by its owner alone — not their account, not a
 * platform admin. Someone else's task is answered like a missing one (404), so ids reveal nothing.
 */
export type TaskAction = 'view' | 'edit' | 'delete'

export function canOnTask(viewer: Viewer, _action: TaskAction, task: { ownerUserId: string }): boolean {
  return viewer !== null && viewer.userId === task.ownerUserId
}

/**
 * Talent pools (issue 15, decision 044): an account's pools are seen and worked on by the account's hiring
 * members alone — its owner, employers and recruiters, whose own role hires too (hasCapabilityOn) — never by
 * another account, a plain member, or a platform admin from outside. Deleting a pool is for the account's
 * owner or whoever created it. The lists and counts use `talentPoolAccountIds` below, the same rule.
 */
export type TalentPoolAction = 'view' | 'edit' | 'delete'

export type TalentPoolResource = { accountId: string; createdByUserId: string | null }

export function canUseTalentPoolsOf(viewer: Viewer, accountId: string): boolean {
  if (!viewer || membershipIn(viewer, accountId) === null) return false
  return hasCapabilityOn(viewer, 'viewResumes', { ownerUserId: '', accountId, isPublic: false })
}

export function canOnTalentPool(viewer: Viewer, action: TalentPoolAction, pool: TalentPoolResource): boolean {
  if (!viewer || !canUseTalentPoolsOf(viewer, pool.accountId)) return false
  if (action !== 'delete') return true
  return membershipIn(viewer, pool.accountId) === 'Admin' || pool.createdByUserId === viewer.userId
}

/** The accounts whose pools the viewer may see: every membership that passes canUseTalentPoolsOf. */
export function talentPoolAccountIds(viewer: Viewer): string[] {
  if (!viewer) return []
  const accountIds = viewer.memberships
    ? Object.keys(viewer.memberships)
    : viewer.accountId
      ? [viewer.accountId]
      : []
  return accountIds.filter((accountId) => canUseTalentPoolsOf(viewer, accountId))
}

/**
 * "Track candidate" (seed 2 §6: track is for items not owned): someone who hires tracks another person they
 * may see — never themselves, never across a block.
 */
export function canTrackPerson(viewer: Viewer, person: PersonResource): boolean {
  return (
    viewer !== null &&
    viewer.userId !== person.userId &&
    !person.blocked &&
    roleCan(viewer.role, 'viewResumes')
  )
}

/**
 * The product dashboard (issue 18): platform admins alone — the user's stored role, Admin or Super Admin, which
 * nobody can give themselves. A super admin's persona never reaches the server (decision 019), so viewing the
 * app as a job seeker neither removes this nor lets anyone else in (decision 045).
 */
export function canViewProductMetrics(viewer: Viewer): boolean {
  return viewer !== null && (viewer.role === Role.Admin || viewer.role === Role.SuperAdmin)
}
