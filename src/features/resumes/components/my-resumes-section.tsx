import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { FilePlus2, FileText, GitBranchPlus } from 'lucide-react'
import { useState } from 'react'
import type { MasterGroup } from '@/api/resumes/resume-record'
import { RESUME_ERROR_TEXTS } from '@/api/resumes/resume-errors'
import { resumeCardClass as c } from '@/components/static-css/resume-card'
import { LinkButton } from '@/components/ui/app-link'
import { CreateVariationDialog } from '@/entities/resume/actions/create-variation-dialog'
import {
  masterGroupsQueryOptions,
  resumesWithOwnershipQueryOptions,
} from '@/entities/resume/api/resume-queries'
import { ResumeListCard } from '@/entities/resume/resume-list-card'
import { isOfflineFailure } from '@/lib/offline-query'
import { chooseCollection, needsGroupsFallback } from '../lib/group-resumes'
import { ListState } from './list-state'
import { ResumeListSkeleton } from './resume-list-skeleton'

type Props = { viewerId: string; canCreate: boolean }

/**
 * "My resumes": the signed-in user's resumes as master groups, each head (the master, then standalone ones) with
 * its variations under it. From the ownership list, falling back to GET /api/Resume/masterGroups when that list
 * is empty or fails (seed 2 §8); when both fail, 'Failed to load resume collections. Please try again.'.
 */
export function MyResumesSection({ viewerId, canCreate }: Props) {
  const ownership = useQuery(resumesWithOwnershipQueryOptions(viewerId))
  const fallback = needsGroupsFallback(ownership)
  const groupsQuery = useQuery({ ...masterGroupsQueryOptions(viewerId), enabled: fallback })
  const source = chooseCollection(ownership, {
    data: groupsQuery.data,
    error: groupsQuery.error,
    isPending: groupsQuery.isPending,
  })
  const updatedAt = source.kind === 'groups' ? groupsQuery.dataUpdatedAt : ownership.dataUpdatedAt
  const [variationOf, setVariationOf] = useState<MasterGroup['masterResume'] | null>(null)

  const retry = () => {
    void ownership.refetch()
    if (fallback) void groupsQuery.refetch()
  }

  return (
    <Stack as="section" aria-labelledby="my-resumes-heading" gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" id="my-resumes-heading" size="lg">
          My resumes
        </Heading>
        {source.kind === 'ownership' || source.kind === 'groups' ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {countText(source.groups)}
          </Text>
        ) : null}
      </HStack>

      {source.kind === 'loading' ? (
        <ResumeListSkeleton label="Loading your resumes" count={2} />
      ) : source.kind === 'error' ? (
        <ListState
          icon={<FileText />}
          title={RESUME_ERROR_TEXTS.loadCollections}
          description="Your resumes are safe; they could not be fetched just now."
          offline={isOfflineFailure(source.error)}
          onRetry={retry}
        />
      ) : source.groups.length === 0 ? (
        <ListState
          icon={<FileText />}
          title="No resumes yet"
          description={
            canCreate
              ? 'Create your first resume: it becomes your master resume, and you can make variations of it for different roles.'
              : 'Resumes you own appear here.'
          }
          action={
            canCreate ? (
              <LinkButton href="/resumes/new" colorPalette="indigo">
                <FilePlus2 aria-hidden /> Create resume
              </LinkButton>
            ) : null
          }
        />
      ) : (
        <Stack gap="6">
          {source.groups.map((group) => (
            <div key={group.masterResume.id} className={c.group} data-testid="resume-group">
              {/* Wrapped: the card fills its cell, and the cell is as tall as the variations beside it. */}
              <div>
                <ResumeListCard resume={group.masterResume} updatedAt={updatedAt} />
              </div>
              <div className={c.groupSide}>
                {group.variations.length > 0 ? (
                  <div
                    className={c.groupVariations}
                    role="list"
                    aria-label={`Variations of ${group.masterResume.name}`}
                  >
                    {group.variations.map((variation) => (
                      <div role="listitem" key={variation.id}>
                        <ResumeListCard
                          resume={variation}
                          updatedAt={updatedAt}
                          variation
                          headingLevel="h4"
                        />
                      </div>
                    ))}
                  </div>
                ) : null}
                {canCreate ? (
                  <Button
                    variant="outline"
                    borderStyle="dashed"
                    borderWidth="2px"
                    color="fg.muted"
                    h="auto"
                    minH="14"
                    py="3"
                    whiteSpace="normal"
                    _hover={{ color: 'indigo.fg', borderColor: 'indigo.muted', bg: 'indigo.subtle' }}
                    onClick={() => setVariationOf(group.masterResume)}
                    aria-label={`Create a variation of ${group.masterResume.name}`}
                  >
                    <GitBranchPlus aria-hidden />
                    {group.variations.length === 0
                      ? 'Create a variation — a copy tailored for one kind of role'
                      : 'Create another variation'}
                  </Button>
                ) : null}
              </div>
            </div>
          ))}
        </Stack>
      )}
      {variationOf ? (
        <CreateVariationDialog
          resume={variationOf}
          open
          onOpenChange={(open) => {
            if (!open) setVariationOf(null)
          }}
        />
      ) : null}
    </Stack>
  )
}

function countText(groups: readonly MasterGroup[]): string {
  const total = groups.reduce((sum, group) => sum + 1 + group.variations.length, 0)
  return `${total} ${total === 1 ? 'resume' : 'resumes'}`
}
