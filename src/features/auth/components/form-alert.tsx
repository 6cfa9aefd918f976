import { Alert } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** An inline message for a form: errors are announced at once (role=alert), notices politely. */
export function FormAlert({
  status,
  title,
  children,
}: {
  status: 'error' | 'info' | 'success' | 'warning'
  title?: ReactNode
  children?: ReactNode
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  )
}
