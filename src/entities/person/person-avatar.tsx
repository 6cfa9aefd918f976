import { personCardClass as c } from '@/components/static-css/person-card'

/** First letters of the first and last name (upper-cased by CSS). */
export const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}` || '?'

type Props = { firstName: string; lastName: string; avatar: string | null; size?: string }

/** The person's picture over their initials (the initials show until it loads, and if it fails). */
export function PersonAvatar({ firstName, lastName, avatar, size }: Props) {
  return (
    <span
      className={c.avatar}
      aria-hidden
      style={size ? { width: size, height: size, fontSize: `calc(${size} / 2.6)` } : undefined}
    >
      {initialsOf(firstName, lastName)}
      {avatar ? (
        <img
          className={c.avatarImage}
          src={avatar}
          alt=""
          loading="lazy"
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
        />
      ) : null}
    </span>
  )
}
