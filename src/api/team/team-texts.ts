/**
 * The team texts (issue 17; seed 2 §4, §5, §8 for the invitation screen). Server and client say the same words,
 * so every text lives here once.
 */
export const INVITATION_TEXTS = {
  // Seed 2 §5 and §8, word for word.
  missingId: 'Invalid invitation link',
  loadFailed: 'Failed to load invitation details. The invitation may be invalid or expired.',
  notValid: 'This invitation link is not valid or has expired.',
  acceptFailed: 'Failed to accept invitation',
  acceptFailedRetry: 'Failed to accept invitation. Please try again.',
  logInToAccept: 'Please log in to accept this invitation.',
  createAccountToAccept: "You'll need to create an account to accept this invitation.",
  acceptedTitle: 'Invitation Accepted!',
  welcome: (company: string) => `Welcome to ${company}!`,
  wrongEmail: (invited: string, current: string) =>
    `This invitation is for ${invited}, but you're logged in as ${current}. Please log in with the correct account.`,
  // Ours: the states the spec leaves open.
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  used: 'This invitation has already been accepted.',
  cancelled: 'This invitation was cancelled.',
  alreadyMember: (company: string) => `You are already a member of ${company}.`,
  noSeatLeft: (company: string) =>
    `${company} has no free seat left. Ask the person who invited you to add a seat.`,
  registered: (company: string) =>
    `Your account is ready and you joined ${company}. Sign in to start working together.`,
} as const

export const TEAM_TEXTS = {
  noTeam: 'You are not part of a company team. Team members and invitations belong to company accounts.',
  mayNotManage: 'Only the owner and admins of this account can manage its team.',
  memberNotFound: 'This person is not a member of this team.',
  invitationNotFound: 'This invitation does not exist.',
  ownerFixed: "The account owner's role cannot be changed and the owner cannot be removed.",
  alreadyMember: (email: string) => `${email} is already a member of this team.`,
  alreadyInvited: (email: string) => `${email} already has a pending invitation. Resend it instead.`,
  noSeats: (paid: number) =>
    paid === 0
      ? 'Your team has no paid seats. Buy Premium seats in Billing to invite people.'
      : `All ${paid} paid ${paid === 1 ? 'seat is' : 'seats are'} taken. Add seats in Billing to invite more people.`,
  notPending: 'This invitation is no longer pending.',
  resendLimit: (times: number) =>
    `This invitation was already sent ${times} times. Ask the person to check their spam folder.`,
  invited: (email: string) => `Invitation sent to ${email}`,
  bulkInvited: (sent: number, failed: number) =>
    `${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent${failed ? `, ${failed} not sent` : ''}`,
  resent: 'Invitation sent again',
  cancelled: 'Invitation cancelled',
  roleChanged: 'Role updated',
  removed: 'Member removed',
  settingsSaved: 'Account settings saved',
  csvEmpty: 'Paste at least one email address.',
} as const
