import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  HStack,
  Icon,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Building2, MailOpen, XCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { AcceptInvitationInput, InvitationDetails } from '@/api/team/team-invitations'
import { TEAM_ROLE_LABELS } from '@/api/team/team-roles'
import { INVITATION_TEXTS } from '@/api/team/team-texts'
import { LinkButton } from '@/components/ui/app-link'
import { PasswordField } from '@/components/ui/password-field'
import { toaster } from '@/components/ui/toaster'
import { safeRedirect } from '@/entities/session/safe-redirect'
import { signOut } from '@/entities/session/sign-out'
import { useSessionSummary } from '@/entities/session/use-session-summary'
import { DateText } from '@/lib/hydration/date-text'
import { acceptInvitation, fetchInvitation, teamKeys } from '../api/team-calls'
import { serverMessage } from '../lib/server-message'

function InvitationCard({ children }: { children: React.ReactNode }) {
  return (
    <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Card.Root variant="elevated" borderRadius="xl">
        <Card.Body p={{ base: '6', md: '8' }}>{children}</Card.Body>
      </Card.Root>
    </Container>
  )
}

/** The 'Invalid Invitation' card (seed 2 §2) with the reason and a way home. */
function InvalidInvitation({ message }: { message: string }) {
  return (
    <InvitationCard>
      <Stack gap="5" align="center" textAlign="center">
        <Box bg="red.subtle" color="red.fg" p="3" borderRadius="full">
          <Icon as={XCircle} boxSize="7" aria-hidden />
        </Box>
        <Heading as="h1" size="xl">
          Invalid Invitation
        </Heading>
        <Text role="alert">{message}</Text>
        <LinkButton href="/" colorPalette="indigo">
          Go to Home
        </LinkButton>
      </Stack>
    </InvitationCard>
  )
}

type Registration = { firstName: string; lastName: string; password: string; confirm: string }

function RegistrationFields({
  value,
  onChange,
  disabled,
  mismatch,
}: {
  value: Registration
  onChange: (next: Registration) => void
  disabled: boolean
  mismatch: boolean
}) {
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root required disabled={disabled}>
          <Field.Label>First name</Field.Label>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={value.firstName}
            onChange={(e) => onChange({ ...value, firstName: e.target.value })}
          />
        </Field.Root>
        <Field.Root required disabled={disabled}>
          <Field.Label>Last name</Field.Label>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={value.lastName}
            onChange={(e) => onChange({ ...value, lastName: e.target.value })}
          />
        </Field.Root>
      </Stack>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={value.password}
        disabled={disabled}
        helper="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
        onChange={(password) => onChange({ ...value, password })}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={value.confirm}
        disabled={disabled}
        {...(mismatch ? { error: 'Passwords do not match' } : {})}
        onChange={(confirm) => onChange({ ...value, confirm })}
      />
    </Stack>
  )
}

