import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { CompanyLocation, CompanyProfile } from '@/api/companies/company-profile'
import { companyProfileClass as c } from '@/components/static-css/company-profile'
import { displayUrl, formatCompanyLocation } from '../lib/company-display'
import { EmptyTab, ProfileSection } from './profile-section'

function Office({ title, location }: { title: string; location: CompanyLocation }) {
  return (
    <div className={c.office}>
      <div className={c.officeTitle}>
        <MapPin aria-hidden size={16} />
        <p>{title}</p>
      </div>
      <p className={c.muted}>{formatCompanyLocation(location, true) || 'Address not given'}</p>
      {location.timezone ? <p className={c.mutedSm}>Time zone: {location.timezone}</p> : null}
    </div>
  )
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={c.contact}>
      {icon}
      <div className={c.contactText}>
        <p className={c.contactLabel}>{label}</p>
        {children}
      </div>
    </li>
  )
}

const external = (href: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className={c.link}>
    {displayUrl(href)}
  </a>
)

/** Locations & contact: headquarters, other offices, and the ways to reach the company. */
export function CompanyLocationsTab({ company }: { company: CompanyProfile }) {
  const { headquarters, locations, contact } = company.data
  const website = contact?.website ?? company.data.website
  const socials = [
    { label: 'LinkedIn', href: contact?.linkedin },
    { label: 'Twitter', href: contact?.twitter },
    { label: 'Facebook', href: contact?.facebook },
  ].filter((item): item is { label: string; href: string } => Boolean(item.href))
  const hasContact = Boolean(contact?.email || contact?.phone || website || socials.length)
  if (!headquarters && locations.length === 0 && !company.location && !hasContact) {
    return <EmptyTab>No locations or contact details listed yet.</EmptyTab>
  }
  return (
    <div className={c.sections}>
      {headquarters || locations.length > 0 || company.location ? (
        <ProfileSection title="Locations">
          <div className={c.offices}>
            {headquarters ? (
              <Office title="Headquarters" location={headquarters} />
            ) : company.location ? (
              <Office title="Headquarters" location={{ city: company.location }} />
            ) : null}
            {locations.map((location, index) => (
              <Office
                key={index}
                title={location.city?.trim() || (location.remote ? 'Remote' : `Office ${index + 1}`)}
                location={location}
              />
            ))}
          </div>
        </ProfileSection>
      ) : null}
      {hasContact ? (
        <ProfileSection title="Contact">
          <ul className={c.contacts}>
            {contact?.email ? (
              <ContactLine icon={<Mail aria-hidden size={18} />} label="Email">
                <a href={`mailto:${contact.email}`} className={c.link}>
                  {contact.email}
                </a>
              </ContactLine>
            ) : null}
            {contact?.phone ? (
              <ContactLine icon={<Phone aria-hidden size={18} />} label="Phone">
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={c.link}>
                  {contact.phone}
                </a>
              </ContactLine>
            ) : null}
            {website ? (
              <ContactLine icon={<Globe aria-hidden size={18} />} label="Website">
                {external(website)}
              </ContactLine>
            ) : null}
            {socials.map((social) => (
              <ContactLine key={social.label} icon={<Globe aria-hidden size={18} />} label={social.label}>
                {external(social.href)}
              </ContactLine>
            ))}
          </ul>
        </ProfileSection>
      ) : null}
    </div>
  )
}
