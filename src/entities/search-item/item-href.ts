import type { PublicSearchItem } from '@/api/discovery/public-search'
import { MediaMetaType } from '@/api/resume-media/resume-media-record'

/** Seed 2 §3's media mapping, read back: the type code in skills, the url in experienceLevel, the resume in company. */
export function mediaFields(item: PublicSearchItem): {
  metaType: number
  url: string | null
  resumeId: string | null
} {
  const code = Number(item.skills[0])
  return {
    metaType: Number.isFinite(code) ? code : MediaMetaType.hyperlink,
    url: item.experienceLevel,
    resumeId: item.company,
  }
}

/** The page an item opens. */
export function itemHref(item: PublicSearchItem): string {
  const key = encodeURIComponent(item.slug || item.id)
  switch (item.type) {
    case 'job':
      return `/jobs/${encodeURIComponent(item.id)}`
    case 'company':
      return `/companies/${key}`
    case 'people':
      return `/people/${key}`
    case 'resume':
      return `/resumes/${key}`
    case 'media': {
      const { resumeId } = mediaFields(item)
      return resumeId ? `/resumes/${encodeURIComponent(resumeId)}` : '/search'
    }
  }
}
