import {
  Alert,
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { formatCents } from '@/api/pricing'
import { LinkButton } from '@/components/ui/app-link'
import { DateText } from '@/lib/hydration/date-text'
import { fetchInvoice, invoiceQueryKey } from '../api/billing-calls'

/** /account/invoices/{id}: one invoice as issued — number, billed to, period, lines and totals in dollars. */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const query = useQuery({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: ({ signal }) => fetchInvoice(invoiceId, signal),
  })
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <HStack>
          <LinkButton href="/account#billing" variant="ghost" size="sm">
            ← Billing
          </LinkButton>
        </HStack>
        {query.isPending ? (
          <Stack gap="3" aria-busy="true" aria-label="Loading the invoice">
            <Skeleton h="10" w="50%" />
            <Skeleton h="48" borderRadius="lg" />
          </Stack>
        ) : query.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              This invoice was not found, or it belongs to an account you do not manage.
            </Alert.Description>
          </Alert.Root>
        ) : (
          <Stack gap="5" data-testid="invoice">
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                Invoice {query.data.number}
              </Heading>
              <HStack gap="2">
                <Badge colorPalette="green" size="lg">
                  Paid
                </Badge>
                {query.data.testMode ? <Badge colorPalette="yellow">Test mode</Badge> : null}
              </HStack>
            </HStack>
            <Stack gap="1" fontSize="sm">
              <Text>
                <Text as="span" color="fg.muted">
                  Billed to:{' '}
                </Text>
                {query.data.billedTo}
              </Text>
              <Text>
                <Text as="span" color="fg.muted">
                  Issued:{' '}
                </Text>
                <DateText value={query.data.issuedAt} />
              </Text>
              <Text>
                <Text as="span" color="fg.muted">
                  Period:{' '}
                </Text>
                <DateText value={query.data.periodStart} /> – <DateText value={query.data.periodEnd} />
              </Text>
            </Stack>
            <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Description</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {query.data.lines.map((line, index) => (
                    <Table.Row key={index}>
                      <Table.Cell>{line.description}</Table.Cell>
                      <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(line.unitAmountCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(line.amountCents)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Stack gap="1" alignSelf="flex-end" minW="60">
              <HStack justify="space-between">
                <Text color="fg.muted">Subtotal</Text>
                <Text>{formatCents(query.data.subtotalCents)}</Text>
              </HStack>
              <Separator />
              <HStack justify="space-between" fontWeight="bold">
                <Text>Total paid ({query.data.currency.toUpperCase()})</Text>
                <Text data-testid="invoice-total">{formatCents(query.data.totalCents)}</Text>
              </HStack>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
