import { Badge, Box, Heading, HStack, Link, List, Separator, Stack, Text, Wrap } from '@chakra-ui/react'
import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { JsonResume } from '@/api/resumes/json-resume'
import {
  displayUrl,
  formatDateRange,
  formatResumeDate,
  formatResumeLocation,
  safeWebHref,
} from './resume-text'

type Props = {
  resume: JsonResume
  /** The record's name, shown when the structured resume has no basics.name. */
  fallbackName: string
}

const filled = (value: string | undefined): value is string => Boolean(value?.trim())
const someFilled = (...values: (string | undefined)[]) => values.some(filled)

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      color="indigo.fg"
      overflowWrap="anywhere"
    >
      {children}
    </Link>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4">
      <Heading as="h2" size="md" textTransform="uppercase" letterSpacing="wide" color="indigo.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** One entry of a section: a title line, a subtitle, its dates on the side, then what is there to read. */
function Entry({
  title,
  subtitle,
  dates,
  url,
  children,
}: {
  title: string
  subtitle?: string | undefined
  dates?: string | undefined
  url?: string | undefined
  children?: ReactNode
}) {
  const href = safeWebHref(url)
  return (
    <Stack as="article" gap="1.5">
      <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {dates ? (
          <Text fontSize="sm" color="fg.muted" flexShrink={0}>
            {dates}
          </Text>
        ) : null}
      </HStack>
      {filled(subtitle) ? (
        <Text fontSize="sm" color="fg.muted">
          {subtitle}
        </Text>
      ) : null}
      {href ? (
        <Text fontSize="sm">
          <ExternalLink href={href}>{displayUrl(href)}</ExternalLink>
        </Text>
      ) : null}
      {children}
    </Stack>
  )
}

function Paragraphs({ text }: { text: string | undefined }) {
  if (!filled(text)) return null
  return (
    <Stack gap="2">
      {text
        .split(/\n{2,}/)
        .filter((part) => part.trim())
        .map((part, index) => (
          <Text key={index} whiteSpace="pre-line">
            {part.trim()}
          </Text>
        ))}
    </Stack>
  )
}

