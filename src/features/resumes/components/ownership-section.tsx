import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { UserRoundSearch } from 'lucide-react'
import type { ResumeOwnership } from '@/api/resumes/resume-record'
import { RESUME_ERROR_TEXTS } from '@/api/resumes/resume-errors'
import { resumesWithOwnershipQueryOptions } from '@/entities/resume/api/resume-queries'
import { ResumeListCard } from '@/entities/resume/resume-list-card'
import { isOfflineFailure } from '@/lib/offline-query'
import { ListState } from './list-state'
import { ResumeListSkeleton } from './resume-list-skeleton'

type Props = {
  viewerId: string
  ownership: Exclude<ResumeOwnership, 'owned'>
  title: string
  emptyText: string
  /** Shown even when empty (a recruiter's tracked list); otherwise the section hides when there is nothing. */
  alwaysShow?: boolean
}

/**
 * The resumes of the ownership list (GET /api/Resume/withOwnership) that are not the user's own: the ones a
 * recruiter tracks, and the ones of their account's people they may edit.
 */
export function OwnershipSection({ viewerId, ownership, title, emptyText, alwaysShow = false }: Props) {
  const query = useQuery(resumesWithOwnershipQueryOptions(viewerId))
  const items = query.data?.filter((item) => item.ownership === ownership) ?? []
  if (!alwaysShow && items.length === 0) return null
  const id = `resumes-${ownership}-heading`
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {query.data ? (
        items.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {items.map((item) => (
              <ResumeListCard key={item.id} resume={item} updatedAt={query.dataUpdatedAt} />
            ))}
          </SimpleGrid>
        ) : (
          <ListState icon={<UserRoundSearch />} title="Nothing here yet" description={emptyText} />
        )
      ) : query.isError ? (
        <ListState
          icon={<UserRoundSearch />}
          title={RESUME_ERROR_TEXTS.loadResumes}
          description="The list could not be fetched just now."
          offline={isOfflineFailure(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ResumeListSkeleton label={`Loading ${title.toLowerCase()}`} count={3} />
      )}
    </Stack>
  )
}
