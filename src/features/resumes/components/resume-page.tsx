import { Box, Button, Container, HStack, Stack, Text } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import {
  ArrowLeft,
  ChevronDown,
  Code2,
  Download,
  GitBranchPlus,
  MoreHorizontal,
  Pencil,
  Share2,
  UserRoundPlus,
  UserRoundX,
} from 'lucide-react'
import { useState } from 'react'
import type { Resume } from '@/api/resumes/resume-record'
import { resumeCardClass as c } from '@/components/static-css/resume-card'
import { ActionMenu } from '@/components/ui/action-menu'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { ResumeActionDialog } from '@/entities/resume/actions/resume-action-dialog'
import { CreateVariationDialog } from '@/entities/resume/actions/create-variation-dialog'
import { isReviewerRole } from '@/entities/resume/actions/resume-actions'
import { downloadResume, type ResumeExportFormat } from '@/entities/resume/api/download-resume'
import { PrivacyBadge } from '@/entities/resume/privacy-badge'
import { ManualCopyDialog } from '@/components/share/manual-copy-dialog'
import { useResumeShare } from '@/entities/resume/share/use-resume-share'
import { ResumeDocument } from '@/entities/resume/view/resume-document'
import { ResumeMediaSection } from '@/entities/resume-media/resume-media-section'
import { useResumePrivacy } from '@/entities/resume/writes/use-resume-privacy'
import { useResumeWatch } from '@/entities/resume/writes/use-resume-watch'
import { usePageMeta } from '@/hooks/use-page-meta'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { useDisplayRole, useIsSignedIn, useSignedInUserId } from '@/lib/session/use-session'
import { EmbedResumeDialog } from './embed-resume-dialog'
import { ResumeJsonLd } from './resume-json-ld'

type Props = { resume: Resume; updatedAt: number }

const DOWNLOADS: { format: ResumeExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'json', label: 'JSON Resume file' },
]

/**
 * /resumes/{id or slug}: the resume as a page to read (ResumeDocument), with what the viewer may do — share for
 * everyone; edit, download, variations and the action dialog for the owner; download and Track Candidate for
 * recruiters. Search engines index it only while it is public.
 */
