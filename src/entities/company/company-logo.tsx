import { Avatar } from '@chakra-ui/react'
import { companyDisplayName } from '@/api/companies/company-names'

type Props = { name: string; logo: string | null | undefined; size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl' }

/** The company's logo, or its initials on the brand colour when it has none (or the image fails). */
export function CompanyLogo({ name, logo, size = 'lg' }: Props) {
  const display = companyDisplayName(name)
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="indigo" variant="subtle" flexShrink={0}>
      <Avatar.Fallback name={display} />
      {logo ? <Avatar.Image src={logo} alt={`${display} logo`} loading="lazy" /> : null}
    </Avatar.Root>
  )
}
