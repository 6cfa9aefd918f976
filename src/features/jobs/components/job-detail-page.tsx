import { Button } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Clock, MapPin, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Job } from '@/api/jobs/job-full'
import { CompanyFollowButton } from '@/entities/company/company-follow-button'
import { CompanyLogo } from '@/entities/company/company-logo'
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from '@/entities/job/job-format'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { LastChecked } from '@/components/sync/last-checked'
import { jobDetailClass as css } from '@/components/static-css/job-detail'
import { LinkButton, PlainLink } from '@/components/ui/app-link'
import { formatCount } from '@/lib/format-count'
import { DateText, RelativeDateText } from '@/lib/hydration/date-text'
import { useIsSignedIn } from '@/lib/session/use-session'
import { siteOrigin } from '@/lib/site-origin'
import { JobDescription } from './job-description'
import { JobJsonLd } from './job-json-ld'
import { acceptsApplications, JobStatusBanner } from './job-status-banner'
import { ShareButton } from './share-button'

type Props = {
  job: Job
  /** When the job was fetched (the query's dataUpdatedAt), for "last checked" when read offline. */
  updatedAt: number
  /** The last refresh failed: the page shows the copy kept on this device. */
  stale?: boolean
  /**
   * The owner's actions (edit, pause, clone, delete, analytics — the job-posting feature), rendered when the
   * job's permissions say canEdit. The route fills it.
   */
  ownerActions?: (job: Job) => ReactNode
  /** The site's origin for the share link and structured data (default: the page's). */
  origin?: string
}

const WORK_SETTING_LABELS = { Onsite: 'On-site', Remote: 'Remote', Hybrid: 'Hybrid' } as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  )
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={css.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className={css.listItem}>
          {item}
        </li>
      ))}
    </ul>
  )
}

function ApplyButton({ job }: { job: Job }) {
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const applyPath = `/jobs/${encodeURIComponent(job.id)}/apply`
  if (!signedIn) {
    return (
      <Button
        colorPalette="indigo"
        onClick={() => void navigate({ to: '/login', search: { redirect: applyPath } })}
      >
        <Send aria-hidden /> Apply now
      </Button>
    )
  }
  return (
    <LinkButton href={applyPath} colorPalette="indigo">
      <Send aria-hidden /> Apply now
    </LinkButton>
  )
}

/**
 * /jobs/{id}: the full job — title, company block, location, type, level, salary, dates,
 * description, responsibilities, requirements and skills — with Apply, Save, Share, the owner's actions, a
 * status banner for a job that is not open, and schema.org JobPosting data.
 */
