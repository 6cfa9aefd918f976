import { Briefcase, MapPin, Users } from 'lucide-react'
import type { PersonCard as PersonCardData } from '@/api/people/person-card'
import { personCardClass as c } from '@/components/static-css/person-card'
import { PlainLink } from '@/components/ui/app-link'
import { PoolPersonMenu } from '@/entities/talent-pool/pool-person-actions'
import { formatCount } from '@/lib/format-count'
import { ConnectionActions } from './connection-actions'
import { PersonAvatar } from './person-avatar'

type Props = {
  person: PersonCardData
  /** When the list was fetched (the connection overlay compares against it). */
  updatedAt: number
  headingLevel?: 'h2' | 'h3'
  /** A row of a list (actions on the right on wide screens) rather than a grid card. */
  variant?: 'grid' | 'list'
}

export const personHref = (person: Pick<PersonCardData, 'slug' | 'id'>) =>
  `/people/${person.slug || person.id}`

export const connectionsLabel = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'connection' : 'connections'}`

export const followersLabel = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'follower' : 'followers'}`

/**
 * A person in a list (seed 2 §2 "Person card"): avatar, name linking to /people/{slug}, headline, location,
 * company, connections and followers (with "Following" when the viewer follows them), "Open to work", and the viewer's connection action (plus, for someone who hires,
 * the talent pool menu: add to pool, track). Plain elements with static
 * classes (src/components/static-css/person-card.ts, decision 023); the buttons stay Chakra's.
 */
export function PersonCard({ person, updatedAt, headingLevel = 'h2', variant = 'grid' }: Props) {
  const Heading = headingLevel
  return (
    <div
      className={variant === 'list' ? `${c.root} ${c.list}` : c.root}
      data-testid="person-card"
      data-person-id={person.id}
    >
      <div className={c.body}>
        <div className={c.top}>
          <PersonAvatar firstName={person.firstName} lastName={person.lastName} avatar={person.avatar} />
          <div className={c.titleBlock}>
            <Heading className={c.title}>
              <PlainLink href={personHref(person)} className={c.titleLink}>
                {person.fullName}
              </PlainLink>
            </Heading>
            {person.headline ? <p className={c.headline}>{person.headline}</p> : null}
          </div>
        </div>
        <div className={c.facts}>
          {person.openToWork ? <span className={c.badge}>Open to work</span> : null}
          {person.location ? (
            <span className={c.fact}>
              <MapPin aria-hidden size={14} />
              <span className={c.truncate}>{person.location}</span>
            </span>
          ) : null}
          {person.currentCompany ? (
            <span className={c.fact}>
              <Briefcase aria-hidden size={14} />
              <span className={c.truncate}>{person.currentCompany}</span>
            </span>
          ) : null}
          <span className={c.fact}>
            <Users aria-hidden size={14} />
            {connectionsLabel(person.connectionCount)}
          </span>
          {person.followerCount ? (
            <span className={c.fact}>{followersLabel(person.followerCount)}</span>
          ) : null}
          {person.isFollowing ? <span className={c.fact}>Following</span> : null}
        </div>
      </div>
      <div className={c.footer}>
        <ConnectionActions person={person} updatedAt={updatedAt} />
        <PoolPersonMenu personId={person.id} name={person.fullName} />
      </div>
    </div>
  )
}
