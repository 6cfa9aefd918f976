import { Button, IconButton, Link as ChakraLink } from '@chakra-ui/react'
import type { ButtonProps, IconButtonProps, LinkProps } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/**
 * Client-side links by plain path. Many targets (/jobs, /resumes …) are registered by later issues, so the
 * router's typed `to` cannot know them yet; an unknown path still navigates and lands on the not-found page.
 */
type RouterTo = Parameters<typeof RouterLink>[0]['to']
const asTo = (href: string) => href as RouterTo
// aria-current="page" comes from the router; Home must match exactly or it would be current everywhere.
const activeOptionsFor = (href: string) => ({ exact: href === '/', includeSearch: false })

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { href: string }

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink ref={ref} to={asTo(href)} activeOptions={activeOptionsFor(href)}>
        {children}
      </RouterLink>
    </ChakraLink>
  )
})

export type LinkButtonProps = Omit<ButtonProps, 'asChild'> & { href: string }

export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { href, children, ...rest },
  ref,
) {
  return (
    <Button asChild {...rest}>
      <RouterLink ref={ref} to={asTo(href)} activeOptions={activeOptionsFor(href)}>
        {children}
      </RouterLink>
    </Button>
  )
})

export type LinkIconButtonProps = Omit<IconButtonProps, 'asChild'> & { href: string }

export function LinkIconButton({ href, children, ...rest }: LinkIconButtonProps) {
  return (
    <IconButton asChild {...rest}>
      <RouterLink to={asTo(href)} activeOptions={activeOptionsFor(href)}>
        {children}
      </RouterLink>
    </IconButton>
  )
}

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A client-side link without Chakra styling: style it with a static class (src/components/static-css). For lists
 * and the shell, where a Chakra link's per-render style work adds up at start-up.
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <RouterLink ref={ref} to={asTo(href)} activeOptions={activeOptionsFor(href)} {...rest}>
      {children}
    </RouterLink>
  )
})
