import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { ParsedResume } from '@/entities/resume/parse/parse-resume'
import { linesOf, withField, type Certificate, type Education, type Work } from '../lib/review-draft'
import { DateFields, EntryCard } from './entry-card'
import { ReviewField } from './review-field'

type Fields = ParsedResume['fields']
type Edit = (change: (resume: JsonResume) => JsonResume) => void

export function ReviewSection({
  title,
  children,
  note,
}: {
  title: string
  children: ReactNode
  note?: string
}) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Stack gap="0.5">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {note ? (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  )
}

/** Replaces item `index` of a section (or removes it with `null`); an emptied section is left out. */
function editItem<K extends 'work' | 'education' | 'certificates'>(
  edit: Edit,
  key: K,
  index: number,
  item: NonNullable<JsonResume[K]>[number] | null,
) {
  edit((resume) => {
    const items = [...((resume[key] ?? []) as NonNullable<JsonResume[K]>[number][])]
    if (item === null) items.splice(index, 1)
    else items[index] = item
    const next = { ...resume }
    if (items.length) (next as Record<string, unknown>)[key] = items
    else delete next[key]
    return next
  })
}

const confidenceNote = (fields: Fields, key: keyof Fields) =>
  fields[key] === undefined ? 'Nothing found in the file: add it after saving, in the editor.' : undefined

export function WorkReview({ resume, fields, edit }: { resume: JsonResume; fields: Fields; edit: Edit }) {
  const work = resume.work ?? []
  return (
    <ReviewSection title={`Experience (${work.length})`} note={confidenceNote(fields, 'work')}>
      {work.map((job: Work, index) => {
        const set = (key: keyof Work, value: string) =>
          editItem(edit, 'work', index, withField(job, key, value))
        const id = `work-${index}`
        return (
          <EntryCard
            key={index}
            title={[job.position, job.name].filter(Boolean).join(' · ') || `Job ${index + 1}`}
            onRemove={() => editItem(edit, 'work', index, null)}
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <ReviewField
                id={`${id}-position`}
                label="Position"
                value={job.position}
                onChange={(v) => set('position', v)}
              />
              <ReviewField
                id={`${id}-name`}
                label="Company"
                value={job.name}
                onChange={(v) => set('name', v)}
              />
            </SimpleGrid>
            <DateFields idPrefix={id} startDate={job.startDate} endDate={job.endDate} onChange={set} />
            <ReviewField
              id={`${id}-highlights`}
              label="Highlights"
              helper="One per line."
              multiline
              value={(job.highlights ?? []).join('\n')}
              onChange={(value) => {
                const highlights = linesOf(value)
                const next: Work = { ...job, highlights }
                if (!highlights.length) delete next.highlights
                editItem(edit, 'work', index, next)
              }}
            />
          </EntryCard>
        )
      })}
    </ReviewSection>
  )
}

export function EducationReview({
  resume,
  fields,
  edit,
}: {
  resume: JsonResume
  fields: Fields
  edit: Edit
}) {
  const education = resume.education ?? []
  return (
    <ReviewSection title={`Education (${education.length})`} note={confidenceNote(fields, 'education')}>
      {education.map((school: Education, index) => {
        const set = (key: keyof Education, value: string) =>
          editItem(edit, 'education', index, withField(school, key, value))
        const id = `education-${index}`
        return (
          <EntryCard
            key={index}
            title={school.institution || `School ${index + 1}`}
            onRemove={() => editItem(edit, 'education', index, null)}
          >
            <ReviewField
              id={`${id}-institution`}
              label="Institution"
              value={school.institution}
              onChange={(v) => set('institution', v)}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <ReviewField
                id={`${id}-studyType`}
                label="Degree"
                value={school.studyType}
                onChange={(v) => set('studyType', v)}
              />
              <ReviewField
                id={`${id}-area`}
                label="Field of study"
                value={school.area}
                onChange={(v) => set('area', v)}
              />
            </SimpleGrid>
            <DateFields idPrefix={id} startDate={school.startDate} endDate={school.endDate} onChange={set} />
          </EntryCard>
        )
      })}
    </ReviewSection>
  )
}

export function CertificatesReview({ resume, edit }: { resume: JsonResume; edit: Edit }) {
  const certificates = resume.certificates ?? []
  if (!certificates.length) return null
  return (
    <ReviewSection title={`Certificates (${certificates.length})`}>
      {certificates.map((certificate: Certificate, index) => {
        const set = (key: keyof Certificate, value: string) =>
          editItem(edit, 'certificates', index, withField(certificate, key, value))
        const id = `certificate-${index}`
        return (
          <EntryCard
            key={index}
            title={certificate.name || `Certificate ${index + 1}`}
            onRemove={() => editItem(edit, 'certificates', index, null)}
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <ReviewField
                id={`${id}-name`}
                label="Name"
                value={certificate.name}
                onChange={(v) => set('name', v)}
              />
              <ReviewField
                id={`${id}-issuer`}
                label="Issuer"
                value={certificate.issuer}
                onChange={(v) => set('issuer', v)}
              />
              <ReviewField
                id={`${id}-date`}
                label="Date"
                value={certificate.date}
                placeholder="YYYY-MM"
                onChange={(v) => set('date', v)}
              />
            </SimpleGrid>
          </EntryCard>
        )
      })}
    </ReviewSection>
  )
}
