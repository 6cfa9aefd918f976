import { Clock, Eye, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ExperienceLevel, ListEmploymentType } from '@/api/jobs/job-list-enums'
import type { SalaryPeriod } from '@/api/jobs/job-salary'
import { jobCardClass as c } from '@/components/static-css/job-card'
import { PlainLink } from '@/components/ui/app-link'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { formatCount } from '@/lib/format-count'
import { CompanyLogo } from '../company/company-logo'
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, formatSalaryRange } from './job-format'

/**
 * What a job card shows. A `Job` (list, detail, saved) and a `JobSummary` (dashboards) both fit as they are:
 * the view count is `viewCount` on the one and `views` on the other.
 */
export type JobCardData = {
  id: string
  title: string
  /** The company's name. */
  company: string
  companyId: string
  companyLogo?: string | null
  location: string | null
  isRemote: boolean
  employmentType: ListEmploymentType | null
  experienceLevel?: ExperienceLevel | null
  salaryMin: number | null
  salaryMax: number | null
  currency: string | null
  salaryPeriod?: SalaryPeriod | null
  postedDate: string | null
  createdAt?: string
  skills?: readonly string[]
  viewCount?: number
  views?: number
}

export type JobCardProps = {
  job: JobCardData
  /** 'grid' (default): a tile; 'list': a wide row from the md breakpoint. */
  variant?: 'grid' | 'list'
  /** The save toggle (`SaveJobButton` from entities/job), placed top right. */
  saveSlot?: ReactNode
  /** A line above the title, e.g. "No longer accepting applications" on a saved job that closed. */
  notice?: ReactNode
  /** Fades the card (a job that can no longer be applied to). */
  dimmed?: boolean
  /** The title's heading level: h3 under a page's h2 sections (default), h2 directly under the h1. */
  headingLevel?: 'h2' | 'h3'
  /** How many skills to show before "+N" (default 3). */
  maxSkills?: number
  /**
   * What the relative dates count from: on a server-rendered list, useDateFormat(query.dataUpdatedAt).now, so the
   * hydration render counts from the instant the server did. Default: now (the server's render time while
   * hydrating is unknown here, so a card can differ from the HTML if a day boundary passed in between).
   */
  now?: Date
}

/**
 * The shared job card (spec: "Shared content cards"): the title links to /jobs/{id}, the company to
 * /companies/{companyId}; location, remote, employment type, salary with currency and period, posted date
 * ('3 days ago'), views with K/M, a few skills, and a slot for the save toggle.
 *
 * Plain elements with static classes (src/components/static-css/job-card.ts), no Chakra components: a list renders
 * dozens of cards, and Chakra's style props were resolved again for each part of each card on every render.
 */
export function JobCard({
  job,
  variant = 'grid',
  saveSlot,
  notice,
  dimmed = false,
  headingLevel = 'h3',
  maxSkills = 3,
  now,
}: JobCardProps) {
  const list = variant === 'list'
  const salary = formatSalaryRange(job, { compact: true })
  const views = job.viewCount ?? job.views
  const skills = job.skills ?? []
  const shownSkills = skills.slice(0, maxSkills)
  const posted = job.postedDate ?? job.createdAt ?? null
  const Heading = headingLevel

  return (
    <article
      aria-label={`${job.title} at ${job.company}`}
      data-testid="job-card"
      className={dimmed ? `${c.root} ${c.dimmed}` : c.root}
    >
      <div className={list ? `${c.body} ${c.bodyList}` : c.body}>
        <div className={c.main}>
          <CompanyLogo name={job.company} logo={job.companyLogo} size={list ? 'md' : 'sm'} />
          <div className={c.text}>
            {notice}
            <Heading className={c.title}>
              <PlainLink href={`/jobs/${job.id}`} className={c.titleLink}>
                {job.title}
              </PlainLink>
            </Heading>
            <PlainLink href={`/companies/${job.companyId}`} className={c.company}>
              {job.company}
            </PlainLink>
            <div className={c.facts}>
              {job.location ? (
                <div className={c.location}>
                  <MapPin size={14} aria-hidden />
                  <span>{job.location}</span>
                </div>
              ) : null}
              {job.isRemote ? <span className={`${c.badge} ${c.badgeGreen}`}>Remote</span> : null}
              {job.employmentType ? (
                <span className={`${c.badge} ${c.badgeSubtle}`}>
                  {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
                </span>
              ) : null}
              {job.experienceLevel ? (
                <span className={`${c.badge} ${c.badgeOutline}`}>
                  {EXPERIENCE_LEVEL_LABELS[job.experienceLevel]}
                </span>
              ) : null}
            </div>
          </div>
          {saveSlot ? <div className={c.save}>{saveSlot}</div> : null}
        </div>

        <div className={`${c.side} ${list ? c.sideList : c.sideGrid}`}>
          {salary ? (
            <p className={c.salary} data-testid="job-card-salary">
              {salary}
            </p>
          ) : (
            <p className={c.noSalary}>Salary not listed</p>
          )}
          {shownSkills.length > 0 ? (
            <div className={c.skills} aria-label="Skills">
              {shownSkills.map((skill) => (
                <span key={skill} className={`${c.badge} ${c.badgeSkill}`}>
                  {skill}
                </span>
              ))}
              {skills.length > shownSkills.length ? (
                <span className={`${c.badge} ${c.badgeMore}`}>+{skills.length - shownSkills.length}</span>
              ) : null}
            </div>
          ) : null}
          <div className={c.meta}>
            {posted ? (
              <div className={c.metaItem}>
                <Clock size={12} aria-hidden />
                <span>
                  <span className={c.srOnly}>Posted </span>
                  <RelativeDateText value={posted} now={now} />
                </span>
              </div>
            ) : null}
            {views !== undefined ? (
              <div className={c.metaItem}>
                <Eye size={12} aria-hidden />
                <span>
                  {formatCount(views)}
                  <span className={c.srOnly}> views</span>
                </span>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  )
}
