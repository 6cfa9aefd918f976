import {
  Badge,
  Button,
  Center,
  Container,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Briefcase, Globe, Heart, LogIn, MapPin, Users } from 'lucide-react'
import { useState } from 'react'
import { ErrorCode } from '@/api/errors'
import type { PersonProfile } from '@/api/people/person-card'
import { LinkButton } from '@/components/ui/app-link'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { PEOPLE_ROOT_KEY } from '@/entities/person/api/person-keys'
import { ConnectionActions } from '@/entities/person/connection-actions'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { PoolPersonButtons } from '@/entities/talent-pool/pool-person-actions'
import { connectionsLabel, followersLabel } from '@/entities/person/person-card'
import { FollowButton } from '@/entities/person/follow-button'
import { usePersonFollow } from '@/entities/person/writes/use-person-follow'
import { usePersonConnection } from '@/entities/person/writes/use-person-connection'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { useIsOnline } from '@/lib/online-state'
import { useSignedInUserId } from '@/lib/session/use-session'
import { siteOrigin } from '@/lib/site-origin'
import { usePerson } from '../api/people-queries'
import { useBlockPerson } from '../api/person-moderation'
import { useRecordProfileView } from '../api/profile-views'
import { CopyLinkButton } from './copy-link-button'
import { PersonJsonLd } from './person-json-ld'
import { PersonMenu } from './person-menu'
import { PersonResumes } from './person-resumes'
import { ProfileViewsPanel } from './profile-views-panel'
import { ReportDialog } from './report-dialog'

/** /people/{slug or id} and /profile/{id}: a person's profile, their resumes the viewer may see, and actions. */
export function PersonProfilePage({ id }: { id: string }) {
  const query = usePerson(id)
  const [blockedName, setBlockedName] = useState<{ id: string; name: string } | null>(null)
  if (blockedName) return <BlockedPanel {...blockedName} onUnblocked={() => setBlockedName(null)} />
  if (query.isPending)
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" color="indigo.solid" />
        <Text srOnly>Loading profile…</Text>
      </Center>
    )
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND_ERROR
    return (
      <Container maxW="lg" py="16">
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Text fontSize="xl" fontWeight="semibold">
            {missing ? 'Profile not found' : 'Failed to load content'}
          </Text>
          <Text color="fg.muted">
            {missing
              ? 'The link may be wrong, or this profile is not available.'
              : toUserMessage(query.error)}
          </Text>
          <LinkButton href="/people" variant="outline">
            Browse people
          </LinkButton>
        </Stack>
      </Container>
    )
  }
  return (
    <Profile
      person={query.data}
      updatedAt={query.dataUpdatedAt}
      onBlocked={() => setBlockedName({ id: query.data.id, name: query.data.fullName })}
    />
  )
}