function Bullets({ items }: { items: readonly string[] | undefined }) {
  const shown = (items ?? []).filter(filled)
  if (shown.length === 0) return null
  return (
    <List.Root ps="5" gap="1">
      {shown.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  )
}

function Tags({ items }: { items: readonly string[] | undefined }) {
  const shown = (items ?? []).filter(filled)
  if (shown.length === 0) return null
  return (
    <Wrap gap="1.5">
      {shown.map((item, index) => (
        <Badge key={index} variant="surface" colorPalette="indigo">
          {item}
        </Badge>
      ))}
    </Wrap>
  )
}

const joined = (...parts: (string | undefined)[]) => parts.filter(filled).join(' · ')

/**
 * A JSON Resume as a clean page to read: the header (name, label, location, contact links when present), the
 * summary, then every section that has something in it, in JSON Resume's usual order. Links are http(s), mailto
 * and tel only; an empty entry is left out rather than drawn as a blank heading.
 */
export function ResumeDocument({ resume, fallbackName }: Props) {
  const basics = resume.basics ?? {}
  const name = filled(basics.name) ? basics.name : fallbackName
  const location = formatResumeLocation(basics.location)
  const website = safeWebHref(basics.url)
  const profiles = (basics.profiles ?? []).flatMap((profile) => {
    const href = safeWebHref(profile.url)
    return href ? [{ href, label: filled(profile.network) ? profile.network : displayUrl(href) }] : []
  })
  const work = (resume.work ?? []).filter((w) => someFilled(w.name, w.position, w.summary, w.description))
  const education = (resume.education ?? []).filter((e) => someFilled(e.institution, e.area, e.studyType))
  const skills = (resume.skills ?? []).filter((s) => filled(s.name) || (s.keywords ?? []).some(filled))
  const projects = (resume.projects ?? []).filter((p) => someFilled(p.name, p.description))
  const volunteer = (resume.volunteer ?? []).filter((v) => someFilled(v.organization, v.position, v.summary))
  const awards = (resume.awards ?? []).filter((a) => someFilled(a.title, a.awarder))
  const certificates = (resume.certificates ?? []).filter((c) => someFilled(c.name, c.issuer))
  const publications = (resume.publications ?? []).filter((p) => someFilled(p.name, p.publisher))
  const languages = (resume.languages ?? []).filter((l) => filled(l.language))
  const interests = (resume.interests ?? []).filter((i) => filled(i.name))
  const references = (resume.references ?? []).filter((r) => someFilled(r.name, r.reference))
  const hasContact =
    filled(basics.email) || filled(basics.phone) || website || profiles.length > 0 || location

  return (
    <Stack gap="8" data-testid="resume-document">
      <Stack as="header" gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {name}
        </Heading>
        {filled(basics.label) ? (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {basics.label}
          </Text>
        ) : null}
        {hasContact ? (
          <Wrap gap="4" fontSize="sm" color="fg.muted" as="ul" listStyleType="none" aria-label="Contact">
            {location ? (
              <HStack as="li" gap="1.5">
                <MapPin size={14} aria-hidden /> {location}
              </HStack>
            ) : null}
            {filled(basics.email) ? (
              <HStack as="li" gap="1.5">
                <Mail size={14} aria-hidden />
                <Link href={`mailto:${basics.email.trim()}`} color="indigo.fg">
                  {basics.email.trim()}
                </Link>
              </HStack>
            ) : null}
            {filled(basics.phone) ? (
              <HStack as="li" gap="1.5">
                <Phone size={14} aria-hidden />
                <Link href={`tel:${basics.phone.replace(/[^\d+]/g, '')}`} color="indigo.fg">
                  {basics.phone.trim()}
                </Link>
              </HStack>
            ) : null}
            {website ? (
              <HStack as="li" gap="1.5">
                <Globe size={14} aria-hidden />
                <ExternalLink href={website}>{displayUrl(website)}</ExternalLink>
              </HStack>
            ) : null}
            {profiles.map((profile) => (
              <Box as="li" key={profile.href}>
                <ExternalLink href={profile.href}>{profile.label}</ExternalLink>
              </Box>
            ))}
          </Wrap>
        ) : null}
      </Stack>

      {filled(basics.summary) ? (
        <>
          <Separator />
          <Section title="Summary">
            <Paragraphs text={basics.summary} />
          </Section>
        </>
      ) : null}

      {work.length > 0 ? (
        <Section title="Experience">
          {work.map((w, i) => (
            <Entry
              key={i}
              title={joined(w.position, w.name) || 'Experience'}
              subtitle={w.location}
              dates={formatDateRange(w.startDate, w.endDate)}
              url={w.url}
            >
              <Paragraphs text={w.summary ?? w.description} />
              <Bullets items={w.highlights} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {education.length > 0 ? (
        <Section title="Education">
          {education.map((e, i) => (
            <Entry
              key={i}
              title={filled(e.institution) ? e.institution : joined(e.studyType, e.area)}
              subtitle={filled(e.institution) ? joined(e.studyType, e.area, e.score) : e.score}
              dates={formatDateRange(e.startDate, e.endDate)}
              url={e.url}
            >
              <Bullets items={e.courses} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {skills.length > 0 ? (
        <Section title="Skills">
          <Stack gap="3">
            {skills.map((s, i) => (
              <Stack key={i} gap="1.5">
                <Text fontWeight="semibold">{joined(s.name, s.level)}</Text>
                <Tags items={s.keywords} />
              </Stack>
            ))}
          </Stack>
        </Section>
      ) : null}

      {projects.length > 0 ? (
        <Section title="Projects">
          {projects.map((p, i) => (
            <Entry
              key={i}
              title={p.name ?? 'Project'}
              subtitle={joined(p.entity, ...(p.roles ?? []))}
              dates={formatDateRange(p.startDate, p.endDate)}
              url={p.url}
            >
              <Paragraphs text={p.description} />
              <Bullets items={p.highlights} />
              <Tags items={p.keywords} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {volunteer.length > 0 ? (
        <Section title="Volunteering">
          {volunteer.map((v, i) => (
            <Entry
              key={i}
              title={joined(v.position, v.organization) || 'Volunteering'}
              dates={formatDateRange(v.startDate, v.endDate)}
              url={v.url}
            >
              <Paragraphs text={v.summary} />
              <Bullets items={v.highlights} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {awards.length > 0 ? (
        <Section title="Awards">
          {awards.map((a, i) => (
            <Entry key={i} title={a.title ?? 'Award'} subtitle={a.awarder} dates={formatResumeDate(a.date)}>
              <Paragraphs text={a.summary} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {certificates.length > 0 ? (
        <Section title="Certificates">
          {certificates.map((c, i) => (
            <Entry
              key={i}
              title={c.name ?? 'Certificate'}
              subtitle={c.issuer}
              dates={formatResumeDate(c.date)}
              url={c.url}
            />
          ))}
        </Section>
      ) : null}

      {publications.length > 0 ? (
        <Section title="Publications">
          {publications.map((p, i) => (
            <Entry
              key={i}
              title={p.name ?? 'Publication'}
              subtitle={p.publisher}
              dates={formatResumeDate(p.releaseDate)}
              url={p.url}
            >
              <Paragraphs text={p.summary} />
            </Entry>
          ))}
        </Section>
      ) : null}

      {languages.length > 0 ? (
        <Section title="Languages">
          <List.Root ps="5" gap="1">
            {languages.map((l, i) => (
              <List.Item key={i}>{joined(l.language, l.fluency)}</List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}

      {interests.length > 0 ? (
        <Section title="Interests">
          <Stack gap="3">
            {interests.map((interest, i) => (
              <Stack key={i} gap="1.5">
                <Text fontWeight="semibold">{interest.name}</Text>
                <Tags items={interest.keywords} />
              </Stack>
            ))}
          </Stack>
        </Section>
      ) : null}

      {references.length > 0 ? (
        <Section title="References">
          {references.map((r, i) => (
            <Stack as="figure" key={i} gap="1">
              <Text as="blockquote" fontStyle="italic" whiteSpace="pre-line">
                {r.reference}
              </Text>
              {filled(r.name) ? (
                <Text as="figcaption" fontSize="sm" color="fg.muted">
                  — {r.name}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Section>
      ) : null}
    </Stack>
  )
}