export function ResumePage({ resume, updatedAt }: Props) {
  const router = useRouter()
  const signedIn = useIsSignedIn()
  const viewerId = useSignedInUserId()
  const role = useDisplayRole()
  const owner = signedIn && resume.isOwner
  const reviewer = signedIn && !owner && isReviewerRole(role)
  const privacy = useResumePrivacy(resume, updatedAt)
  const watch = useResumeWatch(resume, updatedAt)
  const { share, manualUrl, closeManual } = useResumeShare()
  const [actionsOpen, setActionsOpen] = useState(false)
  const [variationOpen, setVariationOpen] = useState(false)
  const [embedOpen, setEmbedOpen] = useState(false)
  const [downloading, setDownloading] = useState<ResumeExportFormat | null>(null)
  const basics = resume.resume.basics
  const person = basics?.name?.trim()

  usePageMeta({
    title: person && person !== resume.name ? `${resume.name} — ${person}` : resume.name,
    description:
      [basics?.label, resume.description ?? basics?.summary].filter(Boolean).join('. ').slice(0, 160) ||
      undefined,
    noindex: privacy.privacy !== 'public',
  })

  const download = async (format: ResumeExportFormat) => {
    setDownloading(format)
    try {
      await downloadResume(resume.id, resume.name, format)
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Download failed',
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setDownloading(null)
    }
  }

  const canVary = owner && resume.parentId === null

  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      {resume.privacy === 'public' ? <ResumeJsonLd resume={resume} /> : null}
      <Stack gap={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <AppLink href="/resumes" fontSize="sm" color="fg.muted" display="inline-flex" gap="1">
            <ArrowLeft size={16} aria-hidden /> All resumes
          </AppLink>
          <HStack gap="1.5" wrap="wrap" className={c.badges}>
            {resume.isMaster ? <span className={`${c.badge} ${c.badgeMaster}`}>Master</span> : null}
            {resume.parentId ? <span className={`${c.badge} ${c.badgeOutline}`}>Variation</span> : null}
            {owner ? <PrivacyBadge privacy={privacy.privacy} /> : null}
            {privacy.syncState === 'pending' ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                Waiting to sync
              </Text>
            ) : null}
          </HStack>
        </HStack>

        <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Resume tools">
          {owner ? (
            <LinkButton href={`/resumes/edit/${resume.id}`} colorPalette="indigo" size="sm">
              <Pencil aria-hidden /> Edit
            </LinkButton>
          ) : null}
          {reviewer ? (
            <Button
              size="sm"
              colorPalette="indigo"
              variant={watch.isWatched ? 'subtle' : 'solid'}
              aria-pressed={watch.isWatched}
              onClick={() => void watch.toggle()}
            >
              {watch.isWatched ? <UserRoundX aria-hidden /> : <UserRoundPlus aria-hidden />}
              {watch.isWatched ? 'Untrack Candidate' : 'Track Candidate'}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => void share(resume)}>
            <Share2 aria-hidden /> Share
          </Button>
          <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setEmbedOpen(true)}>
            <Code2 aria-hidden /> Embed
          </Button>
          {owner || reviewer ? (
            <ActionMenu
              items={DOWNLOADS.map((item) => ({
                value: item.format,
                label: item.label,
                onSelect: () => void download(item.format),
              }))}
              trigger={(props) => (
                <Button
                  {...props}
                  size="sm"
                  variant="outline"
                  loading={downloading !== null}
                  loadingText="Preparing…"
                >
                  <Download aria-hidden /> {owner ? 'Download' : 'Download Resume'}{' '}
                  <ChevronDown aria-hidden />
                </Button>
              )}
            />
          ) : null}
          {canVary ? (
            <Button size="sm" variant="outline" onClick={() => setVariationOpen(true)}>
              <GitBranchPlus aria-hidden /> Create variation
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-haspopup="dialog"
            onClick={() => setActionsOpen(true)}
            aria-label={`Actions for ${resume.name}`}
          >
            <MoreHorizontal aria-hidden /> More
          </Button>
        </HStack>

        <ResumeMediaSection resumeId={resume.id} viewerId={viewerId} canEdit={owner && resume.canEdit} />

        <Box
          as="article"
          aria-label={resume.name}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          shadow="sm"
          px={{ base: '5', md: '12' }}
          py={{ base: '6', md: '12' }}
        >
          <ResumeDocument resume={resume.resume} fallbackName={resume.name} />
        </Box>

        <Text fontSize="xs" color="fg.muted" textAlign="center">
          {resume.name} · updated{' '}
          <RelativeDateText value={resume.updatedAt} renderedAt={updatedAt} lowercase /> · {resume.views}{' '}
          {resume.views === 1 ? 'view' : 'views'}
        </Text>
      </Stack>

      <ResumeActionDialog
        resume={{
          id: resume.id,
          slug: resume.slug,
          name: resume.name,
          privacy: resume.privacy,
          isMaster: resume.isMaster,
          parentId: resume.parentId,
          isWatched: resume.isWatched,
          isOwner: resume.isOwner,
        }}
        updatedAt={updatedAt}
        open={actionsOpen}
        onOpenChange={setActionsOpen}
        onDeleted={() => void router.navigate({ to: '/resumes' })}
      />
      {canVary && variationOpen ? (
        <CreateVariationDialog
          resume={resume}
          open
          onOpenChange={setVariationOpen}
          onCreated={(id) => void router.navigate({ to: '/resumes/$id', params: { id } })}
        />
      ) : null}
      <ManualCopyDialog url={manualUrl} label="Link to this resume" onClose={closeManual} />
      {embedOpen ? (
        <EmbedResumeDialog
          resume={resume}
          privacy={owner ? privacy.privacy : resume.privacy}
          owner={owner}
          open
          onOpenChange={setEmbedOpen}
        />
      ) : null}
    </Container>
  )
}
