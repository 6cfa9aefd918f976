import { Box, Float, IconButton } from '@chakra-ui/react'
import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { cartCount } from '../lib/cart-total'
import { useCartStore } from '../stores/cart-store'

// The drawer is only needed after the first click, so it stays out of the initial bundle of '/'.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })))

/**
 * Starts the cart's server sync for this tab (signed-in users; a visitor's cart stays local). Loaded after the
 * first paint: nothing of it is needed to show the page.
 */
function useCartSync() {
  useEffect(() => {
    let release: (() => void) | undefined
    let cancelled = false
    void import('../lib/cart-sync-runtime').then((m) => {
      if (!cancelled) release = m.startCartSync()
    })
    return () => {
      cancelled = true
      release?.()
    }
  }, [])
}

/** The top bar's cart button with its item count; it opens the cart drawer and runs the cart's sync. */
export function CartButton() {
  useCartSync()
  const count = useCartStore((s) => cartCount(s.items))
  const isOpen = useCartStore((s) => s.isOpen)
  const setOpen = useCartStore((s) => s.setOpen)
  const [requested, setRequested] = useState(false)

  return (
    <>
      <Box position="relative">
        <IconButton
          aria-label="Open cart"
          aria-haspopup="dialog"
          variant="ghost"
          size="sm"
          onClick={() => {
            setRequested(true)
            setOpen(true)
          }}
          onPointerEnter={() => setRequested(true)}
        >
          <ShoppingCart aria-hidden />
        </IconButton>
        {count > 0 && (
          <Float placement="top-end" offset="1.5">
            <Box
              as="span"
              minW="4.5"
              h="4.5"
              px="1"
              borderRadius="full"
              bg="indigo.solid"
              color="indigo.contrast"
              fontSize="2xs"
              fontWeight="bold"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              pointerEvents="none"
            >
              {count}
              <Box as="span" srOnly>
                {count === 1 ? ' item in cart' : ' items in cart'}
              </Box>
            </Box>
          </Float>
        )}
      </Box>
      {(requested || isOpen) && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  )
}
