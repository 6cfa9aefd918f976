import { HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { CompanyLocation, CompanyProfile } from '@/api/companies/company-profile'
import { displayUrl, formatCompanyLocation } from '../lib/company-display'
import { EmptyTab, ProfileSection } from './profile-section'

function Office({ title, location }: { title: string; location: CompanyLocation }) {
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <HStack gap="2" fontWeight="semibold">
        <MapPin aria-hidden size={16} />
        <Text>{title}</Text>
      </HStack>
      <Text color="fg.muted">{formatCompanyLocation(location, true) || 'Address not given'}</Text>
      {location.timezone ? (
        <Text color="fg.muted" fontSize="sm">
          Time zone: {location.timezone}
        </Text>
      ) : null}
    </Stack>
  )
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="flex-start">
      {icon}
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        {children}
      </Stack>
    </HStack>
  )
}

const external = (href: string) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="indigo" color="colorPalette.fg">
    {displayUrl(href)}
  </Link>
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
    <Stack gap="8">
      {headquarters || locations.length > 0 || company.location ? (
        <ProfileSection title="Locations">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
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
          </SimpleGrid>
        </ProfileSection>
      ) : null}
      {hasContact ? (
        <ProfileSection title="Contact">
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
            {contact?.email ? (
              <ContactLine icon={<Mail aria-hidden size={18} />} label="Email">
                <Link href={`mailto:${contact.email}`} colorPalette="indigo" color="colorPalette.fg">
                  {contact.email}
                </Link>
              </ContactLine>
            ) : null}
            {contact?.phone ? (
              <ContactLine icon={<Phone aria-hidden size={18} />} label="Phone">
                <Link
                  href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                  colorPalette="indigo"
                  color="colorPalette.fg"
                >
                  {contact.phone}
                </Link>
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
          </Stack>
        </ProfileSection>
      ) : null}
    </Stack>
  )
}
