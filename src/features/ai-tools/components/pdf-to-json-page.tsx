import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Heading,
  HStack,
  Icon,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { FileUp, Save } from 'lucide-react'
import { useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { DOCUMENT_UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/api/uploads'
import { RESUME_PARSED_FIELDS } from '@/api/resumes/resume-parse'
import { LinkButton } from '@/components/ui/app-link'
import { useSession } from '@/lib/session/use-session'
import { saveJsonResume } from '../api/pdf-to-json-api'
import {
  PDF_TO_JSON_MAX_MB,
  PDF_TO_JSON_TEXTS,
  readFileToJson,
  type PdfToJsonProgress,
  type PdfToJsonResult,
} from '../lib/pdf-to-json-read'
import { catalogTool } from '../tool-catalog'
import { ToolPageLayout, toolErrorMessage } from './tool-page-layout'

const STAGE_TEXT: Record<PdfToJsonProgress['stage'], string> = {
  loading: 'Loading the reader…',
  reading: 'Reading the file’s text…',
  parsing: 'Finding the resume’s fields…',
}

function Dropzone({
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
      if (first && rejected.length === 0) return onFile(first)
      const codes = new Set(rejected.flatMap((r) => r.errors.map((e) => e.code)))
      onRefused(codes.has('file-too-large') ? PDF_TO_JSON_TEXTS.tooLarge : PDF_TO_JSON_TEXTS.unsupported)
    },
  })
  return (
    <Box
      {...getRootProps({
        role: 'button',
        'aria-label': `Choose a resume: PDF, DOC or DOCX, up to ${PDF_TO_JSON_MAX_MB} MB`,
      })}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isDragActive ? 'indigo.solid' : 'border.emphasized'}
      bg={isDragActive ? 'indigo.subtle' : 'bg.panel'}
      borderRadius="xl"
      px="6"
      py={{ base: '8', md: '12' }}
      textAlign="center"
      cursor="pointer"
      _focusVisible={{ outline: '3px solid', outlineColor: 'indigo.focusRing', outlineOffset: '2px' }}
    >
      <input {...getInputProps()} data-testid="pdf-to-json-input" />
      <Stack align="center" gap="2">
        <Icon as={FileUp} boxSize="8" color="indigo.fg" aria-hidden="true" />
        <Text fontWeight="semibold">Drop a resume here, or click to choose one</Text>
        <Text fontSize="sm" color="fg.muted">
          PDF or DOCX, up to {PDF_TO_JSON_MAX_MB} MB. The file is read on this device and never uploaded.
        </Text>
      </Stack>
    </Box>
  )
}

function Confidence({ result }: { result: PdfToJsonResult }) {
  const found = RESUME_PARSED_FIELDS.filter((field) => result.fields[field] !== undefined)
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          Parse confidence
        </Heading>
        <Badge colorPalette="indigo">{Math.round(result.confidence * 100)}%</Badge>
        <Text fontSize="sm" color="fg.muted">
          {result.fileName} · {result.kind.toUpperCase()} · read in {result.ms} ms on this device
        </Text>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="64">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Field</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Confidence</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {found.map((field) => (
              <Table.Row key={field}>
                <Table.Cell>
                  <Code>{field}</Code>
                </Table.Cell>
                <Table.Cell textAlign="end">{Math.round((result.fields[field] ?? 0) * 100)}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="xs" color="fg.muted">
        A pattern match (an email address) rates higher than a section read under its heading, which rates
        higher than a guess from position alone (a headline). Fields not listed were not found.
      </Text>
    </Stack>
  )
}

function SaveAsResume({ result }: { result: PdfToJsonResult }) {
  const signedIn = useSession((s) => Boolean(s.token && s.user))
  const name = result.resume.basics?.name?.trim() || result.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')
  const save = useMutation({ mutationFn: () => saveJsonResume(name.slice(0, 200), result.resume) })
  if (!signedIn) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <LinkButton href="/login?redirect=%2Ftools%2Fpdf-to-json" size="xs" variant="outline" me="2">
          Sign in
        </LinkButton>
        to save this as a new resume.
      </Text>
    )
  }
  if (save.data) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Description>
          Saved as a draft resume “{save.data.resume.name}”.{' '}
          <LinkButton href={`/resumes/edit/${save.data.id}`} size="xs" variant="outline" ms="2">
            Open it
          </LinkButton>
        </Alert.Description>
      </Alert.Root>
    )
  }
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        loading={save.isPending}
        onClick={() => save.mutate()}
      >
        <Save size={14} aria-hidden="true" /> Save as a new resume
      </Button>
      {save.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {toolErrorMessage(save.error)}
        </Text>
      ) : null}
    </Stack>
  )
}

/** /tools/pdf-to-json: a resume file → JSON Resume with parse confidence, on the device. */
export function PdfToJsonPage() {
  const tool = catalogTool('pdf-to-json')
  const [progress, setProgress] = useState<PdfToJsonProgress | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const read = useMutation({
    mutationFn: (file: File) => readFileToJson(file, setProgress),
    onSettled: () => setProgress(null),
  })
  const result = read.data
  const json = result ? JSON.stringify(result.resume, null, 2) : ''
  return (
    <ToolPageLayout
      tool={tool}
      input={
        <Stack gap="3">
          <Dropzone
            onFile={(file) => {
              setRefused(null)
              read.mutate(file)
            }}
            onRefused={setRefused}
          />
          {refused ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {refused}
            </Text>
          ) : null}
          {progress ? (
            <Progress.Root
              value={progress.percent}
              size="sm"
              colorPalette="indigo"
              aria-label={STAGE_TEXT[progress.stage]}
            >
              <Progress.Label fontSize="sm" mb="1">
                {STAGE_TEXT[progress.stage]} {progress.percent}%
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
        </Stack>
      }
      running={read.isPending}
      progressLabel="Reading the resume on this device…"
      error={read.error}
      {...(result ? { ranOn: 'device' as const } : {})}
      result={
        result ? (
          <Stack gap="5">
            <Confidence result={result} />
            <SaveAsResume key={result.fileName + result.ms} result={result} />
            <Stack gap="1">
              <Heading as="h3" size="sm">
                JSON Resume
              </Heading>
              <Box
                as="pre"
                fontSize="xs"
                bg="bg.muted"
                borderRadius="md"
                p="3"
                maxH="96"
                overflow="auto"
                tabIndex={0}
                aria-label="JSON Resume"
                data-testid="pdf-to-json-output"
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
              >
                {json}
              </Box>
            </Stack>
          </Stack>
        ) : null
      }
      actions={
        result
          ? {
              copyText: json,
              saveName: result.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'resume',
              saveData: result.resume,
            }
          : null
      }
      footer={<Text>Reads resumes into the JSON Resume 1.0 format (jsonresume.org).</Text>}
    />
  )
}
