import {
  Accordion,
  Badge,
  Box,
  Container,
  Grid,
  Heading,
  HStack,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react'
import { Eye, PencilLine, Wand2 } from 'lucide-react'
import { useState } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import { LinkButton } from '@/components/ui/app-link'
import { AddressField } from './address-field'
import { AutosaveBadge } from './autosave-badge'
import { BasicsEditor } from './basics-editor'
import { ConflictDialog } from './conflict-dialog'
import { DetailsEditor } from './details-editor'
import { EntriesSection } from './entries-section'
import { PreviewPanel } from './preview-panel'
import { SECTION_DEFS } from './section-fields'
import { SECTION_TITLES } from './section-titles'
import { useResumeAutosave, type AutosaveStart } from './use-resume-autosave'

/**
 * The resume builder: every JSON Resume section as an editor on one side, the live preview in the chosen
 * template on the other (a tab of its own on phones), autosaved as the user types.
 */
export function ResumeBuilder({ start }: { start: AutosaveStart }) {
  const autosave = useResumeAutosave(start)
  const { doc, edit, state } = autosave
  const [slug, setSlug] = useState(start.slug)
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false
  const [tab, setTab] = useState<'edit' | 'preview'>('edit')

  const setResume = (update: (resume: JsonResume) => JsonResume) =>
    edit((previous) => ({ ...previous, resume: update(previous.resume) }))

  const counts = (key: string) => {
    const list = (doc.resume as Record<string, unknown>)[key]
    return Array.isArray(list) ? list.length : 0
  }

  const editor = (
    <Accordion.Root multiple defaultValue={['details', 'basics', 'work']} variant="enclosed">
      <Accordion.Item value="details">
        <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
          <Box flex="1">{SECTION_TITLES.details}</Box>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <Stack gap="4">
              <DetailsEditor
                doc={doc}
                onChange={(patch) => edit((previous) => ({ ...previous, ...patch }))}
              />
              <AddressField
                resumeId={start.resumeId}
                slug={slug}
                version={autosave.currentVersion}
                canSave={state.status === 'saved' || state.status === 'idle'}
                onSaved={(next, nextVersion) => {
                  setSlug(next)
                  autosave.adoptVersion(nextVersion)
                }}
              />
            </Stack>
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="basics">
        <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
          <Box flex="1">{SECTION_TITLES.basics}</Box>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <BasicsEditor
              basics={doc.resume.basics ?? {}}
              onChange={(basics) => setResume((resume) => ({ ...resume, basics }))}
            />
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      {SECTION_DEFS.map((def) => (
        <Accordion.Item key={def.key} value={def.key}>
          <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
            <HStack flex="1" gap="2">
              <Text>{SECTION_TITLES[def.key]}</Text>
              {counts(def.key) > 0 ? (
                <Badge size="sm" variant="subtle" aria-hidden>
                  {counts(def.key)}
                </Badge>
              ) : null}
            </HStack>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  {def.intro}
                </Text>
                <EntriesSection
                  label={`${SECTION_TITLES[def.key]} entries`}
                  noun={def.noun}
                  fields={def.fields}
                  entries={(doc.resume[def.key] ?? []) as Record<string, unknown>[]}
                  title={def.title}
                  onChange={(entries) => setResume((resume) => ({ ...resume, [def.key]: entries }))}
                />
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )

  const preview = (
    <PreviewPanel
      resume={doc.resume}
      template={doc.templateName}
      onTemplate={(templateName) => edit((previous) => ({ ...previous, templateName }))}
      height={wide ? 'calc(100vh - 14rem)' : '70vh'}
    />
  )

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="5">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              Edit resume
            </Heading>
            <Text color="fg.muted" truncate>
              {doc.name.trim() || 'Untitled resume'}
            </Text>
          </Stack>
          <HStack gap="3" flexWrap="wrap" justify={{ md: 'flex-end' }}>
            <AutosaveBadge state={state} onRetry={autosave.retry} />
            <LinkButton href={`/resumes/${slug || start.resumeId}`} variant="outline" size="sm">
              View resume
            </LinkButton>
            <LinkButton
              href={`/resumes/upload/video?mode=ai&resumeId=${encodeURIComponent(start.resumeId)}`}
              colorPalette="indigo"
              variant="subtle"
              size="sm"
            >
              <Wand2 aria-hidden /> Generate AI Video
            </LinkButton>
          </HStack>
        </Stack>
        {wide ? (
          <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="6" alignItems="start">
            <Box as="section" aria-label="Resume sections">
              {editor}
            </Box>
            <Box as="section" aria-label="Preview" position="sticky" top="20">
              {preview}
            </Box>
          </Grid>
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(e) => setTab(e.value === 'preview' ? 'preview' : 'edit')}
            variant="enclosed"
            fitted
            lazyMount
          >
            <Tabs.List>
              <Tabs.Trigger value="edit">
                <PencilLine aria-hidden size={16} /> Edit
              </Tabs.Trigger>
              <Tabs.Trigger value="preview">
                <Eye aria-hidden size={16} /> Preview
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="edit">{editor}</Tabs.Content>
            <Tabs.Content value="preview">{preview}</Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
      {autosave.conflict ? (
        <ConflictDialog mine={doc} theirs={autosave.conflict.doc} onResolve={autosave.resolve} />
      ) : null}
    </Container>
  )
}
