import {
  Alert,
  Badge,
  Box,
  Button,
  Clipboard,
  Container,
  Heading,
  HStack,
  Icon,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react'
import { ArrowLeft, Cpu, Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { AI_ENGINE_LABELS, type AiEngine } from '@/api/ai-tools/ai-result'
import { ErrorCode } from '@/api/errors'
import { AppLink } from '@/components/ui/app-link'
import { isApiError, toUserMessage } from '@/lib/api-client/api-error'
import { saveBlob } from '@/lib/download/save-blob'
import { usePageMeta } from '@/hooks/use-page-meta'
import type { Tool } from '../tool-catalog'

/** Where the result was worked out: by the server, or by the same engine on this device (offline). */
export type ToolRunPlace = 'server' | 'device'

export type ToolResultActions = {
  /** What "Copy result" puts on the clipboard: the result as plain text. */
  copyText: string
  /** What "Save" downloads: a file name (without extension) and the result as JSON. */
  saveName: string
  saveData: unknown
}

type Props = {
  tool: Tool
  /** The form: resume source picker, extra fields and the run button. */
  input: ReactNode
  /** True while the tool works: the progress bar shows and the result area is marked busy. */
  running: boolean
  /** What the progress bar says while running, e.g. "Scoring your resume…". */
  progressLabel?: string
  /** The failure of the last run, shown above the result area. */
  error?: unknown
  /** The result (null before the first run). */
  result: ReactNode | null
  /** The engine that produced the result, and where it ran; shown beside the result. */
  engine?: AiEngine
  ranOn?: ToolRunPlace
  /** Copy and Save of the current result; null hides them. */
  actions?: ToolResultActions | null
  /** Below the result: notes, the data source and its credit line. */
  footer?: ReactNode
}

/** The error as a reader sees it: the server's own words for input problems, the catalogue's otherwise. */
export function toolErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === ErrorCode.VALIDATION_ERROR && error.message)
    return error.message.replace(/^Validation failed: /, '').replace(/^[\w.]+: /, '')
  if (isApiError(error) && error.code === ErrorCode.NOT_FOUND_ERROR)
    return 'That resume was not found, or you may not read it.'
  if (isApiError(error)) return toUserMessage(error)
  return error instanceof Error ? error.message : String(error)
}

function saveJson(name: string, data: unknown) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
  saveBlob(blob, `${name}.json`)
}

/**
 * The frame every AI tool page shares: title and one-line description from the catalogue, the engine label,
 * the input area, a progress bar while it works, errors, and the result with "Copy result" and "Save".
 * The page keeps its own state; this only lays it out, so each tool stays one small component.
 */
export function ToolPageLayout({
  tool,
  input,
  running,
  progressLabel = 'Working…',
  error,
  result,
  engine = 'built-in',
  ranOn,
  actions,
  footer,
}: Props) {
  usePageMeta({ title: `${tool.title} · AI Tools`, description: tool.description })
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="3">
          <AppLink href="/tools" color="fg.muted" fontSize="sm" alignSelf="flex-start">
            <ArrowLeft size={16} aria-hidden="true" /> All AI tools
          </AppLink>
          <HStack gap="3" align="center">
            <Box
              colorPalette="indigo"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              borderRadius="lg"
              p="2"
              flexShrink={0}
            >
              <Icon as={tool.icon} boxSize="6" aria-hidden="true" />
            </Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {tool.title}
            </Heading>
          </HStack>
          <Text color="fg.muted">{tool.description}</Text>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="indigo" variant="subtle" gap="1">
              <Cpu size={12} aria-hidden="true" /> {AI_ENGINE_LABELS[engine]}
            </Badge>
            <Text fontSize="xs" color="fg.subtle">
              Deterministic and explained: every score lists the checks behind it.
            </Text>
          </HStack>
        </Stack>

        <Box as="section" aria-label="Input" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
          {input}
        </Box>

        {running ? (
          <Progress.Root value={null} size="xs" colorPalette="indigo" aria-label={progressLabel}>
            <Progress.Label fontSize="sm" mb="1">
              {progressLabel}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}

        {error && !running ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The tool could not finish.</Alert.Title>
              <Alert.Description>{toolErrorMessage(error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <Box as="section" aria-label="Result" aria-live="polite" aria-busy={running}>
          {result ? (
            <Stack gap="4">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="lg">
                  Result
                </Heading>
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="xs" color="fg.muted">
                    {AI_ENGINE_LABELS[engine]}
                    {ranOn === 'device'
                      ? ' · ran on this device'
                      : ranOn === 'server'
                        ? ' · ran on our server'
                        : ''}
                  </Text>
                  {actions ? <ResultActions actions={actions} /> : null}
                </HStack>
              </HStack>
              {result}
            </Stack>
          ) : null}
        </Box>

        {footer ? (
          <Box fontSize="sm" color="fg.muted">
            {footer}
          </Box>
        ) : null}
      </Stack>
    </Container>
  )
}

function ResultActions({ actions }: { actions: ToolResultActions }) {
  return (
    <HStack gap="2">
      <Clipboard.Root value={actions.copyText}>
        <Clipboard.Context>
          {(clipboard) => {
            const text = clipboard.copied ? 'Copied' : 'Copy result'
            return (
              <Clipboard.Trigger asChild aria-label={text}>
                <Button size="sm" variant="outline">
                  <Clipboard.Indicator /> {text}
                </Button>
              </Clipboard.Trigger>
            )
          }}
        </Clipboard.Context>
      </Clipboard.Root>
      <Button size="sm" variant="outline" onClick={() => saveJson(actions.saveName, actions.saveData)}>
        <Download size={14} aria-hidden="true" /> Save
      </Button>
    </HStack>
  )
}
