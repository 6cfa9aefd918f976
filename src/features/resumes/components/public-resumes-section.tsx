import { Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { FileSearch } from 'lucide-react'
import { RESUME_ERROR_TEXTS } from '@/api/resumes/resume-errors'
import { Pagination } from '@/components/navigation/pagination'
import { publicResumesQueryOptions } from '@/entities/resume/api/resume-queries'
import { ResumeListCard } from '@/entities/resume/resume-list-card'
import { isOfflineFailure } from '@/lib/offline-query'
import { limitOf, pageOf, RESUME_PAGE_SIZES, type ResumesSearch } from '../lib/resumes-search'
import { ListState } from './list-state'
import { ResumeListSkeleton } from './resume-list-skeleton'

type Props = {
  search: ResumesSearch
  viewerId: string | null
  onSearchChange: (next: ResumesSearch) => void
}

export const resumesFoundText = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'resume' : 'resumes'}`

/**
 * "Public resumes": GET /api/Resume/public?page&limit — the resumes this viewer may see (public to everyone;
 * recruiter-only ones too for recruiters), newest first, 12, 24 or 48 a page.
 */
export function PublicResumesSection({ search, viewerId, onSearchChange }: Props) {
  const page = pageOf(search)
  const limit = limitOf(search)
  const query = useQuery({
    ...publicResumesQueryOptions(page, limit, viewerId),
    placeholderData: keepPreviousData,
  })
  const offlineMiss = query.fetchStatus === 'paused' && (!query.data || query.isPlaceholderData)
  const data = offlineMiss ? undefined : query.data

  const goToPage = (next: number) => {
    onSearchChange({ ...search, page: next > 1 ? next : undefined })
    document.getElementById('public-resumes-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <Stack as="section" aria-labelledby="public-resumes-heading" gap="4">
      <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" id="public-resumes-heading" size="lg" scrollMarginTop="20">
            Public resumes
          </Heading>
          <Text
            fontSize="sm"
            color="fg.muted"
            role="status"
            aria-live="polite"
            data-testid="public-resumes-count"
          >
            {data ? resumesFoundText(data.total) : query.isPending ? 'Loading resumes…' : ''}
          </Text>
        </Stack>
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor="resumes-per-page">Per page</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="resumes-per-page"
              value={String(limit)}
              onChange={(event) =>
                onSearchChange({ page: undefined, limit: Number(event.currentTarget.value) })
              }
            >
              {RESUME_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>

      {data ? (
        data.items.length > 0 ? (
          <>
            <SimpleGrid
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="4"
              opacity={query.isPlaceholderData ? 0.6 : 1}
              transition="opacity 0.15s"
            >
              {data.items.map((item) => (
                <ResumeListCard key={item.id} resume={item} updatedAt={query.dataUpdatedAt} />
              ))}
            </SimpleGrid>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={goToPage}
              label="Resume pages"
            />
          </>
        ) : (
          <ListState
            icon={<FileSearch />}
            title="No public resumes yet"
            description={
              page > 1 ? 'There are no resumes on this page.' : 'Resumes people share publicly appear here.'
            }
          />
        )
      ) : query.isError || offlineMiss ? (
        <ListState
          icon={<FileSearch />}
          title={RESUME_ERROR_TEXTS.loadResumes}
          description="The list could not be fetched just now."
          offline={offlineMiss || isOfflineFailure(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ResumeListSkeleton label="Loading public resumes" count={6} />
      )}
    </Stack>
  )
}
