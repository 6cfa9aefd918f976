import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Eye } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { formatInteger } from '@/lib/en-us-number'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { useMyProfileViews } from '../api/profile-views'

/** "N profile views in the last 30 days" (singular for one). */
export const profileViewsText = (count: number, days: number) =>
  `${formatInteger(count)} profile ${count === 1 ? 'view' : 'views'} in the last ${days} days`

/**
 * The owner's own profile: how many looked in the last 30 days and who (recruiters as "A recruiter at …",
 * without a link: decision 050). Only ever rendered on the owner's profile; the server answers for the caller.
 */
export function ProfileViewsPanel() {
  const query = useMyProfileViews(true)
  return (
    <Stack
      as="section"
      aria-labelledby="profile-views-heading"
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <HStack gap="2">
        <Eye aria-hidden size={18} />
        <Heading as="h2" id="profile-views-heading" size="md">
          Who viewed your profile
        </Heading>
      </HStack>
      {query.data ? (
        <>
          <Text fontWeight="medium" data-testid="profile-views-count">
            {profileViewsText(query.data.count, query.data.days)}
          </Text>
          {query.data.viewers.length > 0 ? (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent viewers">
              {query.data.viewers.map((viewer, index) => (
                <HStack as="li" key={viewer.id ?? `anonymous-${index}`} gap="3">
                  <PersonAvatar
                    firstName={viewer.name}
                    lastName={viewer.name.split(' ').at(-1) ?? ''}
                    avatar={viewer.avatar}
                    size="2.25rem"
                  />
                  <Stack gap="0" minW="0" flex="1">
                    {viewer.id ? (
                      <AppLink href={`/people/${viewer.slug || viewer.id}`} fontWeight="medium">
                        {viewer.name}
                      </AppLink>
                    ) : (
                      <Text fontWeight="medium">{viewer.name}</Text>
                    )}
                    {viewer.headline ? (
                      <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                        {viewer.headline}
                      </Text>
                    ) : null}
                  </Stack>
                  <Text fontSize="sm" color="fg.muted" flexShrink="0">
                    <RelativeDateText value={viewer.lastViewedAt} renderedAt={query.dataUpdatedAt} />
                  </Text>
                </HStack>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Nobody has viewed your profile lately. Share your link to be found.
            </Text>
          )}
        </>
      ) : query.isError ? (
        <Text color="fg.muted" fontSize="sm">
          Failed to load content
        </Text>
      ) : (
        <Skeleton height="6" width="60%" />
      )}
    </Stack>
  )
}
