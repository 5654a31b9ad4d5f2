/** The front door (what HempData does, where to go next) and the error reference, in the site's frame. */
import { ERROR_CODES, type ErrorCode } from '../../../lib/errors.ts'
import { Frame } from '../layout.tsx'

/** How to reach whoever runs this deployment, or the advice to quote the request id alone. */
function Contact({ href }: { href: string | null }) {
  if (!href) return <p>Quote the request id of a failed call when you contact whoever runs this deployment.</p>
  const label = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href
  return (
    <p>
      Questions about this deployment: <a href={href}>{label}</a>. Quote the request id of a failed call.
    </p>
  )
}

export function HomePage({ contact, variant }: { contact: string | null; variant: string }) {
  return (
    <Frame title="Hemp and cannabinoid compliance data">
      <h1>Hemp and cannabinoid compliance data</h1>
      <p class="lead">
        HempData answers what hemp and cannabinoid products may be sold where: one cited record per state (the 50
        states, DC and the federal layer) for each substance and product type, with limits, age rules, labeling,
        testing, shipping and licensing, its change history and the bills that may change it.
      </p>
      <div class="grid">
        <section class="card" aria-labelledby="merchants">
          <h2 id="merchants">Merchants</h2>
          <p>
            One script tag puts a badge on a product page: green, yellow or red for the shopper's state, with an age
            gate where the law sets one.
          </p>
        </section>
        <section class="card" aria-labelledby="developers">
          <h2 id="developers">Developers</h2>
          <p>
            A JSON API and a typed SDK: regulations, state profiles, comparisons, plain-English answers with citations,
            and webhooks when a rule changes.
          </p>
        </section>
      </div>
      <nav aria-label="Start here" class="card">
        <h2>Start here</h2>
        <ul>
          <li>
            <a href="/signup">Sign up</a>: a free account and a test key in a minute.
          </li>
          <li>
            <a href="/login">Sign in</a> to your dashboard: keys, the badge builder, webhooks, usage.
          </li>
          <li>
            <a href="/docs">API reference</a> ({variant} interface), with every request tried in the page.
          </li>
          <li>
            <a href="/errors">Error codes</a> and what to do about each.
          </li>
        </ul>
      </nav>
      <Contact href={contact} />
    </Frame>
  )
}

export function ErrorsPage({ contact }: { contact: string | null }) {
  return (
    <Frame title="API errors">
      <h1>API errors</h1>
      <p>
        Every error response is the envelope{' '}
        <code>{'{"success":false,"data":null,"meta":{"request_id":…},"errors":[{"code","message","doc_url"}]}'}</code>.
        Handle the <code>code</code>; the message is for people and may change. The list as JSON:{' '}
        <a href="/errors.json">/errors.json</a>.
      </p>
      <Contact href={contact} />
      {(Object.keys(ERROR_CODES) as ErrorCode[]).map(code => (
        <section id={code} class="card error-code" aria-labelledby={`${code}-title`}>
          <h2 id={`${code}-title`}>
            <a href={`#${code}`}>{code}</a> <small class="muted">HTTP {ERROR_CODES[code][0]}</small>
          </h2>
          <p>{ERROR_CODES[code][1]}</p>
        </section>
      ))}
    </Frame>
  )
}
