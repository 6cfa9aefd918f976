// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import { PricingPage } from './pricing-page'

afterEach(cleanup)

const premiumPrice = () => screen.getByTestId('premium-price').textContent

describe('PricingPage', () => {
  it('shows $9.95/month for one seat by default and $0 for Free', async () => {
    await renderWithProviders(<PricingPage />)
    expect(await screen.findByTestId('premium-price')).toHaveProperty('textContent', '$9.95/month')
    expect(screen.getByTestId('free-price').textContent).toBe('$0')
  })

  it('switches to the annual price: 12 months at 20% off', async () => {
    await renderWithProviders(<PricingPage />)
    const user = userEvent.setup()
    const cycle = await screen.findByRole('radiogroup', { name: 'Billing cycle' })
    expect(cycle).toBeTruthy()
    await user.click(screen.getByText('Annual'))
    await waitFor(() => expect(premiumPrice()).toBe('$95.52/year'))
    await user.click(screen.getByText('Monthly'))
    await waitFor(() => expect(premiumPrice()).toBe('$9.95/month'))
  })

  it('multiplies by the number of seats', async () => {
    await renderWithProviders(<PricingPage />)
    const user = userEvent.setup()
    const seats = await screen.findByRole('spinbutton', { name: 'Seats' })
    await user.clear(seats)
    await user.type(seats, '3')
    await waitFor(() => expect(premiumPrice()).toBe('$29.85/month'))
    await user.click(screen.getByRole('button', { name: 'Add a seat' }))
    await waitFor(() => expect(premiumPrice()).toBe('$39.80/month'))
    await user.click(screen.getByRole('button', { name: 'Remove a seat' }))
    await user.click(screen.getByText('Annual'))
    await waitFor(() => expect(premiumPrice()).toBe('$286.56/year'))
    expect(screen.getByText(/You save \$71\.64 a year/)).toBeTruthy()
  })

  it('links Free to sign-up and Premium to sign-up with the plan', async () => {
    await renderWithProviders(<PricingPage />)
    expect((await screen.findByRole('link', { name: 'Get started free' })).getAttribute('href')).toBe(
      '/signup',
    )
    expect(screen.getByRole('link', { name: 'Start Premium' }).getAttribute('href')).toBe(
      '/signup?plan=premium',
    )
  })

  it('offers no Add to cart unless the route wires a cart in', async () => {
    await renderWithProviders(<PricingPage />)
    await screen.findByTestId('premium-price')
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  })

  it('adds Premium seats with the chosen users and cycle to the cart', async () => {
    const onAddToCart = vi.fn()
    await renderWithProviders(<PricingPage onAddToCart={onAddToCart} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).toHaveBeenLastCalledWith({
      id: 'premium-seats',
      quantity: 1,
      users: 1,
      billingCycle: 'monthly',
    })
    const seats = screen.getByRole('spinbutton', { name: 'Seats' })
    await user.clear(seats)
    await user.type(seats, '4')
    await user.click(screen.getByText('Annual'))
    await waitFor(() => expect(premiumPrice()).toBe('$382.08/year'))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(onAddToCart).toHaveBeenLastCalledWith({
      id: 'premium-seats',
      quantity: 1,
      users: 4,
      billingCycle: 'annual',
    })
    expect(onAddToCart).toHaveBeenCalledTimes(2)
  })
})
