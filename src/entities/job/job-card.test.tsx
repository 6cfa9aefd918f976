// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { makeJob } from '@/entities/job/saves/test-jobs'
import { JobCard } from './job-card'

afterEach(cleanup)

const now = new Date('2026-03-04T12:00:00.000Z')

describe('JobCard', () => {
  it('links the title to the job and the company to its page', async () => {
    await renderWithProviders(<JobCard job={makeJob({ id: 'j9', companyId: 'c7' })} now={now} />)
    expect(screen.getByRole('link', { name: 'Engineer j9' }).getAttribute('href')).toBe('/jobs/j9')
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/companies/c7')
    expect(screen.getByRole('heading', { level: 3, name: 'Engineer j9' })).toBeTruthy()
  })

  it('shows location, remote, type, level, salary, posted date, views and a few skills', async () => {
    await renderWithProviders(
      <JobCard
        job={makeJob({ isRemote: true, skills: ['React', 'TypeScript', 'SQL', 'AWS', 'Go'] })}
        now={now}
      />,
    )
    const card = screen.getByRole('article', { name: 'Engineer j1 at Acme' })
    const text = card.textContent ?? ''
    expect(text).toContain('Berlin, Germany')
    expect(text).toContain('Remote')
    expect(text).toContain('Full-time')
    expect(text).toContain('Senior')
    expect(within(card).getByTestId('job-card-salary').textContent).toBe('€70K – €90K / year')
    expect(text).toContain('Posted 3 days ago')
    expect(text).toContain('1.2K views')
    const skills = within(card).getByLabelText('Skills')
    expect(skills.textContent).toBe('ReactTypeScriptSQL+2')
  })

  it('accepts a job summary (views instead of viewCount, no skills)', async () => {
    const { id, title, company, companyId, location, isRemote, employmentType } = makeJob()
    await renderWithProviders(
      <JobCard
        job={{
          id,
          title,
          company,
          companyId,
          location,
          isRemote,
          employmentType,
          salaryMin: null,
          salaryMax: null,
          currency: null,
          postedDate: null,
          createdAt: '2026-02-01T00:00:00.000Z',
          views: 2_500_000,
        }}
        now={now}
      />,
    )
    const text = screen.getByRole('article').textContent ?? ''
    expect(text).toContain('Salary not listed')
    expect(text).toContain('2.5M views')
    expect(text).toContain('1 month ago')
  })

  it('places the save slot and a notice', async () => {
    await renderWithProviders(
      <JobCard
        job={makeJob()}
        now={now}
        saveSlot={<button type="button">Save it</button>}
        notice={<span>No longer accepting applications</span>}
      />,
    )
    const card = screen.getByRole('article')
    expect(within(card).getByRole('button', { name: 'Save it' })).toBeTruthy()
    expect(card.textContent).toContain('No longer accepting applications')
  })
})
