import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toUserMessage } from '@/lib/api-client/api-error'
import { enableTotp, setupTotp } from '../api/two-factor'
import { CopyValue } from './copy-value'
import { OneTimeCodeField } from './one-time-code-field'
import { OtpauthQrCode } from './otpauth-qr-code'

/**
 * Authenticator setup: a QR code of the otpauth URL to scan, the secret and URL as text for entering by hand (or
 * when the code cannot be scanned), then one code from the app to confirm.
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const setup = useQuery({
    queryKey: ['auth', 'totp-setup'],
    queryFn: setupTotp,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const confirm = useMutation({
    mutationFn: enableTotp,
    onSuccess: onDone,
    onError: (e) => setError(toUserMessage(e)),
  })

  if (setup.isPending)
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text fontSize="sm">Creating your secret…</Text>
      </HStack>
    )
  if (setup.isError)
    return (
      <Stack gap="2">
        <Text role="alert" color="fg.error" fontSize="sm">
          {toUserMessage(setup.error)}
        </Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </Stack>
    )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code')
    setError(undefined)
    confirm.mutate(code)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Set up an authenticator app">
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
        <Text fontSize="sm">
          Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…). Can&apos;t
          scan it? Add an account with the secret key instead, or open the setup link on the device where the
          app is installed.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'center', sm: 'start' }}>
          <OtpauthQrCode uri={setup.data.otpauthUrl} />
          <Stack gap="3" flex="1" minW="0" w="full">
            <CopyValue label="Secret key" value={setup.data.secret} />
            <CopyValue label="Setup link" value={setup.data.otpauthUrl} />
          </Stack>
        </Stack>
        <OneTimeCodeField
          label="Code from the app"
          name="totp"
          value={code}
          onChange={setCode}
          error={error}
          disabled={confirm.isPending}
        />
        <HStack gap="2">
          <Button type="submit" colorPalette="indigo" loading={confirm.isPending} loadingText="Confirming…">
            Turn on
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
