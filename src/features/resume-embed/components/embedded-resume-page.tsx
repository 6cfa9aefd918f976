import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink, Eye } from 'lucide-react'
import type { Resume } from '@/api/resumes/resume-record'
import { resumeUrl } from '@/entities/resume/share/share-link'
import { ResumeDocument } from '@/entities/resume/view/resume-document'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSignedInUserId } from '@/lib/session/use-session'
import { embeddedResumeQueryOptions, isUnavailable } from '../api/embedded-resume-query'
import {
  EmbeddedResumeFailed,
  EmbeddedResumeLoading,
  EmbeddedResumeUnavailable,
} from './embedded-resume-states'

/**
 * The embeddable resume (/embedded-resume/{id or slug} and its aliases): a light page other sites frame. Only the
 * resume and a link that opens its full page in a new tab — nothing to sign in to or act on inside someone else's
 * site. Never indexed (the full page is the one to find).
 */
export function EmbeddedResumePage({ identifier }: { identifier: string }) {
  const viewerId = useSignedInUserId()
  const query = useQuery(embeddedResumeQueryOptions(identifier, viewerId))
  const resume = query.data
  usePageMeta({ title: resume ? titleOf(resume) : 'Resume', noindex: true })

  // The latest answer wins over data from before: a resume made private since is not shown.
  if (query.isError && isUnavailable(query.error)) return <EmbeddedResumeUnavailable siteUrl={siteUrl()} />
  if (!resume) {
    if (query.isError) return <EmbeddedResumeFailed onRetry={() => void query.refetch()} />
    return <EmbeddedResumeLoading />
  }
  const fullPage = resumeUrl(resume, window.location.origin)
  return (
    <Box as="main" minH="100dvh" bg="bg" color="fg">
      <Stack maxW="4xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '3', md: '5' }} gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm">
          <Text color="fg.muted">
            Resume on{' '}
            <Text as="span" fontWeight="semibold" color="indigo.fg">
              ReelHire
            </Text>
          </Text>
          <Link
            href={fullPage}
            target="_blank"
            rel="noopener"
            color="indigo.fg"
            fontWeight="medium"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            View on ReelHire <ExternalLink size={14} aria-hidden />
            <Text as="span" srOnly>
              (opens in a new tab)
            </Text>
          </Link>
        </HStack>
        {resume.privacy === 'public' ? null : <OwnerPreviewNote />}
        <Box
          as="article"
          aria-label={resume.name}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          px={{ base: '4', md: '10' }}
          py={{ base: '5', md: '10' }}
        >
          <ResumeDocument resume={resume.resume} fallbackName={resume.name} />
        </Box>
      </Stack>
    </Box>
  )
}

/** Only the owner side is ever answered a resume that is not public: say that others do not see it. */
function OwnerPreviewNote() {
  return (
    <HStack
      role="note"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      bg="orange.subtle"
      color="orange.fg"
      fontSize="sm"
      align="start"
    >
      <Box flexShrink={0} pt="0.5" aria-hidden>
        <Eye size={16} />
      </Box>
      <Text>
        Preview: only you can see this. Other sites show “This resume is not available” until you make the
        resume public.
      </Text>
    </HStack>
  )
}

function titleOf(resume: Resume): string {
  const person = resume.resume.basics?.name?.trim()
  return person && person !== resume.name ? `${resume.name} — ${person}` : resume.name
}

const siteUrl = () => `${window.location.origin}/resumes`
