import { Button, Dialog, List, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { MY_DATA_TEXTS } from '@/api/my-data'
import { PasswordField } from '@/components/ui/password-field'
import { ErrorCode } from '@/api/errors'
import { ApiError, toUserMessage } from '@/lib/api-client/api-error'
import { deleteAccount, deletionCheckQueryOptions } from '../api/my-data'
import { forgetDeletedSession } from '../lib/forget-deleted-session'
import { OneTimeCodeField } from './one-time-code-field'

const GOES = [
  'Your profile, photo and public page',
  'Your resumes, their media and share links',
  'Your applications (employers no longer see them), saved jobs, follows and connections',
  'Your tasks, job alerts, AI history and uploaded files',
  'Messages you sent us through the contact form',
  'Companies and jobs of accounts only you belong to',
]
/** This call's refusals are ours to word (wrong password or code, an account in the way): shown as sent. */
const refusalText = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === ErrorCode.VALIDATION_ERROR || error.code === ErrorCode.CONFLICT_ERROR) &&
  error.message
    ? error.message
    : toUserMessage(error)

const STAYS = [
  'Messages you sent stay in the other person’s conversation, from “Deleted user”',
  'Invoices are kept as the law requires, with your name removed',
]

/**
 * "Delete your account?": what goes, what stays, what happens to accounts you own; then the password (and
 * the two-factor code when it is on). On success this device forgets the session and shows the sign-in page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const check = useQuery(deletionCheckQueryOptions())
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [challenge, setChallenge] = useState<{ tempAuthToken: string; method: string } | null>(null)
  const [missing, setMissing] = useState<string | undefined>()
  const remove = useMutation({
    mutationFn: () =>
      deleteAccount(
        challenge
          ? { password, tempAuthToken: challenge.tempAuthToken, verificationCode: code }
          : { password },
      ),
    onSuccess: async (result) => {
      if ('requiresTwoFactor' in result) {
        setChallenge({ tempAuthToken: result.tempAuthToken, method: result.method ?? 'email' })
        return
      }
      await forgetDeletedSession()
      void navigate({ to: '/login', search: { message: MY_DATA_TEXTS.deleted } })
    },
  })
  const blockers = check.data?.blockers ?? []
  const owned = check.data?.ownedAccounts ?? []
  const busy = remove.isPending

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!password) return setMissing('Enter your password')
    if (challenge && code.length !== 6) return setMissing('Enter the 6-digit code')
    setMissing(undefined)
    remove.mutate()
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(event) => {
        if (!event.open && !busy) onClose()
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {/* A flex column, so the body scrolls inside the dialog on short screens and the buttons stay. */}
            <form
              onSubmit={submit}
              noValidate
              aria-label="Delete account"
              style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
            >
              <Dialog.Header>
                <Dialog.Title>Delete your account?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4" fontSize="sm">
                  <Text fontWeight="semibold">This cannot be undone.</Text>
                  <Stack gap="1">
                    <Text fontWeight="medium">What goes</Text>
                    <List.Root ps="5">
                      {GOES.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                  <Stack gap="1">
                    <Text fontWeight="medium">What stays</Text>
                    <List.Root ps="5">
                      {STAYS.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                  <Stack gap="1">
                    <Text fontWeight="medium">Accounts you own</Text>
                    {check.isPending ? (
                      <Spinner size="sm" aria-label="Checking your accounts" />
                    ) : check.isError ? (
                      <Text color="fg.error">{toUserMessage(check.error)}</Text>
                    ) : (
                      <Text>
                        {owned.length > 0
                          ? `${owned.map((a) => a.name).join(', ')}: deleted with your account when nobody else belongs to them. An account with other members must be handed over or emptied first.`
                          : 'None.'}
                      </Text>
                    )}
                  </Stack>
                  {blockers.length > 0 ? (
                    <Stack gap="1" role="alert" color="fg.error">
                      <Text fontWeight="medium">{MY_DATA_TEXTS.blocked}</Text>
                      {blockers.map((b) => (
                        <Text key={`${b.kind}-${b.accountId}`}>{b.message}</Text>
                      ))}
                    </Stack>
                  ) : (
                    <Stack gap="3">
                      <PasswordField
                        label="Your password"
                        name="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={setPassword}
                        error={!challenge ? missing : undefined}
                        disabled={busy || challenge !== null}
                      />
                      {challenge ? (
                        <Stack gap="1">
                          <Text>
                            {challenge.method === 'totp'
                              ? 'Enter the code from your authenticator app.'
                              : 'We emailed you a 6-digit code.'}
                          </Text>
                          <OneTimeCodeField
                            label="Verification code"
                            name="verificationCode"
                            value={code}
                            onChange={setCode}
                            error={missing}
                            disabled={busy}
                          />
                        </Stack>
                      ) : null}
                    </Stack>
                  )}
                  {remove.isError ? (
                    <Text role="alert" color="fg.error">
                      {refusalText(remove.error)}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                  Keep my account
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={busy}
                  loadingText="Deleting…"
                  disabled={blockers.length > 0 || check.isPending}
                >
                  Delete my account
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
