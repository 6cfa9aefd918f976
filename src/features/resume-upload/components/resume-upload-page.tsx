import { Alert, Container, Heading, List, Progress, Stack, Text } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { can } from '@/api/roles'
import { toaster } from '@/components/ui/toaster'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { RESUME_UPLOAD_HANDOFF, takeHandedOffFile } from '@/lib/file-handoff'
import { useDisplayRole } from '@/lib/session/use-session'
import { JobSeekerOnlyNotice } from '@/entities/resume/job-seeker-only-notice'
import { saveUploadedResume } from '../api/save-uploaded-resume'
import { readResumeFile, ResumeReadError, type ReadProgress, type ReadResult } from '../lib/read-resume-file'
import { ReviewForm, type ReviewSubmit } from './review-form'
import { UploadDropzone } from './upload-dropzone'

export const SAVE_FAILED_TEXT = 'Failed to save the resume. Please try again.'
const READ_FAILED_TEXT = 'That file could not be read. Please try another PDF or DOCX file.'

const STAGE_TEXT: Record<ReadProgress['stage'], string> = {
  loading: 'Getting the reader ready…',
  reading: 'Reading the text…',
  parsing: 'Finding your details…',
}

type Step =
  | { kind: 'pick'; refused: string | null }
  | { kind: 'reading'; fileName: string; progress: ReadProgress }
  | { kind: 'review'; fileName: string; parsed: ReadResult }

/**
 * /resumes/upload: drop a PDF, DOC or DOCX, read it on the device (with progress), review what was found field
 * by field, save. The file itself never leaves the device; Save sends the reviewed fields only.
 */
export function ResumeUploadPage() {
  const role = useDisplayRole()
  if (!can(role, 'createResume')) return <JobSeekerOnlyNotice />
  return <ResumeUploadFlow />
}

function ResumeUploadFlow() {
  const router = useRouter()
  const [step, setStep] = useState<Step>({ kind: 'pick', refused: null })
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const run = useRef(0)

  const read = async (file: File) => {
    const id = ++run.current
    setSaveError(null)
    setStep({ kind: 'reading', fileName: file.name, progress: { stage: 'loading', percent: 0 } })
    try {
      const parsed = await readResumeFile(file, (progress) => {
        if (run.current === id) setStep({ kind: 'reading', fileName: file.name, progress })
      })
      if (run.current === id) setStep({ kind: 'review', fileName: file.name, parsed })
    } catch (error) {
      if (run.current !== id) return
      setStep({ kind: 'pick', refused: error instanceof ResumeReadError ? error.message : READ_FAILED_TEXT })
    }
  }

  // A file dropped on the home page's hero arrives in memory; read it at once.
  useEffect(() => {
    const file = takeHandedOffFile(RESUME_UPLOAD_HANDOFF)
    if (file) void read(file)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const save = async ({ name, privacy, resume }: ReviewSubmit) => {
    setSaving(true)
    setSaveError(null)
    try {
      const result = await saveUploadedResume(name, resume, privacy)
      toaster.create({ type: 'success', title: 'Resume saved', description: `“${result.resume.name}”` })
      await router.navigate({ to: '/resumes/$id', params: { id: result.id } })
    } catch (error) {
      setSaveError(resumeFailureText(error, SAVE_FAILED_TEXT))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Upload your resume
          </Heading>
          <Text color="fg.muted">
            We read your PDF or Word file right here in your browser and fill in a resume for you to check.
            The file is never uploaded; only what you save is.
          </Text>
        </Stack>
        {step.kind === 'pick' ? (
          <Stack gap="3">
            <UploadDropzone
              onFile={(file) => void read(file)}
              onRefused={(text) => setStep({ kind: 'pick', refused: text })}
            />
            <div aria-live="polite">
              {step.refused ? (
                <Alert.Root status="warning" borderRadius="md">
                  <Alert.Indicator />
                  <Alert.Title>{step.refused}</Alert.Title>
                </Alert.Root>
              ) : null}
            </div>
            <List.Root fontSize="sm" color="fg.muted" gap="1" ps="5">
              <List.Item>PDF and DOCX files are read on your device, text and all.</List.Item>
              <List.Item>
                Old Word .doc files can’t be read in the browser: save them as DOCX or PDF first.
              </List.Item>
              <List.Item>
                A scanned PDF is a picture of text; it needs converting to text before it can be read.
              </List.Item>
            </List.Root>
          </Stack>
        ) : step.kind === 'reading' ? (
          <Stack gap="3" aria-live="polite" aria-busy="true">
            <Text fontWeight="medium">
              {STAGE_TEXT[step.progress.stage]}{' '}
              <Text as="span" color="fg.muted">
                ({step.fileName})
              </Text>
            </Text>
            <Progress.Root
              value={step.progress.percent}
              colorPalette="indigo"
              size="md"
              aria-label="Reading your resume"
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ) : (
          <ReviewForm
            key={step.fileName}
            parsed={step.parsed}
            fileName={step.fileName}
            saving={saving}
            error={saveError}
            onSubmit={(submit) => void save(submit)}
            onStartOver={() => setStep({ kind: 'pick', refused: null })}
          />
        )}
      </Stack>
    </Container>
  )
}
