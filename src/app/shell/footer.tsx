import { COPYRIGHT_START_YEAR } from './copyright'
import { footerClass } from '@/components/static-css/footer'
import { PlainLink } from '@/components/ui/app-link'
import { BrandLink } from './brand-link'

const GROUPS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Video Resumes', href: '/resumes' },
      { label: 'Job Board', href: '/jobs' },
      { label: 'Companies', href: '/companies' },
      { label: 'For Companies', href: '/for-recruiters' },
      { label: 'Affiliate Program', href: '/affiliate-program' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
] as const

export function copyrightText(now: Date = new Date()): string {
  const year = now.getUTCFullYear()
  const range = year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : String(COPYRIGHT_START_YEAR)
  return `© ${range} ReelHire`
}

export function Footer() {
  return (
    <footer className={footerClass.footer}>
      <div className={footerClass.grid}>
        <div className={footerClass.about}>
          <BrandLink />
          <p className={footerClass.tagline}>
            Video resumes, smarter job search and faster hiring — installable, and it keeps working offline.
          </p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className={footerClass.group}>
            <h2 className={footerClass.groupTitle}>{group.title}</h2>
            <ul className={footerClass.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <PlainLink href={link.href} className={footerClass.link}>
                    {link.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={footerClass.bottom}>
        {/* A page prerendered last year hydrates in the new one: the year may differ, and the client's is right. */}
        <p className={footerClass.text} suppressHydrationWarning>
          {copyrightText()}
        </p>
        <p className={footerClass.text}>Made for people who hire and people who want to be hired.</p>
      </div>
    </footer>
  )
}
