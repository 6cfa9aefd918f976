import { Box, Icon, Stack, Text } from '@chakra-ui/react'
import { FileUp } from 'lucide-react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { DOCUMENT_UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/api/uploads'
import { MAX_MB, TOO_LARGE_TEXT, UNSUPPORTED_TEXT } from '../lib/read-resume-file'

function rejectionText(rejections: readonly FileRejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)))
  if (codes.has('too-many-files')) return 'Please choose one resume at a time.'
  if (codes.has('file-too-large')) return TOO_LARGE_TEXT
  return UNSUPPORTED_TEXT
}

/** Drop or pick one PDF, DOC or DOCX (seed 1 §5: 10 MB); a refused file is named with the reason. */
export function UploadDropzone({
  onFile,
  onRefused,
}: {
  onFile: (file: File) => void
  onRefused: (text: string) => void
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: DOCUMENT_UPLOAD_ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    multiple: false,
    onDrop: (accepted, rejected) => {
      const first = accepted[0]
      if (first && rejected.length === 0) onFile(first)
      else onRefused(rejectionText(rejected))
    },
  })
  return (
    <Box
      {...getRootProps({
        role: 'button',
        'aria-label': `Choose your resume: PDF, DOC or DOCX, up to ${MAX_MB} MB`,
      })}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isDragActive ? 'indigo.solid' : 'border.emphasized'}
      bg={isDragActive ? 'indigo.subtle' : 'bg.panel'}
      borderRadius="xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '10', md: '16' }}
      textAlign="center"
      cursor="pointer"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'indigo.solid' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'indigo.focusRing', outlineOffset: '2px' }}
    >
      <input {...getInputProps()} data-testid="resume-upload-input" aria-label="Resume file" />
      <Stack align="center" gap="3">
        <Icon boxSize="10" color="indigo.fg" aria-hidden>
          <FileUp />
        </Icon>
        <Text fontWeight="semibold" fontSize="lg">
          {isDragActive ? 'Drop your resume here' : 'Drag your resume here or click to choose'}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          PDF, DOC or DOCX · up to {MAX_MB} MB · read on this device
        </Text>
      </Stack>
    </Box>
  )
}
