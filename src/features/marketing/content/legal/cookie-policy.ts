import { PRIVACY_EMAIL } from './legal-meta'

export const COOKIE_POLICY_SUMMARY =
  'Which cookies and on-device storage ReelHire uses, why we need them, and how you can control them.'

export const COOKIE_POLICY = `
This Cookie Policy explains how ReelHire uses cookies and similar technologies such as local storage, IndexedDB and the service worker cache. It should be read together with our [Privacy Policy](/privacy-policy).

**In short:** we use only what the product needs to work, remember your preferences and work offline. We do not use advertising cookies, and we do not let third parties track you across other sites.

## 1. What cookies and similar technologies are

Cookies are small text files a website stores in your browser. Local storage, IndexedDB and the service worker cache are browser features that let an app keep data on your device — that is how ReelHire keeps working on a weak or missing connection.

## 2. Strictly necessary

These are needed for ReelHire to work and cannot be switched off in our settings.

| Name | Type | Purpose | Duration |
| --- | --- | --- | --- |
| \`auth_token\` | Local storage | Short-lived access token sent with your requests | 15 minutes, renewed while active |
| \`refresh_token\` | Local storage | Keeps you signed in; replaced every time it is used | 30 days, or until you sign out |
| \`current_user\` | Local storage | Your name, role and plan, so the app can show them offline | Until you sign out |
| \`active_account_id\` | Local storage | Remembers which company account you switched to | Until you sign out |
| Outbox | IndexedDB | Saved jobs, follows and cart changes made offline, waiting to sync | Until sent, or sign-out |
| App files | Service worker cache | The app itself, so it loads instantly and offline | Until the next app version |

## 3. Preferences and offline data

| Name | Type | Purpose | Duration |
| --- | --- | --- | --- |
| \`theme\` | Local storage | Your light, dark or system theme choice | Until changed |
| \`reelhire.sidebar-collapsed\` | Local storage | Whether you collapsed the sidebar | Until changed |
| \`reelhire:pwa:offline-ready-shown\` | Local storage | Shows the "Ready to work offline" message only once | Until you clear site data |
| Referral code | Session storage | The affiliate code from a referral link, used at sign-up | Until the tab closes |
| Query cache | IndexedDB | Recent job listings, details, saved jobs and your profile for offline use | Up to 14 days |
| Public listings | Service worker cache | Recently viewed public job and company pages | Up to 7 days |

## 4. Analytics and performance

Product analytics are **off by default**. If we ever ask for your consent to turn them on, this section will list the exact tools first. To find and fix errors, the app sends short error reports (what failed, on which page and browser) to our own servers; they contain no cookies and are deleted after 30 days.

## 5. Third-party cookies

We do not use third-party advertising or social media cookies. Our payment processor may set its own strictly necessary cookies on the checkout page to prevent fraud.

## 6. Managing cookies and storage

- Signing out removes your tokens, the offline cache and any changes waiting to sync.
- You can delete cookies and site data at any time in your browser's settings (for example, Settings → Privacy → Site data in Chrome).
- Blocking strictly necessary cookies will stop sign-in and offline features from working.

## 7. Changes and contact

We will update this page when we add or change a cookie or storage item, and change the date above. Questions: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).
`
