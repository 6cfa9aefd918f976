import type { ErrorComponentProps } from '@tanstack/react-router'

export function PageErrorScreen({ error }: ErrorComponentProps) {
  return <div role="alert">Page Error: {error.message}</div>
}
