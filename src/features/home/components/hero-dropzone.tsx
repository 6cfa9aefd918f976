import { Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { CircleCheck, FileUp, X } from 'lucide-react'
import { useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { DOCUMENT_UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/api/uploads'
import { handOffFile, RESUME_UPLOAD_HANDOFF } from '@/lib/file-handoff'

export const UNSUPPORTED_TYPE_MESSAGE =
  "That file type isn't supported. Please upload a PDF, DOC or DOCX file."
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / 1_048_576)
export const TOO_LARGE_MESSAGE = `That file is larger than ${MAX_MB} MB. Please upload a PDF, DOC or DOCX file under ${MAX_MB} MB.`
export const TOO_MANY_MESSAGE = 'Please upload one resume at a time.'

function rejectionMessage(rejections: readonly FileRejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)))
  if (codes.has('too-many-files')) return TOO_MANY_MESSAGE
  if (codes.has('file-invalid-type')) return UNSUPPORTED_TYPE_MESSAGE
  if (codes.has('file-too-large')) return TOO_LARGE_MESSAGE
  return UNSUPPORTED_TYPE_MESSAGE
}

function formatSize(bytes: number): string {
  return bytes < 1_048_576
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1_048_576).toFixed(1)} MB`
}

/**
 * Slide 2's resume drop zone: PDF, DOC or DOCX only, up to 10 MB, with a clear message for anything else. An
 * accepted file is handed to /resumes/upload in memory (`onAccepted` goes there), which reads it on the device.
 */
export function HeroDropzone({ onOutcome, onAccepted }: { onOutcome?: () => void; onAccepted?: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: DOCUMENT_UPLOAD_ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    multiple: false,
    onDrop: (accepted, rejected) => {
      const first = accepted[0]
      if (first && rejected.length === 0) {
        setFile(first)
        setError(null)
        handOffFile(RESUME_UPLOAD_HANDOFF, first)
        onAccepted?.()
      } else {
        setFile(null)
        setError(rejectionMessage(rejected))
      }
      onOutcome?.()
    },
  })

  return (
    <Stack gap="3" w="full">
      <Box
        {...getRootProps({
          role: 'button',
          'aria-label': 'Upload your resume: PDF, DOC or DOCX, up to 10 MB',
        })}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'border.error' : isDragActive ? 'indigo.solid' : 'border.emphasized'}
        bg={isDragActive ? 'indigo.subtle' : 'bg.panel'}
        borderRadius="xl"
        p={{ base: '5', md: '8' }}
        textAlign="center"
        cursor="pointer"
        transition="border-color 0.15s, background 0.15s"
        _hover={{ borderColor: 'indigo.solid' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'indigo.focusRing', outlineOffset: '2px' }}
      >
        <input {...getInputProps()} data-testid="hero-dropzone-input" aria-label="Resume file" />
        <Stack align="center" gap="2">
          <Icon boxSize="8" color="indigo.fg" aria-hidden>
            {file ? <CircleCheck /> : <FileUp />}
          </Icon>
          {file ? (
            <Text fontWeight="semibold" wordBreak="break-all">
              {file.name}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                ({formatSize(file.size)})
              </Text>
            </Text>
          ) : (
            <Text fontWeight="semibold">
              {isDragActive ? 'Drop your resume here' : 'Drag your resume here or click to choose'}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {file
              ? 'Looks good. Continue below to turn it into a video resume.'
              : 'PDF, DOC or DOCX · up to 10 MB'}
          </Text>
        </Stack>
      </Box>
      <Box aria-live="polite" minH="6">
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm" fontWeight="medium">
            {error}
          </Text>
        )}
        {file && (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              Ready: {file.name}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setFile(null)}
              aria-label={`Remove ${file.name}`}
            >
              <X aria-hidden /> Remove
            </Button>
          </HStack>
        )}
      </Box>
    </Stack>
  )
}
