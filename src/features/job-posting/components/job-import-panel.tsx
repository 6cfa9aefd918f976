import { Box, Button, Card, Heading, HStack, Icon, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { FileUp, Link2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import type { JobDraft } from '@/api/job-import'
import { extractJobFromUrl, importJobFromFile } from '../api/import-job'
import { fileRejectionMessage, JOB_FILE_ACCEPT } from '../lib/import-file-rules'
import { serverMessage } from '../lib/server-errors'
import { JobLinkForm } from './job-link-form'

type Busy = { kind: 'file' | 'url'; label: string } | null

type Props = { onImported: (draft: JobDraft) => void; disabled?: boolean }

/**
 * "Start from a file" (PDF, DOCX or text, ≤ 10 MiB) and "Start from a link": the server reads either into a
 * draft (CreateFromFile / Extract) that prefills the form below. Nothing is saved until the user posts it.
 */
export function JobImportPanel({ onImported, disabled }: Props) {
  const [busy, setBusy] = useState<Busy>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const run = async (next: NonNullable<Busy>, call: (signal: AbortSignal) => Promise<JobDraft>) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setBusy(next)
    setFileError(null)
    setLinkError(null)
    try {
      const draft = await call(abort.signal)
      if (!abort.signal.aborted) onImported(draft)
    } catch (error) {
      if (abort.signal.aborted) return
      ;(next.kind === 'file' ? setFileError : setLinkError)(serverMessage(error))
    } finally {
      if (controller.current === abort) {
        controller.current = null
        setBusy(null)
      }
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: JOB_FILE_ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    minSize: 1,
    multiple: false,
    disabled: disabled || busy !== null,
    onDrop: (accepted, rejected) => {
      const file = accepted[0]
      if (!file || rejected.length > 0) {
        setFileError(fileRejectionMessage(rejected))
        return
      }
      void run({ kind: 'file', label: `Reading ${file.name}…` }, (signal) => importJobFromFile(file, signal))
    },
  })

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Start from an existing description
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            We read it and fill in the form below. Nothing is posted until you review it and save.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Stack gap="2">
            <Text fontWeight="medium" id="job-import-file-label">
              Start from a file
            </Text>
            <Box
              {...getRootProps({
                role: 'button',
                'aria-labelledby': 'job-import-file-label job-import-file-hint',
              })}
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={fileError ? 'border.error' : isDragActive ? 'indigo.solid' : 'border.emphasized'}
              bg={isDragActive ? 'indigo.subtle' : 'bg.panel'}
              borderRadius="lg"
              p="5"
              textAlign="center"
              cursor={busy ? 'progress' : 'pointer'}
              _hover={{ borderColor: 'indigo.solid' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'indigo.focusRing', outlineOffset: '2px' }}
            >
              <input
                {...getInputProps()}
                data-testid="job-import-file-input"
                aria-label="Job description file"
              />
              <Stack align="center" gap="1">
                <Icon boxSize="6" color="indigo.fg" aria-hidden>
                  <FileUp />
                </Icon>
                <Text fontWeight="semibold" fontSize="sm">
                  {isDragActive ? 'Drop the file here' : 'Drag a file here or click to choose'}
                </Text>
                <Text fontSize="xs" color="fg.muted" id="job-import-file-hint">
                  PDF, DOCX or TXT · up to 10 MiB
                </Text>
              </Stack>
            </Box>
            {fileError ? (
              <Text role="alert" color="fg.error" fontSize="sm">
                {fileError}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="2">
            <HStack gap="2">
              <Icon boxSize="4" color="indigo.fg" aria-hidden>
                <Link2 />
              </Icon>
              <Text fontWeight="medium">Start from a link</Text>
            </HStack>
            <JobLinkForm
              disabled={disabled || busy !== null}
              error={linkError}
              onError={setLinkError}
              onSubmit={(url) =>
                void run({ kind: 'url', label: 'Reading the page…' }, (signal) =>
                  extractJobFromUrl(url, signal),
                )
              }
            />
          </Stack>
        </SimpleGrid>
        {busy ? (
          <Stack gap="2" role="status" aria-live="polite">
            <HStack justify="space-between" gap="3">
              <Text fontSize="sm">{busy.label}</Text>
              <Button size="xs" variant="ghost" onClick={() => controller.current?.abort()}>
                Cancel
              </Button>
            </HStack>
            <Progress.Root value={null} size="xs" colorPalette="indigo" aria-label={busy.label}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
