import { Hono } from 'hono'
import {
  AcceptInvitationInputSchema,
  AcceptInvitationResultSchema,
  BulkInviteInputSchema,
  BulkInviteResultSchema,
  InvitationAnalyticsSchema,
  InvitationDetailsSchema,
  InvitationListSchema,
  InvitationSchema,
  InviteInputSchema,
} from '@/api/team/team-invitations'
import { ChangeRoleInputSchema, RemoveMemberResultSchema, TeamSchema } from '@/api/team/team-members'
import {
  AccountAnalyticsSchema,
  AccountSettingsInputSchema,
  AccountSettingsSchema,
} from '@/api/team/team-settings'
import { INVITATION_TEXTS, TEAM_TEXTS } from '@/api/team/team-texts'
import type { AppEnv } from '../../core/app-env'
import { ok } from '../../core/envelope'
import { uuidParam } from '../../core/id-param'
import { describeRoute } from '../../core/openapi/describe-route'
import type { RouteMeta } from '../../core/openapi/route-meta'
import { serviceContext } from '../../core/service-context'
import { validateJson } from '../../core/validate'
import { optionalViewer, requireViewer } from '../../core/viewer'
import { bulkInvite } from './bulk-invite'
import { acceptInvitation, invitationDetails } from './invitation-accept'
import { cancelInvitation, inviteToTeam, pendingInvitations, resendInvitation } from './invitations'
import { changeMemberRole, getTeam, removeMember } from './team-members'
import {
  accountAnalytics,
  getAccountSettings,
  invitationAnalytics,
  saveAccountSettings,
} from './team-settings'

const describe = (meta: Omit<RouteMeta, 'tags'>) => describeRoute({ tags: ['Account'], ...meta })

const NO_TEAM = 'NOT_FOUND_ERROR: the caller belongs to no company account (a personal account has no team).'
const NOT_ADMIN =
  'AUTHORIZATION_ERROR: only the owner and admins (account role Admin or Employer) change the team.'
const TOKEN = { token: 'The token of the mailed link (/accept-invitation?id={token}).' }
const LINK_STATES =
  'NOT_FOUND_ERROR: an unknown or cancelled link; CONFLICT_ERROR (409): an expired or already used one.'

/**
 * The team part of the account service (seed 1 §7; issue 17, decision 042): members and roles, invitations
 * and their links, settings and analytics of the company account the caller works in.
 */
