import { Box, Link, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import { resolveResumeTemplate } from './resume-template-names'

export type ResumePdfPreviewProps = {
  resume: JsonResume
  /** A name from RESUME_TEMPLATES; the default template for anything else. */
  template?: string | null
  /** Wait this long after the last change before drawing again (typing should not redraw on every key). */
  debounceMs?: number
  /** The frame's accessible name. */
  title?: string
  height?: string
}

type PreviewState =
  | { status: 'rendering'; url?: string | undefined }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url?: string | undefined; message: string }

/**
 * The live preview of a resume in a template: the very PDF the download and the server's export make, drawn in
 * the browser (the renderer loads on first use) and shown in a frame. Where the browser cannot show a PDF inline
 * (most phones), it offers the PDF to open instead; a failed drawing keeps the last good one and says so.
 */
export function ResumePdfPreview({
  resume,
  template,
  debounceMs = 600,
  title = 'Resume preview',
  height = '80vh',
}: ResumePdfPreviewProps) {
  const [state, setState] = useState<PreviewState>({ status: 'rendering' })
  const latest = useRef(0)
  const templateName = resolveResumeTemplate(template)

  useEffect(() => {
    const request = ++latest.current
    const timer = setTimeout(async () => {
      setState((s) => ({ status: 'rendering', url: s.url }))
      try {
        const { renderResumePdfBlob } = await import('./render-resume-pdf-in-browser')
        const blob = await renderResumePdfBlob(resume, templateName)
        // A slower, older drawing never replaces a newer one.
        if (request !== latest.current) return
        const url = URL.createObjectURL(blob)
        setState((s) => {
          if (s.url) URL.revokeObjectURL(s.url)
          return { status: 'ready', url }
        })
      } catch (error) {
        if (request !== latest.current) return
        const message = error instanceof Error ? error.message : String(error)
        setState((s) => ({ status: 'failed', url: s.url, message }))
      }
    }, debounceMs)
    return () => clearTimeout(timer)
  }, [resume, templateName, debounceMs])

  // The last object URL is released with the preview.
  const urlRef = useRef<string | undefined>(undefined)
  urlRef.current = state.url
  useEffect(() => () => (urlRef.current ? URL.revokeObjectURL(urlRef.current) : undefined), [])

  const inline = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false
  return (
    <Box
      position="relative"
      height={height}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
    >
      {state.url && inline ? (
        <iframe
          title={title}
          src={`${state.url}#toolbar=0&view=FitH`}
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      ) : null}
      {state.url && !inline ? (
        <Box p="6">
          <Text mb="2">This browser cannot show the PDF here.</Text>
          <Link href={state.url} target="_blank" rel="noopener" colorPalette="indigo" fontWeight="semibold">
            Open the PDF preview
          </Link>
        </Box>
      ) : null}
      {state.status === 'rendering' ? (
        <Box
          position="absolute"
          top="3"
          right="3"
          display="flex"
          gap="2"
          alignItems="center"
          bg="bg"
          px="3"
          py="1"
          borderRadius="full"
          shadow="sm"
          role="status"
        >
          <Spinner size="xs" />
          <Text fontSize="sm">{state.url ? 'Updating preview…' : 'Preparing preview…'}</Text>
        </Box>
      ) : null}
      {state.status === 'failed' ? (
        <Box
          position="absolute"
          bottom="3"
          left="3"
          right="3"
          bg="bg"
          p="3"
          borderRadius="md"
          shadow="sm"
          role="alert"
        >
          <Text fontSize="sm" color="fg.error">
            The preview could not be drawn: {state.message}
          </Text>
        </Box>
      ) : null}
    </Box>
  )
}
