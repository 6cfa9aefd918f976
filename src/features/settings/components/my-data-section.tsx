import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Download, Trash2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { downloadMyData } from '../api/my-data'
import { SettingsSection } from './settings-section'

// The dialog (and its checks) load when asked for: almost nobody opens it.
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
)

/** Settings → Your data: download everything we hold about you, or delete the account (decision 039). */
export function MyDataSection() {
  const [deleting, setDeleting] = useState(false)
  const exportData = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => toaster.create({ type: 'success', title: 'Your data was downloaded' }),
  })
  return (
    <SettingsSection
      id="my-data"
      title="Your data"
      description="Download a copy of everything ReelHire holds about you, or delete your account."
    >
      <Stack gap="5">
        <Stack gap="2">
          <Text fontSize="sm">
            A JSON file with your profile, resumes, media list, applications, saved jobs, follows and
            connections, the messages you sent, tasks, job alerts and invoices.
          </Text>
          {exportData.isError ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {toUserMessage(exportData.error)}
            </Text>
          ) : null}
          <HStack>
            <Button
              variant="outline"
              size="sm"
              onClick={() => exportData.mutate()}
              loading={exportData.isPending}
              loadingText="Preparing…"
            >
              <Download aria-hidden /> Download my data
            </Button>
          </HStack>
        </Stack>
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <Text fontSize="sm">
            Deleting your account erases your profile, resumes and everything in them for good. It cannot be
            undone.
          </Text>
          <HStack>
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete my account
            </Button>
          </HStack>
        </Stack>
      </Stack>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </SettingsSection>
  )
}
