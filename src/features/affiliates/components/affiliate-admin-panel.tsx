import { Alert, Badge, Button, Card, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { formatCents } from '@/api/pricing'
import { DateText } from '@/lib/hydration/date-text'
import { downloadApiFile } from '@/lib/download/download-api-file'
import {
  affiliateAdminKey,
  fetchAffiliateAdmin,
  markPayoutPaid,
  preparePayouts,
} from '../api/affiliate-calls'

/** The admins' view: every affiliate's totals, payouts prepared, exported as CSV, and marked paid. */
export function AffiliateAdminPanel() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: affiliateAdminKey,
    queryFn: ({ signal }) => fetchAffiliateAdmin(signal),
  })
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: affiliateAdminKey })
  const prepare = useMutation({
    mutationFn: preparePayouts,
    onSuccess: (result) => setNotice({ ok: true, text: `${result.payouts.length} payout(s) prepared.` }),
    onError: (error) => setNotice({ ok: false, text: error.message }),
    onSettled: refresh,
  })
  const markPaid = useMutation({
    mutationFn: markPayoutPaid,
    onSuccess: (payout) => setNotice({ ok: true, text: `Payout to ${payout.affiliateName} marked paid.` }),
    onError: (error) => setNotice({ ok: false, text: error.message }),
    onSettled: refresh,
  })
  if (query.isPending)
    return <Skeleton h="64" borderRadius="lg" aria-busy="true" aria-label="Loading affiliates" />
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{query.error.message}</Alert.Description>
      </Alert.Root>
    )
  const open = query.data.payouts.filter((payout) => payout.paidAt === null)
  return (
    <Stack gap="6">
      {notice ? (
        <Alert.Root status={notice.ok ? 'success' : 'info'} role="status">
          <Alert.Indicator />
          <Alert.Description>{notice.text}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Payouts</Card.Title>
          <Card.Description>
            Prepare gathers each affiliate’s approved commissions from{' '}
            {formatCents(query.data.payoutMinimumCents)}. Download the open payouts as CSV, pay them, then
            mark each paid.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <HStack gap="2" flexWrap="wrap">
              <Button colorPalette="indigo" loading={prepare.isPending} onClick={() => prepare.mutate()}>
                Prepare payouts
              </Button>
              <Button
                variant="outline"
                disabled={open.length === 0}
                onClick={() =>
                  downloadApiFile({
                    path: '/Affiliates/payouts.csv',
                    fileName: 'affiliate-payouts.csv',
                    failureMessage: () => 'The payouts could not be downloaded.',
                  }).catch((error: Error) => setNotice({ ok: false, text: error.message }))
                }
              >
                <Download aria-hidden="true" /> Download CSV
              </Button>
            </HStack>
            {query.data.payouts.length === 0 ? (
              <Text color="fg.muted">No payouts yet.</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Affiliate</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      <Table.ColumnHeader>Prepared</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {query.data.payouts.map((payout) => (
                      <Table.Row key={payout.id}>
                        <Table.Cell>
                          {payout.affiliateName}
                          <Text fontSize="xs" color="fg.muted">
                            {payout.affiliateEmail}
                          </Text>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(payout.amountCents)}</Table.Cell>
                        <Table.Cell>
                          <DateText value={payout.createdAt} />
                        </Table.Cell>
                        <Table.Cell>
                          {payout.paidAt ? (
                            <Badge colorPalette="green">Paid</Badge>
                          ) : (
                            <Button
                              size="xs"
                              variant="outline"
                              loading={markPaid.isPending && markPaid.variables === payout.id}
                              onClick={() => markPaid.mutate(payout.id)}
                              aria-label={`Mark the payout to ${payout.affiliateName} paid`}
                            >
                              Mark paid
                            </Button>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Affiliates</Card.Title>
        </Card.Header>
        <Card.Body>
          {query.data.affiliates.length === 0 ? (
            <Text color="fg.muted">Nobody has joined the programme yet.</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Affiliate</Table.ColumnHeader>
                    <Table.ColumnHeader>Code</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Clicks</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Sign-ups</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Pending</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Approved</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {query.data.affiliates.map((affiliate) => (
                    <Table.Row key={affiliate.userId}>
                      <Table.Cell>
                        {affiliate.name}
                        <Text fontSize="xs" color="fg.muted">
                          {affiliate.email}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontFamily="mono">{affiliate.code ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{affiliate.clicks}</Table.Cell>
                      <Table.Cell textAlign="end">{affiliate.signups}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(affiliate.pendingCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(affiliate.approvedCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(affiliate.paidCents)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
