import { Briefcase, CirclePlay, Clapperboard, FileCode, Image, Link2, MapPin } from 'lucide-react'
import type { PublicSearchItem } from '@/api/discovery/public-search'
import { MediaMetaType } from '@/api/resume-media/resume-media-record'
import { discoveryClass as d } from '@/components/static-css/discovery'
import { personCardClass as c } from '@/components/static-css/person-card'
import { PlainLink } from '@/components/ui/app-link'
import { PersonAvatar } from '@/entities/person/person-avatar'
import { RelativeDateText } from '@/lib/hydration/date-text'
import { itemHref, mediaFields } from '@/entities/search-item/item-href'
import { mediaLabel } from '../lib/item-cards'

/**
 * The people and media items of /search. A person here is the public search item (seed 2 §3), which carries no
 * connection state, so the tile links to the profile (where Connect and Message live) rather than reusing the
 * person card with a button that could be wrong; both tiles use the person card's static classes (decision 023).
 */

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.at(-1) ?? '' }
}

export function PersonTile({ item }: { item: PublicSearchItem }) {
  const { firstName, lastName } = splitName(item.name)
  return (
    <div className={c.root} data-testid="discovery-person" data-item-id={item.id}>
      <div className={c.body}>
        <div className={`${c.top} ${d.withActions}`}>
          <PersonAvatar firstName={firstName} lastName={lastName} avatar={item.avatar} />
          <div className={c.titleBlock}>
            <h3 className={c.title}>
              <PlainLink href={itemHref(item)} className={c.titleLink}>
                {item.name}
              </PlainLink>
            </h3>
            {item.headline ? <p className={c.headline}>{item.headline}</p> : null}
          </div>
        </div>
        <div className={c.facts}>
          {item.location ? (
            <span className={c.fact}>
              <MapPin aria-hidden size={14} />
              <span className={c.truncate}>{item.location}</span>
            </span>
          ) : null}
          {item.company ? (
            <span className={c.fact}>
              <Briefcase aria-hidden size={14} />
              <span className={c.truncate}>{item.company}</span>
            </span>
          ) : null}
        </div>
      </div>
    </div>
  )
}

const MEDIA_ICONS = {
  [MediaMetaType.mp4]: Clapperboard,
  [MediaMetaType.webm]: Clapperboard,
  [MediaMetaType.youtube]: CirclePlay,
  [MediaMetaType.image]: Image,
  [MediaMetaType.html]: FileCode,
} as Record<number, typeof Link2>

export function MediaTile({ item, renderedAt }: { item: PublicSearchItem; renderedAt: number }) {
  const { metaType } = mediaFields(item)
  const Icon = MEDIA_ICONS[metaType] ?? Link2
  return (
    <div className={c.root} data-testid="discovery-media" data-item-id={item.id}>
      <div className={c.body}>
        <div className={`${c.top} ${d.withActions}`}>
          <span className={c.avatar} aria-hidden>
            <Icon size={20} />
          </span>
          <div className={c.titleBlock}>
            <span className={d.kind}>{mediaLabel(metaType)}</span>
            <h3 className={c.title}>
              <PlainLink href={itemHref(item)} className={c.titleLink}>
                {item.title}
              </PlainLink>
            </h3>
          </div>
        </div>
        {item.description ? <p className={c.headline}>{item.description}</p> : null}
        <div className={c.facts}>
          <span className={c.fact}>
            Added&nbsp;
            <RelativeDateText value={item.createdAt} renderedAt={renderedAt} lowercase />
          </span>
        </div>
      </div>
    </div>
  )
}
