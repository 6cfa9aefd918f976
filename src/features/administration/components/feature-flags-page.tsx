import { Card, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ToggleRight } from 'lucide-react'
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_LABELS, type FeatureFlag } from '@/api/feature-flags'
import { LoadFailedState } from '@/components/errors/load-failed-state'
import { toaster } from '@/components/ui/toaster'
import { featureFlagsQueryOptions } from '@/entities/feature-flag/feature-flags-query'
import { toUserMessage } from '@/lib/api-client/api-error'
import { adminKeys, setFeatureFlag } from '../api/admin-api'
import { AdminFrame } from './admin-frame'

/** /admin/feature-flags: each flag with its switch; the server refuses a turned-off feature's calls at once. */
export function FeatureFlagsPage() {
  const queryClient = useQueryClient()
  const flags = useQuery({ ...featureFlagsQueryOptions(), staleTime: 0 })
  const save = useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlag; enabled: boolean }) => setFeatureFlag(key, enabled),
    onSuccess: (next, { key, enabled }) => {
      queryClient.setQueryData(featureFlagsQueryOptions().queryKey, next)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      toaster.create({
        type: 'success',
        title: `${FEATURE_FLAG_LABELS[key].label} turned ${enabled ? 'on' : 'off'}.`,
      })
    },
    onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
  })
  return (
    <AdminFrame
      title="Feature flags"
      description="Turn features on or off for everyone. Changes apply at once."
      current="/admin/feature-flags"
    >
      {flags.isPending ? (
        <Skeleton height="48" borderRadius="xl" aria-busy="true" aria-label="Loading feature flags" />
      ) : flags.isError ? (
        <LoadFailedState
          icon={<ToggleRight />}
          offline={!navigator.onLine}
          offlineText="Feature flags load when you are back online."
          title="Feature flags could not be loaded"
          description={toUserMessage(flags.error)}
          onRetry={() => void flags.refetch()}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {FEATURE_FLAG_KEYS.map((key) => (
            <li key={key}>
              <Card.Root size="sm">
                <Card.Body>
                  <Stack direction="row" justify="space-between" align="center" gap="4">
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{FEATURE_FLAG_LABELS[key].label}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {FEATURE_FLAG_LABELS[key].description}
                      </Text>
                      <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
                        {key}
                      </Text>
                    </Stack>
                    <Switch.Root
                      colorPalette="indigo"
                      checked={flags.data[key]}
                      disabled={save.isPending}
                      onCheckedChange={(e) => save.mutate({ key, enabled: e.checked })}
                    >
                      <Switch.HiddenInput aria-label={`${FEATURE_FLAG_LABELS[key].label}`} />
                      <Switch.Control />
                      <Switch.Label srOnly>{FEATURE_FLAG_LABELS[key].label}</Switch.Label>
                    </Switch.Root>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </Stack>
      )}
    </AdminFrame>
  )
}
