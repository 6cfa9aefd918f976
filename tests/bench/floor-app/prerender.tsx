// The floor page on the server: its HTML, emotion's style tags inline (hydrated by main.tsx in the browser).
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { FloorApp } from './app'

export function render(): string {
  return renderToString(
    <StrictMode>
      <FloorApp />
    </StrictMode>,
  )
}
