// "Generate AI Video" (issue 14, decision 029): a job seeker opens it from the builder (hero slide 2 links to the same
// panel), edits the pitch script, has ReelHire make a narrated slideshow, previews it, keeps it, and finds it on the
// resume page — where visitors see it only once it is kept.
import type { APIRequestContext } from '@playwright/test'
import { apiToken } from './support/accounts'
import { expect, test } from './support/test'

type Media = { id: string; name: string; status: string; awaitingReview: boolean }

async function createResume(request: APIRequestContext, token: string): Promise<string> {
  const saved = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Designer resume',
      privacy: 'public',
      resume: {
        basics: { name: 'Rosa Díaz', label: 'Product Designer', summary: 'I design calm software.' },
        skills: [{ name: 'Research' }, { name: 'Figma' }],
      },
    },
  })
  expect(saved.ok()).toBe(true)
  return ((await saved.json()) as { data: { id: string } }).data.id
}

async function publicMedia(request: APIRequestContext, resumeId: string): Promise<Media[]> {
  const res = await request.get(`/api/Resume/${resumeId}/media`)
  return ((await res.json()) as { data: Media[] }).data
}

test('a job seeker generates a narrated slideshow from the builder, previews it, keeps it and sees it on the resume', async ({
  page,
  request,
  signInAsNew,
}) => {
  test.setTimeout(150_000)
  const email = await signInAsNew({ label: 'ai-video' })
  const token = await apiToken(request, email)
  const resumeId = await createResume(request, token)

  // Hero slide 2 and the builder both open the panel directly.
  await page.goto('/')
  await page.getByRole('button', { name: /^Slide 2 of/ }).click()
  await page.getByRole('link', { name: 'Generate AI Video' }).click()
  await expect(page).toHaveURL(/\/resumes\/upload\/video\?mode=ai$/)
  await expect(page.getByRole('tab', { name: 'Generate AI Video' })).toHaveAttribute('aria-selected', 'true')
  await page.goto(`/resumes/edit/${resumeId}`)
  await page.getByRole('link', { name: 'Generate AI Video' }).click()
  await expect(page).toHaveURL(/\/resumes\/upload\/video\?.*mode=ai/)
  await expect(page.getByRole('tab', { name: 'Generate AI Video' })).toHaveAttribute('aria-selected', 'true')

  // The pitch written from the resume, editable, with its length; the product says what will be generated.
  const script = page.getByRole('textbox', { name: 'Pitch script' })
  await expect(script).toHaveValue(/^Hi, I'm Rosa Díaz, a Product Designer\./)
  await expect(
    page.getByText(/Narrated slideshow made by ReelHire from your resume — synthetic voice/),
  ).toBeVisible()
  await script.fill("Hi, I'm Rosa. I design calm software. Thanks for watching!")
  await expect(page.getByText(/^10 words · about 6 seconds spoken/)).toBeVisible()

  // "Record it yourself" takes the same script to the teleprompter.
  await page.getByRole('button', { name: 'Record it yourself' }).click()
  await expect(page.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Turn on camera' }).click()
  await expect(page.getByTestId('teleprompter')).toContainText('I design calm software.')
  await page.getByRole('tab', { name: 'Generate AI Video' }).click()
  await expect(script).toHaveValue("Hi, I'm Rosa. I design calm software. Thanks for watching!")

  await page.getByRole('button', { name: 'Make a narrated slideshow' }).click()
  await expect(page.getByTestId('ai-video-processing')).toBeVisible()
  // Leaving and coming back does not lose it: the panel picks up the video waiting for review.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Generate AI Video' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('ai-video-ready')).toBeVisible({ timeout: 90_000 })
  // Not kept yet: a visitor does not see it.
  expect(await publicMedia(request, resumeId)).toEqual([])

  const preview = page.getByLabel('Preview of your narrated slideshow')
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState >= 1 && video.duration), {
      timeout: 15_000,
    })
    .toBeGreaterThan(3)

  await page.getByRole('button', { name: 'Keep it on my resume' }).click()
  await expect(page.getByText('Kept: the slideshow is on your resume')).toBeVisible()
  const [kept] = await publicMedia(request, resumeId)
  expect(kept).toMatchObject({
    name: 'AI pitch video (narrated slideshow)',
    status: 'ready',
    awaitingReview: false,
  })

  await page.getByRole('link', { name: 'View resume' }).click()
  await expect(page).toHaveURL(new RegExp(`/resumes/${resumeId}#${kept!.id}$`))
  const item = page
    .getByTestId('resume-media-item')
    .filter({ hasText: 'AI pitch video (narrated slideshow)' })
  await expect(item).toBeVisible()
  await expect(item.getByText('Waiting for your review')).toHaveCount(0)
  await expect(item.getByLabel('AI pitch video (narrated slideshow)', { exact: true })).toBeVisible()
})
