// Issue 13: a person's profile (/people/{slug}, /profile/{id}) and a public resume (/resumes/{id or slug}) arrive
// rendered by the server with their data — title, description, canonical URL, Open Graph and JSON-LD in the HTML
// for crawlers and link unfurlers that run no script — and the browser hydrates that HTML without a mismatch. A
// resume a visitor may not see is never in the HTML. The profile's "More actions" menu is the small accessible menu
// of src/components/ui/action-menu.tsx (keyboard: arrows, Home/End, Escape with focus back on the button).
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken, letterStamp, verifiedAccount } from './support/accounts'
import { jsonLd, queryState } from './support/server-page-html'
import { expect, test } from './support/test'

type Member = { email: string; token: string; id: string; slug: string; name: string }

/** A new verified member with a headline, a public resume and a private one (set up through the API). */
async function memberWithResumes(request: APIRequestContext, label: string) {
  const firstName = `Ssr${letterStamp()}`
  const email = await verifiedAccount(request, { label, firstName })
  const token = await apiToken(request, email)
  const headers = { authorization: `Bearer ${token}` }
  const me = await request.put('/api/Users/me', {
    headers,
    data: { headline: 'Backend engineer who writes things down', location: 'Lisbon, Portugal' },
  })
  expect(me.ok()).toBe(true)
  const { id, slug } = ((await me.json()) as { data: { id: string; slug: string } }).data
  const profile = await request.get(`/api/People/${id}`)
  const name = ((await profile.json()) as { data: { fullName: string } }).data.fullName
  const save = async (title: string, privacy: string) => {
    const response = await request.post('/api/Resume/Save', {
      headers,
      data: {
        name: title,
        privacy,
        description: `${title}: services that stay up`,
        resume: {
          basics: {
            name,
            label: 'Backend Engineer',
            email: 'hidden-from-ld@example.com',
            summary: 'Builds reliable services.',
            location: { city: 'Lisbon', countryCode: 'PT' },
          },
          work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01' }],
          skills: [{ name: 'TypeScript' }],
        },
      },
    })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { data: { resume: { id: string; slug: string; name: string } } }).data
      .resume
  }
  const publicResume = await save(`Public CV ${firstName}`, 'public')
  const privateResume = await save(`Private CV ${firstName}`, 'private')
  const member: Member = { email, token, id, slug, name }
  return { member, publicResume, privateResume }
}

/** Console errors and warnings from the first byte (a hydration mismatch is one). */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return // the config's choice
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(String(error)))
  return problems
}

test('a profile is in the HTML: title, canonical, Open Graph, ProfilePage JSON-LD and only public resumes', async ({
  request,
}) => {
  const { member, publicResume, privateResume } = await memberWithResumes(request, 'ssr-profile-html')
  for (const path of [`/people/${member.slug}`, `/profile/${member.id}`]) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${member.name} · ReelHire</title>`)
    expect(html).toContain('<meta name="description" content="Backend engineer who writes things down" />')
    expect(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(
      new RegExp(`^http://[^/]+/people/${member.slug}$`),
    )
    expect(html).toContain(`<meta property="og:title" content="${member.name} · ReelHire" />`)
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: member.name,
        description: 'Backend engineer who writes things down',
      },
    })
    const root = html.slice(html.indexOf('<div id="root">'))
    expect(root).toMatch(new RegExp(`<h1[^>]*>${member.name}</h1>`))
    expect(root).toContain(publicResume.name)
    expect(html).not.toContain(privateResume.name)
    expect(html).not.toContain(member.email)
    expect(queryState(html).queries).toHaveLength(2)
  }
})

test('a public resume is in the HTML with its JSON-LD; a private one is the app shell', async ({
  request,
}) => {
  const { member, publicResume, privateResume } = await memberWithResumes(request, 'ssr-resume-html')
  const response = await request.get(`/resumes/${publicResume.slug}`)
  const html = await response.text()
  expect(html).toContain(`<title>${publicResume.name} — ${member.name} · ReelHire</title>`)
  expect(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1]).toMatch(
    new RegExp(`^http://[^/]+/resumes/${publicResume.slug}$`),
  )
  const data = jsonLd(html)
  expect(data).toMatchObject({
    '@type': 'ProfilePage',
    name: publicResume.name,
    mainEntity: {
      '@type': 'Person',
      name: member.name,
      jobTitle: 'Backend Engineer',
      knowsAbout: ['TypeScript'],
    },
  })
  // No contact details in the structured data.
  expect(JSON.stringify(data)).not.toContain('hidden-from-ld@example.com')
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Builds reliable services.')

  // A private resume — even asked for by its owner — and an unknown one: the app shell, nothing of the resume.
  for (const path of [`/resumes/${privateResume.id}`, `/resumes/${crypto.randomUUID()}`]) {
    const shell = await (
      await request.get(path, { headers: { authorization: `Bearer ${member.token}` } })
    ).text()
    expect(shell).not.toContain('id="server-query-state"')
    expect(shell).not.toContain(privateResume.name)
    expect(shell).not.toContain('application/ld+json')
  }
})

test('without JavaScript a profile and a resume show their content', async ({ browser, request }) => {
  const { member, publicResume } = await memberWithResumes(request, 'ssr-no-js')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/people/${member.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()
  await expect(page.getByText('Backend engineer who writes things down')).toBeVisible()
  await expect(page.getByRole('link', { name: publicResume.name })).toBeVisible()
  await page.goto(`/resumes/${publicResume.id}`)
  await expect(page.getByText('Builds reliable services.')).toBeVisible()
  await context.close()
})

for (const kind of ['profile', 'resume'] as const) {
  test(`a visitor’s ${kind} page hydrates the served HTML without console errors or warnings`, async ({
    page,
    request,
  }) => {
    const { member, publicResume } = await memberWithResumes(request, `ssr-hydrate-${kind}`)
    const problems = watchConsole(page)
    await page.goto(kind === 'profile' ? `/people/${member.slug}` : `/resumes/${publicResume.slug}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    if (kind === 'profile') {
      await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Sign in to connect' })).toBeVisible()
    } else {
      await expect(page.getByText('Builds reliable services.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible()
    }
    const logs = await page.evaluate(() => localStorage.getItem('reelhire.logs') ?? '')
    expect(logs).not.toContain('Hydration fell back')
    expect(problems).toEqual([])
  })
}

test('signed in, the profile’s More actions menu works from the keyboard', async ({
  page,
  request,
  signInAsNew,
}) => {
  const { member } = await memberWithResumes(request, 'ssr-menu-target')
  await signInAsNew({ label: 'ssr-menu-viewer', role: 'JobSeeker' })
  await page.goto(`/people/${member.slug}`)
  const trigger = page.getByRole('button', { name: `More actions for ${member.name}` })
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  // Not connected: Report, then Block; focus starts on the first and wraps around.
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Block' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Block' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')

  // ArrowUp opens on the last item; Enter picks it (Block asks for confirmation).
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Block' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    `Block ${member.name}?`,
  )
})
