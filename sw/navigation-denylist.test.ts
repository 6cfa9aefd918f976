import { describe, expect, it } from 'vitest'
import { isNavigationDenied } from './navigation-denylist'

describe('isNavigationDenied', () => {
  it.each([
    '/api/health',
    '/api/Auth/login',
    '/files/abc',
    '/dev/mail',
    '/assets/nope.js',
    '/r/AVERY-2026',
    '/embedded-resume/ana-silva',
    '/embedded/resume/ana-silva',
    '/embedded/resumes/ana-silva',
  ])('leaves %s to the network', (path) => expect(isNavigationDenied(path)).toBe(true))

  it.each(['/', '/pricing', '/jobs/42', '/apis', '/developers', '/resumes', '/Tools/salary-calculator'])(
    'serves the app shell for %s',
    (path) => expect(isNavigationDenied(path)).toBe(false),
  )
})