export const teamRoutes = new Hono<AppEnv>()
  .get(
    '/users',
    describe({
      summary: 'The team: members with their roles, the seats, and whether the caller may change it',
      auth: 'required',
      response: TeamSchema,
      responses: { 404: NO_TEAM },
    }),
    ...requireViewer(),
    async (c) => ok(c, await getTeam(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/invite',
    describe({
      summary: 'Invite one person by email',
      description:
        'Mails a single-use link that expires after the account’s invitation expiry (7 days by default). The ' +
        'invitation grants exactly `role` (default: the account’s default role). Members plus pending ' +
        'invitations never pass the paid seats.',
      auth: 'verified',
      status: 201,
      response: InvitationSchema,
      responses: {
        403: NOT_ADMIN,
        404: NO_TEAM,
        409: 'CONFLICT_ERROR: already a member, already invited, or no free seat.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(InviteInputSchema),
    async (c) => {
      const invitation = await inviteToTeam(serviceContext(c), c.var.viewer, c.req.valid('json'))
      return ok(c, invitation, TEAM_TEXTS.invited(invitation.email), 201)
    },
  )
  .post(
    '/bulk-invite',
    describe({
      summary: 'Invite several people: CSV text or a list, with a result per row',
      description:
        'CSV: one `email[,role]` a line (comma, semicolon or tab); a header line starting with `email` is ' +
        'skipped. Each row is its own invitation: a row that fails (bad address, member, no seat) does not ' +
        'stop the others.',
      auth: 'verified',
      response: BulkInviteResultSchema,
      responses: { 403: NOT_ADMIN, 404: NO_TEAM },
    }),
    ...requireViewer({ verified: true }),
    validateJson(BulkInviteInputSchema),
    async (c) => {
      const result = await bulkInvite(serviceContext(c), c.var.viewer, c.req.valid('json'))
      return ok(c, result, TEAM_TEXTS.bulkInvited(result.invited, result.failed))
    },
  )
  .put(
    '/roles',
    describe({
      summary: 'Change a member’s role',
      description: 'To Employer (an admin), Recruiter or Member. The owner’s role never changes.',
      auth: 'verified',
      response: TeamSchema,
      responses: {
        403: NOT_ADMIN + ' Also for the owner.',
        404: 'NOT_FOUND_ERROR: not a member of the team.',
      },
    }),
    ...requireViewer({ verified: true }),
    validateJson(ChangeRoleInputSchema),
    async (c) => {
      const { userId, role } = c.req.valid('json')
      return ok(
        c,
        await changeMemberRole(serviceContext(c), c.var.viewer, userId, role),
        TEAM_TEXTS.roleChanged,
      )
    },
  )
  .delete(
    '/users/:id',
    describe({
      summary: 'Remove a member from the team (and from its seats)',
      auth: 'verified',
      params: { id: 'The member’s user id.' },
      response: RemoveMemberResultSchema,
      responses: {
        403: NOT_ADMIN + ' Also for the owner.',
        404: 'NOT_FOUND_ERROR: not a member of the team.',
      },
    }),
    uuidParam('id', TEAM_TEXTS.memberNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await removeMember(serviceContext(c), c.var.viewer, c.req.param('id')), TEAM_TEXTS.removed),
  )
  .get(
    '/invitations/pending',
    describe({
      summary: 'The team’s pending invitations (an empty list without a team)',
      auth: 'required',
      response: InvitationListSchema,
    }),
    ...requireViewer(),
    async (c) => ok(c, await pendingInvitations(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/invitation/:id/resend',
    describe({
      summary: 'Mail a pending or expired invitation again with a new link',
      description: 'The previous link stops working; the expiry starts again.',
      auth: 'verified',
      params: { id: 'The invitation id (not its token).' },
      response: InvitationSchema,
      responses: {
        403: NOT_ADMIN,
        404: 'NOT_FOUND_ERROR: no such invitation of the team.',
        409: 'CONFLICT_ERROR: accepted or cancelled, or no free seat for an expired one.',
      },
    }),
    uuidParam('id', TEAM_TEXTS.invitationNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await resendInvitation(serviceContext(c), c.var.viewer, c.req.param('id')), TEAM_TEXTS.resent),
  )
  .post(
    '/invitation/:id/cancel',
    describe({
      summary: 'Cancel a pending invitation: its link stops working and its seat is free',
      auth: 'verified',
      params: { id: 'The invitation id (not its token).' },
      response: InvitationSchema,
      responses: {
        403: NOT_ADMIN,
        404: 'NOT_FOUND_ERROR: no such invitation of the team.',
        409: 'CONFLICT_ERROR: already accepted or cancelled.',
      },
    }),
    uuidParam('id', TEAM_TEXTS.invitationNotFound),
    ...requireViewer({ verified: true }),
    async (c) =>
      ok(c, await cancelInvitation(serviceContext(c), c.var.viewer, c.req.param('id')), TEAM_TEXTS.cancelled),
  )
  .get(
    '/invitation-analytics',
    describe({
      summary: 'How the team’s invitations fared: sent, pending, accepted, expired, cancelled',
      auth: 'required',
      response: InvitationAnalyticsSchema,
      responses: { 403: NOT_ADMIN, 404: NO_TEAM },
    }),
    ...requireViewer(),
    async (c) => ok(c, await invitationAnalytics(serviceContext(c), c.var.viewer)),
  )
  .get(
    '/invitation/:token',
    describe({
      summary: 'The invitation a mailed link names (seed 2 §3 "Invitation details")',
      description: 'Anyone holding the link may read it; `userExists` says whether to sign in or register.',
      auth: 'none',
      params: TOKEN,
      response: InvitationDetailsSchema,
      responses: { 404: LINK_STATES, 409: LINK_STATES },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return ok(c, await invitationDetails(serviceContext(c), c.req.param('token')))
    },
  )
  .post(
    '/accept-invitation/:token',
    describe({
      summary: 'Accept an invitation (seed 2 §3 "Accept result")',
      description:
        'Signed in: only as the invited address (403 with the spec’s mismatch text otherwise); joins with the ' +
        'invitation’s roles. Signed out: `success` false with a sign-in `redirectUrl` for an existing user, ' +
        '`requiredRegistration` for a new one, who may send `registration` to create their account through ' +
        'the invitation. The link works once; any other body key is refused.',
      auth: 'optional',
      params: TOKEN,
      response: AcceptInvitationResultSchema,
      responses: {
        403: 'AUTHORIZATION_ERROR: signed in with another address.',
        404: LINK_STATES,
        409: LINK_STATES + ' Also: already a member, or no free seat left.',
      },
    }),
    optionalViewer(),
    validateJson(AcceptInvitationInputSchema),
    async (c) => {
      const result = await acceptInvitation(
        serviceContext(c),
        c.var.viewer,
        c.req.param('token'),
        c.req.valid('json'),
      )
      return ok(c, result, result.success ? INVITATION_TEXTS.acceptedTitle : result.message)
    },
  )
  .get(
    '/settings',
    describe({
      summary: 'The account’s settings',
      auth: 'required',
      response: AccountSettingsSchema,
      responses: { 404: NO_TEAM },
    }),
    ...requireViewer(),
    async (c) => ok(c, await getAccountSettings(serviceContext(c), c.var.viewer)),
  )
  .post(
    '/settings',
    describe({
      summary: 'Change the account’s name, logo, default invitation role or invitation expiry',
      auth: 'verified',
      response: AccountSettingsSchema,
      responses: { 403: NOT_ADMIN, 404: NO_TEAM },
    }),
    ...requireViewer({ verified: true }),
    validateJson(AccountSettingsInputSchema),
    async (c) =>
      ok(
        c,
        await saveAccountSettings(serviceContext(c), c.var.viewer, c.req.valid('json')),
        TEAM_TEXTS.settingsSaved,
      ),
  )
  .get(
    '/analytics',
    describe({
      summary: 'The team in numbers: members by role, seats, invitations, jobs and applications',
      auth: 'required',
      response: AccountAnalyticsSchema,
      responses: { 404: NO_TEAM },
    }),
    ...requireViewer(),
    async (c) => ok(c, await accountAnalytics(serviceContext(c), c.var.viewer)),
  )
