import { Box, Center, Field, SegmentGroup, Spinner, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useDeferredValue } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import { RESUME_TEMPLATES, resolveResumeTemplate } from '@/entities/resume/templates/resume-template-names'

// The PDF renderer is big: it loads with the first preview, on the builder's routes only.
const ResumePdfPreview = lazy(() =>
  import('@/entities/resume/templates/resume-pdf-preview').then((m) => ({ default: m.ResumePdfPreview })),
)

type Props = {
  resume: JsonResume
  template: string
  onTemplate: (name: string) => void
  height: string
}

/**
 * The live preview: the resume drawn in the chosen template, the same PDF the download makes. Typing stays
 * smooth because the preview gets the resume as a deferred value and redraws only after a pause.
 */
export function PreviewPanel({ resume, template, onTemplate, height }: Props) {
  const deferred = useDeferredValue(resume)
  const chosen = resolveResumeTemplate(template)
  const description = RESUME_TEMPLATES.find((t) => t.name === chosen)?.description
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label id="resume-template-label">Template</Field.Label>
        <SegmentGroup.Root
          aria-labelledby="resume-template-label"
          value={chosen}
          onValueChange={(e) => e.value && onTemplate(e.value)}
          size="sm"
          width="full"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={RESUME_TEMPLATES.map((t) => ({ value: t.name, label: t.label }))}
            flex="1"
            justifyContent="center"
          />
        </SegmentGroup.Root>
        <Field.HelperText>{description}</Field.HelperText>
      </Field.Root>
      <Box data-testid="resume-preview" data-template={chosen}>
        <Suspense
          fallback={
            <Center height={height} borderWidth="1px" borderRadius="md" bg="bg.muted" gap="2">
              <Spinner size="sm" />
              <Text fontSize="sm">Preparing preview…</Text>
            </Center>
          }
        >
          <ResumePdfPreview resume={deferred} template={chosen} height={height} debounceMs={700} />
        </Suspense>
      </Box>
    </Stack>
  )
}
