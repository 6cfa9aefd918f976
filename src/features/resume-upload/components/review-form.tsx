import { Alert, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import { RESUME_FORM_DEFAULT_PRIVACY, type ResumePrivacy } from '@/api/resumes/resume-privacy'
import type { ParsedResume } from '@/entities/resume/parse/parse-resume'
import { ResumePrivacyField } from '@/entities/resume/resume-privacy-field'
import {
  defaultResumeName,
  languagesFrom,
  languagesText,
  skillsFrom,
  skillsText,
  withField,
  type Basics,
} from '../lib/review-draft'
import { hasDateErrors } from './entry-card'
import { ReviewField } from './review-field'
import { CertificatesReview, EducationReview, ReviewSection, WorkReview } from './review-sections'

/** Sections the review does not edit field by field: they are saved as read and edited later in the builder. */
const KEPT_SECTIONS = [
  ['projects', 'projects'],
  ['volunteer', 'volunteering'],
  ['awards', 'awards'],
  ['publications', 'publications'],
  ['interests', 'interests'],
  ['references', 'references'],
] as const

export type ReviewSubmit = { name: string; privacy: ResumePrivacy; resume: JsonResume }

/**
 * The review step: every field read from the file, editable, then Save. Nothing has left the device yet; Save
 * sends the reviewed fields (not the file) to create the resume.
 */
export function ReviewForm({
  parsed,
  fileName,
  saving,
  error,
  onSubmit,
  onStartOver,
}: {
  parsed: ParsedResume
  fileName: string
  saving: boolean
  error: string | null
  onSubmit: (submit: ReviewSubmit) => void
  onStartOver: () => void
}) {
  const [resume, setResume] = useState<JsonResume>(parsed.resume)
  const [name, setName] = useState(() => defaultResumeName(parsed.resume))
  const [privacy, setPrivacy] = useState<ResumePrivacy>(RESUME_FORM_DEFAULT_PRIVACY)
  const [skills, setSkills] = useState(() => skillsText(parsed.resume.skills))
  const [languages, setLanguages] = useState(() => languagesText(parsed.resume.languages))
  const basics: Basics = resume.basics ?? {}
  const location = basics.location ?? {}
  const { fields } = parsed
  const setBasics = (key: keyof Basics, value: string) =>
    setResume((current) => ({ ...current, basics: withField(current.basics ?? {}, key, value) }))
  const setLocation = (key: keyof typeof location, value: string) =>
    setResume((current) => ({
      ...current,
      basics: { ...current.basics, location: withField(current.basics?.location ?? {}, key, value) },
    }))

  const dates = [
    ...(resume.work ?? []).flatMap((w) => [w.startDate, w.endDate]),
    ...(resume.education ?? []).flatMap((e) => [e.startDate, e.endDate]),
    ...(resume.certificates ?? []).map((c) => c.date),
  ]
  const nameMissing = name.trim() === ''
  const kept = KEPT_SECTIONS.filter(([key]) => (resume[key]?.length ?? 0) > 0)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (nameMissing || hasDateErrors(dates)) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const final: JsonResume = { ...resume }
    const skillList = skillsFrom(skills, resume.skills)
    const languageList = languagesFrom(languages)
    if (skillList.length) final.skills = skillList
    else delete final.skills
    if (languageList.length) final.languages = languageList
    else delete final.languages
    onSubmit({ name: name.trim(), privacy, resume: final })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Review your resume">
      <Stack gap="8">
        <Card.Root variant="subtle">
          <Card.Body>
            <Text fontSize="sm">
              Read from <strong>{fileName}</strong> on this device. Check each field, change what is wrong,
              then save. Until you save, nothing is sent anywhere.
            </Text>
          </Card.Body>
        </Card.Root>

        <ReviewSection title="About you">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ReviewField
              id="basics-name"
              label="Full name"
              value={basics.name}
              confidence={fields['basics.name']}
              onChange={(v) => setBasics('name', v)}
            />
            <ReviewField
              id="basics-label"
              label="Headline"
              value={basics.label}
              confidence={fields['basics.label']}
              onChange={(v) => setBasics('label', v)}
            />
            <ReviewField
              id="basics-email"
              label="Email"
              type="email"
              value={basics.email}
              confidence={fields['basics.email']}
              onChange={(v) => setBasics('email', v)}
            />
            <ReviewField
              id="basics-phone"
              label="Phone"
              value={basics.phone}
              confidence={fields['basics.phone']}
              onChange={(v) => setBasics('phone', v)}
            />
            <ReviewField
              id="basics-url"
              label="Website"
              value={basics.url}
              confidence={fields['basics.url']}
              onChange={(v) => setBasics('url', v)}
            />
            <ReviewField
              id="basics-city"
              label="City"
              value={location.city}
              confidence={fields['basics.location']}
              onChange={(v) => setLocation('city', v)}
            />
            <ReviewField
              id="basics-region"
              label="Region"
              value={location.region}
              confidence={fields['basics.location']}
              onChange={(v) => setLocation('region', v)}
            />
            <ReviewField
              id="basics-country"
              label="Country code"
              value={location.countryCode}
              placeholder="e.g. DE"
              confidence={fields['basics.location']}
              onChange={(v) => setLocation('countryCode', v)}
            />
          </SimpleGrid>
          {basics.profiles?.length ? (
            <Text fontSize="sm" color="fg.muted">
              Profiles:{' '}
              {basics.profiles
                .map((p) => `${p.network ?? 'Link'}${p.username ? ` (${p.username})` : ''}`)
                .join(', ')}
            </Text>
          ) : null}
          <ReviewField
            id="basics-summary"
            label="Summary"
            multiline
            rows={5}
            value={basics.summary}
            confidence={fields['basics.summary']}
            onChange={(v) => setBasics('summary', v)}
          />
        </ReviewSection>

        <WorkReview resume={resume} fields={fields} edit={setResume} />
        <EducationReview resume={resume} fields={fields} edit={setResume} />

        <ReviewSection title="Skills and languages">
          <ReviewField
            id="skills"
            label="Skills"
            helper="Separated by commas."
            multiline
            rows={2}
            value={skills}
            confidence={fields.skills}
            onChange={setSkills}
          />
          <ReviewField
            id="languages"
            label="Languages"
            helper="Separated by commas, the level in brackets: English (Fluent)."
            value={languages}
            confidence={fields.languages}
            onChange={setLanguages}
          />
        </ReviewSection>

        <CertificatesReview resume={resume} edit={setResume} />

        {kept.length ? (
          <Text fontSize="sm" color="fg.muted">
            Also found and saved as read:{' '}
            {kept.map(([key, label]) => `${label} (${resume[key]?.length})`).join(', ')}. You can edit them in
            the resume editor.
          </Text>
        ) : null}

        <ReviewSection title="Save">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ReviewField
              id="resume-name"
              label="Resume name"
              value={name}
              invalid={nameMissing ? 'Give the resume a name.' : undefined}
              onChange={setName}
            />
            <ResumePrivacyField value={privacy} onChange={setPrivacy} />
          </SimpleGrid>
          {error ? (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
            <Button variant="outline" onClick={onStartOver} disabled={saving}>
              Choose another file
            </Button>
            <Button type="submit" colorPalette="indigo" loading={saving} loadingText="Saving…">
              <Save aria-hidden /> Save resume
            </Button>
          </Stack>
        </ReviewSection>
      </Stack>
    </form>
  )
}
