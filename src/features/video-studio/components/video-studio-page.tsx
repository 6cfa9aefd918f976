import {
  Alert,
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Camera, FileVideo, Link2, Wand2 } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { ownedResumesQueryOptions } from '@/entities/resume/api/resume-queries'
import { resumeMediaKey } from '@/entities/resume-media/resume-media-api'
import { pitchScript } from '@/api/resumes/pitch-script'
import { followQueuedUploads, onUploadEvents, startDraftUpload } from '../lib/upload-runner'
import { listDrafts, type VideoDraft } from '../lib/video-drafts-store'
import { AiVideoPanel } from './ai-video-panel'
import { FilePanel } from './file-panel'
import { RecorderPanel } from './recorder-panel'
import { UploadsList } from './uploads-list'
import { YoutubePanel } from './youtube-panel'

type Tab = 'record' | 'file' | 'youtube' | 'ai'
type Props = { viewerId: string; initialResumeId?: string; initialTab?: Tab }

const DEFAULT_NAME = 'My video pitch'

/**
 * /resumes/upload/video: add a video to one of your resumes — record it with the camera (teleprompter included),
 * pick a file, or link a YouTube video. Recordings and files are kept on the device until the server has them.
 */
export function VideoStudioPage({ viewerId, initialResumeId, initialTab = 'record' }: Props) {
  const queryClient = useQueryClient()
  const owned = useQuery(ownedResumesQueryOptions(viewerId))
  const resumes = useMemo(() => owned.data ?? [], [owned.data])
  const [chosenId, setChosenId] = useState(initialResumeId)
  const resume =
    resumes.find((r) => r.id === chosenId) ??
    resumes.find((r) => r.isActive) ??
    resumes.find((r) => r.isMaster) ??
    resumes[0]
  const [videoName, setVideoName] = useState(DEFAULT_NAME)
  const [drafts, setDrafts] = useState<VideoDraft[]>([])
  const pitch = useMemo(() => (resume ? pitchScript(resume.resume) : ''), [resume])
  const [tab, setTab] = useState<Tab>(initialTab)
  // The script as edited in "Generate AI Video", per resume; the teleprompter reads the same text.
  const [edited, setEdited] = useState<{ resumeId: string; script: string } | null>(null)
  const script = edited && edited.resumeId === resume?.id ? edited.script : pitch

  const refreshDrafts = useCallback(() => void listDrafts(viewerId).then(setDrafts), [viewerId])

  useEffect(() => {
    refreshDrafts()
    followQueuedUploads(() => viewerId)
    return onUploadEvents({
      onDone: (draft, mediaId) => {
        refreshDrafts()
        void queryClient.invalidateQueries({ queryKey: resumeMediaKey(draft.resumeId, viewerId).slice(0, 3) })
        toaster.create({
          type: 'success',
          title: `“${draft.name}” is uploaded`,
          description: 'It is being prepared for playback and appears on your resume in a moment.',
          action: {
            label: 'View resume',
            onClick: () =>
              window.location.assign(`/resumes/${draft.resumeId}${mediaId ? `#${mediaId}` : ''}`),
          },
        })
      },
    })
  }, [queryClient, refreshDrafts, viewerId])

  const queued = (draft: VideoDraft) => {
    refreshDrafts()
    void startDraftUpload(draft)
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Video resume
          </Heading>
          <Text color="fg.muted">
            A short video pitch next to your resume: record it here with a teleprompter, upload one, link a
            YouTube video, or generate one from your resume.
          </Text>
        </Stack>

        {owned.isPending ? (
          <Skeleton h="10" maxW="md" />
        ) : owned.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              Your resumes could not be loaded. Check your connection and try again.
            </Alert.Description>
          </Alert.Root>
        ) : !resume ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>A video belongs to a resume</Alert.Title>
              <Alert.Description>
                Create your resume first, then add your video pitch to it.
              </Alert.Description>
            </Alert.Content>
            <LinkButton href="/resumes/new" size="sm" colorPalette="indigo">
              Create your resume
            </LinkButton>
          </Alert.Root>
        ) : (
          <>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4">
              <Field.Root flex="1">
                <Field.Label>Resume</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={resume.id} onChange={(e) => setChosenId(e.currentTarget.value)}>
                    {resumes.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                        {r.isMaster ? ' (master)' : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {/* A generated video has its own name, saying what it is. */}
              {tab === 'ai' ? null : (
                <Field.Root flex="1">
                  <Field.Label>Video title</Field.Label>
                  <Input
                    value={videoName}
                    maxLength={200}
                    onChange={(e) => setVideoName(e.currentTarget.value)}
                  />
                </Field.Root>
              )}
            </Stack>

            <Tabs.Root
              value={tab}
              onValueChange={(e) => setTab(e.value as Tab)}
              variant="enclosed"
              lazyMount
              unmountOnExit
            >
              <Tabs.List flexWrap="wrap">
                <Tabs.Trigger value="record">
                  <Camera aria-hidden /> Record
                </Tabs.Trigger>
                <Tabs.Trigger value="file">
                  <FileVideo aria-hidden /> Upload file
                </Tabs.Trigger>
                <Tabs.Trigger value="youtube">
                  <Link2 aria-hidden /> YouTube
                </Tabs.Trigger>
                <Tabs.Trigger value="ai">
                  <Wand2 aria-hidden /> Generate AI Video
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="record">
                <RecorderPanel
                  ownerId={viewerId}
                  resumeId={resume.id}
                  videoName={videoName.trim() || DEFAULT_NAME}
                  script={script}
                  onKept={queued}
                />
              </Tabs.Content>
              <Tabs.Content value="file">
                <FilePanel
                  ownerId={viewerId}
                  resumeId={resume.id}
                  videoName={videoName.trim()}
                  onQueued={queued}
                />
              </Tabs.Content>
              <Tabs.Content value="youtube">
                <YoutubePanel
                  resumeId={resume.id}
                  videoName={videoName.trim() || 'YouTube video'}
                  onAdded={() => {
                    void queryClient.invalidateQueries({
                      queryKey: resumeMediaKey(resume.id, viewerId).slice(0, 3),
                    })
                    toaster.create({ type: 'success', title: 'The YouTube video is on your resume' })
                  }}
                />
              </Tabs.Content>
              <Tabs.Content value="ai">
                <AiVideoPanel
                  viewerId={viewerId}
                  resumeId={resume.id}
                  script={script}
                  defaultScript={pitch}
                  onScriptChange={(text) => setEdited({ resumeId: resume.id, script: text })}
                  onRecordYourself={() => setTab('record')}
                />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}

        <UploadsList drafts={drafts} onChange={refreshDrafts} />
      </Stack>
    </Container>
  )
}