function Details({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const session = useSessionSummary()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [registration, setRegistration] = useState<Registration>({
    firstName: '',
    lastName: '',
    password: '',
    confirm: '',
  })
  const [mismatch, setMismatch] = useState(false)
  const currentEmail = session.isSignedIn ? session.user.email : null
  const wrongEmail =
    currentEmail !== null && currentEmail.toLowerCase() !== invitation.invitedEmail.toLowerCase()
  const mustRegister = !session.isSignedIn && !invitation.userExists

  const accept = useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    onSuccess: async (result) => {
      if (result.success) {
        toaster.create({
          type: 'success',
          title: INVITATION_TEXTS.acceptedTitle,
          description: INVITATION_TEXTS.welcome(result.companyName),
        })
        await queryClient.invalidateQueries({ queryKey: teamKeys.all })
        await queryClient.invalidateQueries({ queryKey: ['account', 'available'] })
      }
      const target = safeRedirect(result.redirectUrl) ?? (result.success ? '/dashboard' : null)
      if (target) router.history.push(target)
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mustRegister) {
      if (registration.password !== registration.confirm) {
        setMismatch(true)
        return
      }
      setMismatch(false)
      accept.mutate({
        registration: {
          firstName: registration.firstName,
          lastName: registration.lastName,
          password: registration.password,
        },
      })
      return
    }
    accept.mutate({})
  }

  const switchAccount = async () => {
    await signOut()
    router.history.push(
      `/login?${new URLSearchParams({ redirect: `/accept-invitation?id=${token}` }).toString()}`,
    )
  }

  const roles = invitation.rolesToAssign.map((role) => TEAM_ROLE_LABELS[role] ?? role)
  const failure = accept.isError
    ? serverMessage(accept.error, INVITATION_TEXTS.acceptFailedRetry)
    : accept.data && !accept.data.success && !accept.data.redirectUrl && !accept.data.requiredRegistration
      ? accept.data.message || INVITATION_TEXTS.acceptFailed
      : null

  return (
    <InvitationCard>
      <Stack as="form" gap="5" onSubmit={submit} aria-labelledby="invitation-title">
        <Stack gap="3" align="center" textAlign="center">
          <Avatar.Root size="xl" shape="rounded" colorPalette="indigo">
            {invitation.companyLogoUrl ? <Avatar.Image src={invitation.companyLogoUrl} alt="" /> : null}
            <Avatar.Fallback>
              <Icon as={Building2} boxSize="7" aria-hidden />
            </Avatar.Fallback>
          </Avatar.Root>
          <Heading as="h1" id="invitation-title" size={{ base: 'xl', md: '2xl' }}>
            You're Invited!
          </Heading>
          <Text>
            <Text as="strong">{invitation.inviterName ?? 'A team admin'}</Text> invited you to join{' '}
            <Text as="strong">{invitation.companyName}</Text>
          </Text>
          {invitation.companyDescription ? (
            <Text color="fg.muted" fontSize="sm">
              {invitation.companyDescription}
            </Text>
          ) : null}
        </Stack>
        <Stack as="dl" gap="2" borderWidth="1px" borderRadius="lg" p="4" fontSize="sm">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text as="dt" color="fg.muted">
              Invited email
            </Text>
            <Text as="dd" fontWeight="medium" wordBreak="break-all">
              {invitation.invitedEmail}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text as="dt" color="fg.muted">
              Roles to be assigned
            </Text>
            <HStack as="dd" gap="1">
              {roles.map((role) => (
                <Badge key={role} colorPalette="indigo">
                  {role}
                </Badge>
              ))}
            </HStack>
          </HStack>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text as="dt" color="fg.muted">
              Invited on
            </Text>
            <Text as="dd">
              <DateText value={invitation.invitedAt} />
            </Text>
          </HStack>
        </Stack>
        {invitation.personalMessage ? (
          <Box as="blockquote" borderStartWidth="3px" borderColor="indigo.solid" ps="3" py="1">
            <Text fontSize="sm" color="fg.muted">
              Personal message
            </Text>
            <Text whiteSpace="pre-wrap">{invitation.personalMessage}</Text>
          </Box>
        ) : null}

        {wrongEmail ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              {INVITATION_TEXTS.wrongEmail(invitation.invitedEmail, currentEmail ?? '')}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {!session.isSignedIn ? (
          <Alert.Root status="info">
            <Alert.Indicator>
              <MailOpen size={18} aria-hidden />
            </Alert.Indicator>
            <Alert.Description>
              {invitation.userExists
                ? INVITATION_TEXTS.logInToAccept
                : INVITATION_TEXTS.createAccountToAccept}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {mustRegister ? (
          <RegistrationFields
            value={registration}
            onChange={setRegistration}
            disabled={accept.isPending}
            mismatch={mismatch}
          />
        ) : null}
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {wrongEmail ? (
            <Button flex="1" colorPalette="indigo" onClick={() => void switchAccount()}>
              Sign in with another account
            </Button>
          ) : (
            <Button
              type="submit"
              flex="1"
              colorPalette="indigo"
              loading={accept.isPending}
              loadingText="Accepting..."
              disabled={accept.isPending || accept.data?.success === true}
            >
              Accept Invitation
            </Button>
          )}
          <LinkButton href="/" variant="outline" flex="1">
            Decline
          </LinkButton>
        </Stack>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          This invitation expires on <DateText value={invitation.expiresAt} />.
        </Text>
      </Stack>
    </InvitationCard>
  )
}

/** /accept-invitation?id={token}: seed 2 §2 and §4 — loading, invalid, the invitation, accepting, the outcome. */
export function AcceptInvitationPage({ token }: { token: string | undefined }) {
  const query = useQuery({
    queryKey: teamKeys.invitation(token ?? ''),
    queryFn: ({ signal }) => fetchInvitation(token!, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  })
  if (!token) return <InvalidInvitation message={INVITATION_TEXTS.missingId} />
  if (query.isPending) {
    return (
      <InvitationCard>
        <Stack align="center" py="6" aria-live="polite" aria-busy>
          <Spinner size="lg" color="indigo.solid" />
          <Text color="fg.muted">Loading invitation…</Text>
        </Stack>
      </InvitationCard>
    )
  }
  if (query.isError)
    return <InvalidInvitation message={serverMessage(query.error, INVITATION_TEXTS.loadFailed)} />
  return <Details token={token} invitation={query.data} />
}
