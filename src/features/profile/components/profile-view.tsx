import { Avatar, Badge, Box, Card, Heading, HStack, Icon, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { Globe, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { parseRole, roleLabel } from '@/api/roles'

export type ProfileData = {
  name: string
  avatar: string | null
  headline: string | null
  summary: string | null
  location: string | null
  website: string | null
  linkedIn: string | null
  github: string | null
  currentRole: string | null
  currentCompany: string | null
  role: string
  skills: string[]
  openToWork: boolean
}

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

/** A profile as others see it; `actions` holds Edit on one's own. */
export function ProfileView({
  profile,
  actions,
  empty,
}: {
  profile: ProfileData
  actions?: ReactNode
  empty?: ReactNode
}) {
  const links = [
    ['Website', profile.website],
    ['LinkedIn', profile.linkedIn],
    ['GitHub', profile.github],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  const position = [profile.currentRole, profile.currentCompany].filter(Boolean).join(' at ')
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'start', sm: 'center' }}>
            <Avatar.Root size="2xl" colorPalette="indigo">
              {profile.avatar ? <Avatar.Image src={profile.avatar} alt="" /> : null}
              <Avatar.Fallback name={profile.name} />
            </Avatar.Root>
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Heading as="h1" size="2xl">
                  {profile.name}
                </Heading>
                {profile.openToWork ? <Badge colorPalette="green">Open to work</Badge> : null}
              </HStack>
              {profile.headline ? <Text fontSize="lg">{profile.headline}</Text> : null}
              <HStack gap="4" color="fg.muted" fontSize="sm" flexWrap="wrap">
                <Text>{position || roleLabel(parseRole(profile.role))}</Text>
                {profile.location ? (
                  <HStack gap="1">
                    <Icon as={MapPin} boxSize="4" aria-hidden />
                    <Text>{profile.location}</Text>
                  </HStack>
                ) : null}
              </HStack>
            </Stack>
            {actions}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Box>
              <Heading as="h2" size="sm" mb="2">
                About
              </Heading>
              <Text color={profile.summary ? 'fg' : 'fg.muted'} whiteSpace="pre-line">
                {profile.summary || 'No summary yet.'}
              </Text>
            </Box>
            <Box>
              <Heading as="h2" size="sm" mb="2">
                Skills
              </Heading>
              {profile.skills.length ? (
                <Wrap gap="2" as="ul" listStyleType="none">
                  {profile.skills.map((skill) => (
                    <Badge as="li" key={skill} variant="subtle" colorPalette="indigo" size="lg">
                      {skill}
                    </Badge>
                  ))}
                </Wrap>
              ) : (
                <Text color="fg.muted">No skills listed yet.</Text>
              )}
            </Box>
            {links.length ? (
              <Box>
                <Heading as="h2" size="sm" mb="2">
                  Links
                </Heading>
                <Stack gap="1">
                  {links.map(([label, url]) => (
                    <HStack key={label} gap="2">
                      <Icon as={Globe} boxSize="4" color="fg.muted" aria-hidden />
                      <Link
                        href={safeHref(url)}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        colorPalette="indigo"
                        color="colorPalette.fg"
                      >
                        {label}
                      </Link>
                    </HStack>
                  ))}
                </Stack>
              </Box>
            ) : null}
            {empty}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
