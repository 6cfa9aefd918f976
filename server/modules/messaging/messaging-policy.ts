import { can as roleCan, Role } from '@/api/roles'
import type { PersonConnectionState, Viewer } from '../../core/policy'

/**
 * Who may message whom (issue 15). A conversation is started by one of two people who are connected, or by
 * someone who hires (recruiter, employer, admin: the "view resumes" capability) writing to a job seeker —
 * "recruiters contact candidates". A block either way refuses everything new: starting, and sending in a
 * conversation that already exists. Reading stays open to both participants (their own history).
 */
export type MessagingTarget = {
  userId: string
  role: Role
  connection: PersonConnectionState
  blocked: boolean
}

export type ConversationResource = { participantIds: readonly [string, string]; blocked: boolean }

export type ConversationAction = 'view' | 'send' | 'read'

export function canStartConversation(viewer: Viewer, target: MessagingTarget): boolean {
  if (!viewer || viewer.userId === target.userId || target.blocked) return false
  if (target.connection === 'connected') return true
  return roleCan(viewer.role, 'viewResumes') && target.role === Role.JobSeeker
}

export function canOnConversation(
  viewer: Viewer,
  action: ConversationAction,
  conversation: ConversationResource,
): boolean {
  if (!viewer || !conversation.participantIds.includes(viewer.userId)) return false
  return action === 'send' ? !conversation.blocked : true
}
