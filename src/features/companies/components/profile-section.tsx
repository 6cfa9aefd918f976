import type { ReactNode } from 'react'
import { companyProfileClass as c } from '@/components/static-css/company-profile'

/** A titled block inside a profile tab. Plain elements with static classes (static-css/company-profile.ts). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={c.section}>
      <h3 className={c.sectionTitle}>{title}</h3>
      <div>{children}</div>
    </section>
  )
}

/** A list of short texts (values, perks, technologies) as tags (Chakra's Tag, lg, subtle). */
export function TagList({
  items,
  palette = 'gray',
}: {
  items: readonly string[]
  palette?: 'gray' | 'indigo'
}) {
  const tone = palette === 'indigo' ? c.tagIndigo : c.tagGray
  return (
    <ul className={c.tags}>
      {items.map((item) => (
        <li key={item} className={`${c.tag} ${tone}`}>
          <span className={c.tagLabel}>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** What a tab says when the company has not filled it in. */
export function EmptyTab({ children }: { children: ReactNode }) {
  return <p className={c.empty}>{children}</p>
}
