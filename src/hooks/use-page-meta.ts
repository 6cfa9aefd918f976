import { useEffect } from 'react'

export type PageMeta = { title: string; description?: string; noindex?: boolean }

const SITE_NAME = 'ReelHire'
export const DEFAULT_META = {
  title: 'ReelHire — Video resumes and smarter hiring',
  description:
    'ReelHire helps job seekers stand out with video resumes and helps recruiters hire faster. Works offline, installs on your phone.',
}

function setMetaTag(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === null) {
    tag?.remove()
    return
  }
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.appendChild(tag)
  }
  tag.content = content
}

export function documentTitle(title: string): string {
  return title === SITE_NAME ? DEFAULT_META.title : `${title} · ${SITE_NAME}`
}

// While prerendering there is no document and effects never run: the last page meta rendered is kept here
// so the prerenderer can write it into the page's <head>.
let serverPageMeta: PageMeta | null = null

/** The meta of the page just rendered on the server (and forget it, ready for the next page). */
export function takeServerPageMeta(): PageMeta | null {
  const meta = serverPageMeta
  serverPageMeta = null
  return meta
}

/** Sets the page title and meta tags; the default fallback metadata comes back when the page unmounts. */
export function usePageMeta({ title, description, noindex = false }: PageMeta) {
  if (typeof document === 'undefined') serverPageMeta = { title, description, noindex }
  useEffect(() => {
    document.title = documentTitle(title)
    setMetaTag('description', description ?? DEFAULT_META.description)
    setMetaTag('robots', noindex ? 'noindex, nofollow' : null)
    return () => {
      document.title = DEFAULT_META.title
      setMetaTag('description', DEFAULT_META.description)
      setMetaTag('robots', null)
    }
  }, [title, description, noindex])
}
