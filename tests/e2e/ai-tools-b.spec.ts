// AI tools, part B (issue 16): the salary calculator answers a title and a state with the BLS median and the
// data's credit lines; the job-resume match explains a pasted resume against a seeded job check by check; the old
// insights link lands on the match tool.
import { expect, test } from './support/test'

test('the salary calculator shows the BLS median for a title and a state, with the credit lines', async ({
  page,
}) => {
  await page.goto('/tools/salary-calculator')
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Calculator' })).toBeVisible()
  // The credit lines are on the page before any result.
  await expect(
    page.getByText(
      'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2025.',
    ),
  ).toBeVisible()
  await expect(page.getByText(/information from the O\*NET 29\.3 Database/)).toBeVisible()

  await page.getByRole('button', { name: 'Calculate salary' }).click()
  await expect(page.getByText('Enter a job title')).toBeVisible()
  await page.getByLabel('Job title').fill('Registered Nurse')
  await page.getByLabel('Location (U.S. state)').fill('Columbus, Ohio')
  await page.getByLabel('Years of experience').fill('5')
  await page.getByRole('button', { name: 'Calculate salary' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('heading', { name: 'Registered Nurses' })).toBeVisible({ timeout: 20_000 })
  await expect(result.getByText('SOC 29-1141')).toBeVisible()
  // May 2025 national median of 29-1141 (oews-national-2025.csv, A_MEDIAN).
  await expect(result.getByText('National median (per year)')).toBeVisible()
  await expect(result.getByText('$97,550').first()).toBeVisible()
  await expect(result.getByText('Ohio estimate')).toBeVisible()
  await expect(result.getByText(/May 2025, occupation 29-1141/)).toBeVisible()
  await expect(result.getByText('Built-in engine · ran on our server')).toBeVisible()

  // Negotiation tips against that market rate.
  await page.getByLabel('Your offer (per year, USD)').fill('80000')
  await page.getByRole('button', { name: 'Get tips' }).click()
  await expect(page.getByText('Suggested counter-offer:')).toBeVisible()
})

test('the job-resume match explains a pasted resume against a seeded job, check by check', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/Job?limit=20')
  const jobs = (
    (await response.json()) as { data: { items: { id: string; title: string; skills: string[] }[] } }
  ).data.items
  const job = jobs.find((j) => j.skills.length >= 2)
  if (!job) throw new Error('the seed has no listed job with skills')
  const [first, second] = job.skills as [string, string]

  await page.goto(`/tools/job-resume-match?jobId=${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Job-Resume Match' })).toBeVisible()
  // The job from the link is chosen.
  await expect(page.getByLabel('Job', { exact: true })).toHaveValue(job.id)
  await page
    .getByLabel('Resume text')
    .fill(
      `Sam Rivera\n${job.title}\nsam@example.com | Austin, TX\n\nEXPERIENCE\n${job.title} | Acme | Jan 2018 – Present\n- Delivered projects using ${first}\n\nSKILLS\n${first}, Teamwork`,
    )
  await page.getByRole('button', { name: 'Match resume to job' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByLabel(/^Match score \d+ out of 100$/)).toBeVisible({ timeout: 20_000 })
  const checks = result.getByRole('list', { name: 'Match checks' })
  await expect(checks.getByText(`Skill: ${first}`)).toBeVisible()
  await expect(checks.locator('[data-status="passed"]').filter({ hasText: `Skill: ${first}` })).toContainText(
    `From the resume: “- Delivered projects using ${first}”`,
  )
  await expect(
    checks.locator('[data-status="failed"]').filter({ hasText: `Skill: ${second}` }),
  ).toContainText('not found in the resume')
  await expect(checks.locator('[data-status="passed"]').filter({ hasText: 'Job title' })).toBeVisible()
  await expect(result.getByText('Built-in engine · ran on our server')).toBeVisible()
})

test('/insights/how-to-use-job-match-analysis-tool lands on the match tool', async ({ page }) => {
  await page.goto('/insights/how-to-use-job-match-analysis-tool')
  await expect(page).toHaveURL(/\/tools\/job-resume-match$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Job-Resume Match' })).toBeVisible()
})
