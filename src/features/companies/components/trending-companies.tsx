import { Box, Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react'
import { TrendingUp } from 'lucide-react'
import { companyDisplayName } from '@/api/companies/company-names'
import { CompanyLogo } from '@/entities/company/company-logo'
import { followersLabel } from '@/entities/company/company-follow-button'
import { AppLink } from '@/components/ui/app-link'
import { useTrendingCompanies } from '../api/get-trending-companies'

/** GET /api/Companies/trending: a horizontal strip of the companies people follow and visit most this week. */
export function TrendingCompanies() {
  const trending = useTrendingCompanies()
  if (trending.isError || (trending.isSuccess && trending.data.length === 0)) return null
  return (
    <Stack as="section" aria-labelledby="trending-companies" gap="3">
      <HStack gap="2">
        <TrendingUp aria-hidden size={18} />
        <Heading as="h2" id="trending-companies" size="md">
          Trending companies
        </Heading>
      </HStack>
      <Box
        as="ul"
        display="flex"
        gap="3"
        overflowX="auto"
        listStyleType="none"
        m="0"
        p="1"
        mx="-1"
        scrollSnapType="x mandatory"
        css={{ scrollbarWidth: 'thin' }}
      >
        {trending.isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <Box as="li" key={i} flex="0 0 auto">
                <Skeleton h="16" w="56" borderRadius="lg" />
              </Box>
            ))
          : trending.data?.map((company) => (
              <Box as="li" key={company.id} flex="0 0 auto" scrollSnapAlign="start">
                <LinkBox
                  display="flex"
                  alignItems="center"
                  gap="3"
                  w="60"
                  px="3"
                  py="2.5"
                  borderWidth="1px"
                  borderRadius="lg"
                  bg="bg.panel"
                  _hover={{ borderColor: 'indigo.muted' }}
                >
                  <CompanyLogo name={company.name} logo={company.logo} size="md" />
                  <Stack gap="0" minW="0">
                    <LinkOverlay asChild>
                      <AppLink href={`/companies/${company.id}`} fontWeight="semibold" color="fg" truncate>
                        {companyDisplayName(company.name)}
                      </AppLink>
                    </LinkOverlay>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {company.industry} · {followersLabel(company.followers)}
                    </Text>
                  </Stack>
                </LinkBox>
              </Box>
            ))}
      </Box>
    </Stack>
  )
}
