import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

type DocsPage = { html: string; scriptHash: string }
let page: DocsPage | undefined

const read = (file: string) => readFileSync(new URL(`./page-assets/${file}`, import.meta.url), 'utf8')

/**
 * The HTML of GET /api/docs: one self-contained page (inline style and script, no other host, no CDN) that
 * renders /api/openapi.json. Its script is allowed by the sha256 below in the CSP, never by 'unsafe-inline'.
 * Read once, on first use.
 */
function docsPage(): DocsPage {
  if (page) return page
  const script = read('reference.js')
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>ReelHire API reference</title>
<style>${read('reference.css')}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header>
<h1>ReelHire API reference</h1>
<p id="about">Loading the reference…</p>
<p><a href="/api/openapi.json">The OpenAPI 3.1 document (JSON)</a></p>
<noscript><p>This page needs JavaScript to render the reference; the document itself is at
<a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
</header>
<div class="layout">
<nav id="toc" aria-label="Sections"></nav>
<main id="main" tabindex="-1">
<div class="search" role="search">
<label for="filter">Filter operations</label>
<input id="filter" type="search" placeholder="method, path or words of the summary" autocomplete="off" disabled>
<p id="count" role="status" aria-live="polite"></p>
</div>
<div id="operations"></div>
<section aria-labelledby="schemas-title">
<h2 id="schemas-title" tabindex="-1">Schemas</h2>
<div id="schema-list"></div>
</section>
</main>
</div>
<script>${script}</script>
</body>
</html>
`
  page = { html, scriptHash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` }
  return page
}

export const docsPageHtml = () => docsPage().html

/** The CSP source that allows the page's inline script. */
export const docsScriptHash = () => docsPage().scriptHash
