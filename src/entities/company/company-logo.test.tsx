// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CompanyLogo } from './company-logo'

afterEach(cleanup)

describe('CompanyLogo', () => {
  it('shows the initials of the first and last words when there is no logo', () => {
    const { container } = render(<CompanyLogo name="Hessel Brewing Co" logo={null} size="sm" />)
    expect(container.textContent).toBe('HC')
    expect(container.querySelector('img')).toBeNull()
  })

  it('names the image, with the initials under it hidden from screen readers', () => {
    const { container } = render(<CompanyLogo name="Acme" logo="/files/acme.png" />)
    expect(screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe('/files/acme.png')
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('A')
  })

  it('falls back to the initials when the image fails', () => {
    const { container } = render(<CompanyLogo name="Acme Corp" logo="/files/missing.png" />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no image')
    fireEvent.error(img)
    expect(img.hidden).toBe(true)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull()
    expect(container.textContent).toBe('AC')
  })

  it('names an unnamed company after its placeholder name', () => {
    render(<CompanyLogo name="  " logo="/files/x.png" />)
    expect(screen.getByRole('img', { name: 'Unnamed Company logo' })).toBeTruthy()
  })
})