export function JobDetailPage({ job, updatedAt, stale = false, ownerActions, origin }: Props) {
  const pageOrigin = origin ?? siteOrigin()
  const url = `${pageOrigin}/jobs/${encodeURIComponent(job.id)}`
  const salary = formatSalaryRange(job)
  const open = acceptsApplications(job)
  const canEdit = job.permissions?.canEdit === true
  const canSave = job.permissions?.canSave !== false
  // The server rendered the page right after loading the job (updatedAt): its HTML counts "posted … ago" from then.
  // Dates are leaves (DateText): the re-render after hydration redraws them, not this page.

  const overview: [string, ReactNode][] = [
    ['Employment type', job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : null],
    ['Experience level', job.experienceLevel ? EXPERIENCE_LEVEL_LABELS[job.experienceLevel] : null],
    ['Work setting', job.workSetting ? WORK_SETTING_LABELS[job.workSetting] : job.isRemote ? 'Remote' : null],
    ['Salary', salary],
    ['Posted', job.postedDate ? <DateText value={job.postedDate} renderedAt={updatedAt} /> : null],
    ['Apply by', job.expiryDate ? <DateText value={job.expiryDate} renderedAt={updatedAt} /> : null],
    ['Applicants', formatCount(job.applicationCount)],
    ['Views', formatCount(job.viewCount)],
  ]

  return (
    <div className={css.root}>
      <JobJsonLd job={job} origin={pageOrigin} />
      <div className={css.stack}>
        <div className={css.topBar}>
          <PlainLink href="/jobs" className={css.back}>
            <ArrowLeft aria-hidden size={16} /> All jobs
          </PlainLink>
          <LastChecked updatedAt={updatedAt} stale={stale} />
        </div>

        <JobStatusBanner job={job} />

        <header className={css.header}>
          <div className={css.titleRow}>
            <CompanyLogo name={job.company} logo={job.companyLogo} size="xl" />
            <div className={css.titleBlock}>
              <h1 className={css.title}>{job.title}</h1>
              <PlainLink href={`/companies/${encodeURIComponent(job.companyId)}`} className={css.companyLink}>
                {job.company}
              </PlainLink>
            </div>
          </div>

          <div className={css.tags}>
            {job.location ? (
              <div className={css.location}>
                <MapPin aria-hidden size={16} />
                <span>{job.location}</span>
              </div>
            ) : null}
            {job.isRemote ? <span className={`${css.badge} ${css.badgeGreen}`}>Remote</span> : null}
            {job.employmentType ? (
              <span className={css.badge}>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</span>
            ) : null}
            {job.experienceLevel ? (
              <span className={`${css.badge} ${css.badgeOutline}`}>
                {EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}
              </span>
            ) : null}
          </div>

          {salary ? (
            <p className={css.salary} data-testid="job-salary">
              {salary}
            </p>
          ) : null}

          <div className={css.meta}>
            {job.postedDate ? (
              <div className={css.metaItem}>
                <Clock aria-hidden size={14} />
                <span>
                  Posted <RelativeDateText value={job.postedDate} renderedAt={updatedAt} lowercase />
                </span>
              </div>
            ) : null}
            {job.expiryDate && open ? (
              <span>
                Apply by <DateText value={job.expiryDate} renderedAt={updatedAt} />
              </span>
            ) : null}
            <span>
              {formatCount(job.applicationCount)} {job.applicationCount === 1 ? 'applicant' : 'applicants'}
            </span>
          </div>

          <div className={css.actions}>
            {open && !canEdit ? <ApplyButton job={job} /> : null}
            {canEdit ? null : (
              <SaveJobButton
                jobId={job.id}
                jobTitle={job.title}
                job={job}
                variant="button"
                size="md"
                onlyWhenSaved={!canSave}
                {...(job.isSaved === undefined ? {} : { initialSaved: job.isSaved })}
              />
            )}
            {canEdit && ownerActions ? <div data-testid="job-owner-actions">{ownerActions(job)}</div> : null}
            <ShareButton url={url} title={`${job.title} at ${job.company}`} />
          </div>
        </header>

        <div className={css.grid}>
          <div className={css.content}>
            <Section title="About the role">
              <JobDescription text={job.description} />
            </Section>
            {job.responsibilities.length > 0 ? (
              <Section title="Responsibilities">
                <BulletList items={job.responsibilities} />
              </Section>
            ) : null}
            {job.requirements.length > 0 ? (
              <Section title="Requirements">
                <BulletList items={job.requirements} />
              </Section>
            ) : null}
            {job.skills.length > 0 ? (
              <Section title="Skills">
                <div className={css.skills}>
                  {job.skills.map((skill) => (
                    <span key={skill} className={`${css.badge} ${css.badgeSkill}`}>
                      {skill}
                    </span>
                  ))}
                </div>
              </Section>
            ) : null}
          </div>

          <aside className={css.aside} aria-label="About this job">
            <div className={css.card}>
              <h2 className={css.cardTitle}>Job overview</h2>
              <dl className={css.overview}>
                {overview
                  .filter(([, value]) => value !== null && value !== undefined)
                  .map(([label, value]) => (
                    <div key={label} className={css.overviewItem}>
                      <dt className={css.overviewLabel}>{label}</dt>
                      <dd className={css.overviewValue}>{value}</dd>
                    </div>
                  ))}
              </dl>
            </div>

            <div className={`${css.card} ${css.cardCompany}`}>
              <div className={css.companyRow}>
                <CompanyLogo name={job.company} logo={job.companyLogo} size="md" />
                <div className={css.companyText}>
                  <p className={css.eyebrow}>Hiring company</p>
                  <h2 className={css.companyName}>{job.company}</h2>
                </div>
              </div>
              {!canEdit ? <CompanyFollowButton companyId={job.companyId} companyName={job.company} /> : null}
              <div className={css.links}>
                <PlainLink href={`/companies/${encodeURIComponent(job.companyId)}`} className={css.link}>
                  View company profile
                </PlainLink>
                <RouterLink to="/jobs" search={{ company: job.company }} className={css.link}>
                  More jobs at {job.company}
                </RouterLink>
              </div>
            </div>
          </aside>
        </div>
      </div>
    </div>
  )
}
