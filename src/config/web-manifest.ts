// The web app manifest. Pure data so vite.config.ts and tests can import it.
export const THEME_COLOR = '#4f46e5'
export const BACKGROUND_COLOR = '#ffffff'

export const webManifest = {
  id: '/',
  name: 'ReelHire',
  short_name: 'ReelHire',
  description: 'Video resumes, smart job search and hiring tools — built to work on any network.',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: 'en',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Jobs',
      short_name: 'Jobs',
      url: '/jobs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Resumes',
      short_name: 'Resumes',
      url: '/resumes',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
}
