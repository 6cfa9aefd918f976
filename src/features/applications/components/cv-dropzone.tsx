import { Box, Button, Field, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { FileText, FileUp, X } from 'lucide-react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { APPLICATION_TEXTS } from '@/api/applications/application-messages'
import { CV_ACCEPT, CV_MAX_BYTES, cvProblem } from '@/api/applications/apply-input'
import { formatFileSize } from '../lib/apply-validation'

export const CV_ONE_FILE = 'Please attach one file only'

function rejectionMessage(rejections: readonly FileRejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)))
  if (codes.has('too-many-files')) return CV_ONE_FILE
  if (codes.has('file-too-large')) return APPLICATION_TEXTS.cvTooLarge
  return APPLICATION_TEXTS.cvType
}

type Props = {
  file: File | null
  error: string | undefined
  disabled?: boolean
  onChange: (file: File | null, error: string | undefined) => void
}

/** The CV: PDF, DOC or DOCX up to 10 MB, chosen by click, keyboard or drop; says plainly why a file is refused. */
export function CvDropzone({ file, error, disabled = false, onChange }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: CV_ACCEPT as unknown as Record<string, string[]>,
    maxSize: CV_MAX_BYTES,
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => {
      const first = accepted[0]
      if (!first || rejected.length > 0) return onChange(null, rejectionMessage(rejected))
      // The MIME check above trusts the browser; the name must say PDF/DOC/DOCX too.
      const problem = cvProblem(first)
      onChange(problem ? null : first, problem ?? undefined)
    },
  })

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        CV <Field.RequiredIndicator />
      </Field.Label>
      {file ? (
        <HStack
          w="full"
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          gap="3"
          bg="bg.panel"
          data-testid="cv-selected"
        >
          <Icon as={FileText} boxSize="6" color="indigo.fg" aria-hidden />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {file.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatFileSize(file.size)}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(null, undefined)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden /> Remove
          </Button>
        </HStack>
      ) : (
        <Box
          {...getRootProps({ role: 'button', 'aria-label': 'Attach your CV: PDF, DOC or DOCX, up to 10 MB' })}
          w="full"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={error ? 'border.error' : isDragActive ? 'indigo.solid' : 'border.emphasized'}
          bg={isDragActive ? 'indigo.subtle' : 'bg.panel'}
          borderRadius="xl"
          p={{ base: '5', md: '6' }}
          textAlign="center"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          _hover={{ borderColor: 'indigo.solid' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'indigo.focusRing', outlineOffset: '2px' }}
        >
          <input {...getInputProps()} data-testid="cv-input" aria-label="CV file" />
          <Stack align="center" gap="1">
            <Icon as={FileUp} boxSize="7" color="indigo.fg" aria-hidden />
            <Text fontWeight="semibold">
              {isDragActive ? 'Drop your CV here' : 'Drag your CV here or click to choose'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              PDF, DOC or DOCX · up to 10 MB
            </Text>
          </Stack>
        </Box>
      )}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
