// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { useCartStore } from '../stores/cart-store'
import { CartDrawer } from './cart-drawer'

const sync = vi.hoisted(() => ({ state: 'synced' as 'synced' | 'pending' | 'failed' }))
vi.mock('@/lib/sync/outbox-store', () => ({ useEntitySyncState: () => sync.state }))

const seats = { id: 'premium-seats', quantity: 1, users: 1, billingCycle: 'monthly' } as const

beforeEach(() => {
  sync.state = 'synced'
  useCartStore.setState({ isOpen: true })
  useCartStore.getState().clear()
})
afterEach(() => {
  cleanup()
  useCartStore.setState({ isOpen: false })
})

const line = () => within(screen.getByRole('list', { name: 'Items in your cart' }))

describe('CartDrawer', () => {
  it("says 'Your cart is empty' when there is nothing in it", async () => {
    await renderWithProviders(<CartDrawer />)
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull()
  })

  it('shows a line with its price, line total, the total and Proceed to Checkout → /checkout', async () => {
    useCartStore.getState().addItem({ ...seats, users: 2, quantity: 2 })
    await renderWithProviders(<CartDrawer />)
    expect(await screen.findByText('Premium seats')).toBeTruthy()
    expect(screen.getByTestId('cart-line-price').textContent).toBe('$19.90/month')
    expect(screen.getByTestId('cart-line-total').textContent).toBe('$39.80/month')
    expect(screen.getByTestId('cart-total').textContent).toBe('$39.80/month')
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout')
  })

  it('reprices when the users are edited, and explains an out-of-range value', async () => {
    useCartStore.getState().addItem(seats)
    await renderWithProviders(<CartDrawer />)
    const user = userEvent.setup()
    const users = await screen.findByRole('spinbutton', { name: 'Users' })
    await user.clear(users)
    await user.type(users, '3')
    await waitFor(() => expect(screen.getByTestId('cart-line-price').textContent).toBe('$29.85/month'))
    expect(useCartStore.getState().lines[0]?.users).toBe(3)
    await user.type(users, '0') // 30
    expect(await screen.findByText('Users must be a whole number from 1 to 20')).toBeTruthy()
    expect(useCartStore.getState().lines[0]?.users).toBe(3)
    await user.tab() // leaving the field brings the count into range
    await waitFor(() => expect(useCartStore.getState().lines[0]?.users).toBe(20))
    expect(screen.getByTestId('cart-line-price').textContent).toBe('$199.00/month')
    await user.click(line().getByRole('button', { name: 'Remove a user from Premium seats' }))
    await waitFor(() => expect(useCartStore.getState().lines[0]?.users).toBe(19))
  })

  it('switches the billing cycle to annual (20% off) and reprices', async () => {
    useCartStore.getState().addItem(seats)
    await renderWithProviders(<CartDrawer />)
    const user = userEvent.setup()
    expect(await screen.findByRole('radiogroup', { name: 'Billing cycle' })).toBeTruthy()
    expect(screen.getByText('20% off')).toBeTruthy()
    await user.click(screen.getByText('Annual'))
    await waitFor(() => expect(screen.getByTestId('cart-line-price').textContent).toBe('$95.52/year'))
  })

  it('steps the quantity; down from 1 removes the line', async () => {
    useCartStore.getState().addItem(seats)
    await renderWithProviders(<CartDrawer />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Premium seats' }))
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$19.90/month'))
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Premium seats' }))
    await user.click(screen.getByRole('button', { name: 'Remove Premium seats (quantity 1)' }))
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
  })

  it('removes a line, and clears the cart', async () => {
    useCartStore.getState().addItem(seats)
    await renderWithProviders(<CartDrawer />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove Premium seats' }))
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    useCartStore.getState().addItem(seats)
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }))
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(useCartStore.getState().lines).toEqual([])
  })

  it('shows "Waiting to sync" and "Sync failed" from the outbox', async () => {
    sync.state = 'pending'
    const first = await renderWithProviders(<CartDrawer />)
    expect(await screen.findByText('Waiting to sync')).toBeTruthy()
    first.unmount()
    sync.state = 'failed'
    await renderWithProviders(<CartDrawer />)
    expect(await screen.findByText('Sync failed')).toBeTruthy()
    expect(screen.queryByText('Waiting to sync')).toBeNull()
  })
})