function Profile({
  person,
  updatedAt,
  onBlocked,
}: {
  person: PersonProfile
  updatedAt: number
  onBlocked: () => void
}) {
  const viewerId = useSignedInUserId()
  const online = useIsOnline()
  const connection = usePersonConnection(person, updatedAt)
  const follow = usePersonFollow(person, updatedAt)
  useRecordProfileView(person.id, person.isSelf)
  const block = useBlockPerson(person.id)
  const [confirmBlock, setConfirmBlock] = useState(false)
  const [reporting, setReporting] = useState(false)
  const url = `${siteOrigin()}/people/${person.slug || person.id}`
  // "Designer at Acme" once: many headlines already say where the person works.
  const workplace = [person.currentPosition, person.currentCompany].filter(Boolean).join(' at ')
  const place = workplace && !person.headline?.includes(workplace) ? workplace : ''

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <PersonJsonLd person={person} />
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack
          direction="row"
          gap={{ base: '4', md: '6' }}
          align={{ base: 'flex-start', md: 'center' }}
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
        >
          <PersonAvatar
            firstName={person.firstName}
            lastName={person.lastName}
            avatar={person.avatar}
            size="5rem"
          />
          <Stack gap="2" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {person.fullName}
              </Heading>
              {person.openToWork ? (
                <Badge colorPalette="green" variant="subtle">
                  Open to work
                </Badge>
              ) : null}
            </HStack>
            {person.headline ? <Text color="fg.muted">{person.headline}</Text> : null}
            <Wrap gap="4" color="fg.muted" fontSize="sm" css={{ '& svg': { flexShrink: 0 } }}>
              {place ? (
                <HStack gap="1">
                  <Briefcase aria-hidden size={14} /> {place}
                </HStack>
              ) : null}
              {person.location ? (
                <HStack gap="1">
                  <MapPin aria-hidden size={14} /> {person.location}
                </HStack>
              ) : null}
              <HStack gap="1" data-testid="profile-connections">
                <Users aria-hidden size={14} /> {connectionsLabel(person.connectionCount)}
              </HStack>
              <HStack gap="1" data-testid="profile-followers">
                <Heart aria-hidden size={14} /> {followersLabel(follow.followers)}
              </HStack>
            </Wrap>
          </Stack>
        </Stack>

        <HStack gap="2" wrap="wrap">
          {viewerId ? (
            <ConnectionActions person={person} updatedAt={updatedAt} size="md" />
          ) : (
            <LinkButton
              href={`/login?redirect=${encodeURIComponent(`/people/${person.slug || person.id}`)}`}
              colorPalette="indigo"
            >
              <LogIn aria-hidden /> Sign in to connect
            </LinkButton>
          )}
          {viewerId && !person.isSelf ? <FollowButton follow={follow} fullName={person.fullName} /> : null}
          {viewerId && !person.isSelf ? (
            <PoolPersonButtons personId={person.id} name={person.fullName} grouped />
          ) : null}
          {/* Kept together, so on a phone they wrap as one group after the connection buttons. */}
          <HStack gap="2">
            <CopyLinkButton url={url} title={person.fullName} />
            {viewerId && !person.isSelf ? (
              <PersonMenu
                name={person.fullName}
                connected={connection.status === 'connected'}
                online={online}
                onRemove={() => void connection.act('remove')}
                onBlock={() => setConfirmBlock(true)}
                onReport={() => setReporting(true)}
              />
            ) : null}
          </HStack>
        </HStack>

        {person.isSelf && viewerId ? <ProfileViewsPanel /> : null}

        {person.summary || person.skills.length > 0 || person.website ? (
          <Stack as="section" aria-labelledby="about-heading" gap="3">
            <Heading as="h2" id="about-heading" size="lg">
              About
            </Heading>
            {person.summary ? <Text whiteSpace="pre-line">{person.summary}</Text> : null}
            {person.skills.length > 0 ? (
              <Wrap gap="2" aria-label="Skills">
                {person.skills.map((skill) => (
                  <Badge key={skill} variant="outline">
                    {skill}
                  </Badge>
                ))}
              </Wrap>
            ) : null}
            {person.website ? (
              <HStack gap="1" fontSize="sm">
                <Globe aria-hidden size={14} />
                <a href={person.website} rel="noopener noreferrer nofollow" target="_blank">
                  {person.website.replace(/^https?:\/\//, '')}
                </a>
              </HStack>
            ) : null}
          </Stack>
        ) : null}

        <PersonResumes
          personId={person.id}
          firstName={person.firstName}
          isSelf={person.isSelf}
          connected={connection.status === 'connected'}
        />
      </Stack>

      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${person.fullName}?`}
        confirmLabel="Block"
        busyLabel="Blocking…"
        busy={block.isPending}
        error={block.isError ? toUserMessage(block.error) : null}
        closeOnInteractOutside={false}
        onCancel={() => {
          block.reset()
          setConfirmBlock(false)
        }}
        onConfirm={() =>
          block.mutate(true, {
            onSuccess: () => {
              setConfirmBlock(false)
              toaster.create({ type: 'success', title: `${person.fullName} is blocked` })
              onBlocked()
            },
          })
        }
      >
        Your connection or any pending request and any follows between you go, and you will no longer see each
        other on ReelHire.
      </ConfirmDialog>
      <ReportDialog
        personId={person.id}
        name={person.fullName}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </Container>
  )
}

/** After blocking: the profile is gone for both; the blocker may undo it here. */
function BlockedPanel({ id, name, onUnblocked }: { id: string; name: string; onUnblocked: () => void }) {
  const unblock = useBlockPerson(id)
  const queryClient = useQueryClient()
  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" align="center" textAlign="center" role="status">
        <Text fontSize="xl" fontWeight="semibold">
          You blocked {name}
        </Text>
        <Text color="fg.muted">
          You no longer see each other, and neither of you can send a connection request.
        </Text>
        {unblock.isError ? <Text color="fg.error">{toUserMessage(unblock.error)}</Text> : null}
        <HStack gap="2">
          <Button
            variant="outline"
            loading={unblock.isPending}
            onClick={() =>
              unblock.mutate(false, {
                onSuccess: () => {
                  void queryClient.invalidateQueries({ queryKey: PEOPLE_ROOT_KEY })
                  onUnblocked()
                },
              })
            }
          >
            Unblock
          </Button>
          <LinkButton href="/people" colorPalette="indigo">
            Browse people
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
