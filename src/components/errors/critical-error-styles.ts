/**
 * The critical screen renders outside ChakraProvider (the provider itself may be what failed), so it
 * carries its own small stylesheet, with dark colours for both the saved theme class and the OS setting.
 */
export const CRITICAL_ERROR_CSS = `
.rh-crit{--bg:#fff;--fg:#18181b;--muted:#52525b;--panel:#fafafa;--border:#fecaca;--accent:#4f46e5;--code:#f4f4f5;
  min-height:100dvh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--fg);
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
@media (prefers-color-scheme:dark){html:not(.light) .rh-crit{--bg:#09090b;--fg:#fafafa;--muted:#a1a1aa;--panel:#18181b;--border:#7f1d1d;--accent:#818cf8;--code:#27272a}}
html.dark .rh-crit{--bg:#09090b;--fg:#fafafa;--muted:#a1a1aa;--panel:#18181b;--border:#7f1d1d;--accent:#818cf8;--code:#27272a}
.rh-crit__panel{max-width:36rem;width:100%;background:var(--panel);border:1px solid var(--border);border-radius:16px;padding:32px;text-align:center}
.rh-crit h1{font-size:1.75rem;margin:8px 0 12px}
.rh-crit p{color:var(--muted);margin:0 0 16px;line-height:1.5}
.rh-crit code,.rh-crit pre{background:var(--code);border-radius:6px;font-size:.8125rem}
.rh-crit code{padding:2px 6px;user-select:all}
.rh-crit__msg{color:var(--fg)!important;font-weight:600;word-break:break-word}
.rh-crit details{text-align:start;margin:0 0 20px}
.rh-crit summary{cursor:pointer;color:var(--muted)}
.rh-crit pre{padding:12px;max-height:240px;overflow:auto;white-space:pre-wrap;word-break:break-all}
.rh-crit__actions{display:flex;gap:12px;justify-content:center;flex-wrap:wrap}
.rh-crit button{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;cursor:pointer;border:1px solid var(--accent)}
.rh-crit__primary{background:#4f46e5;border-color:#4f46e5!important;color:#fff}
.rh-crit__secondary{background:transparent;color:var(--fg);border-color:var(--muted)!important}
.rh-crit button:focus-visible,.rh-crit summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`
