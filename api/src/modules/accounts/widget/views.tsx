/**
 * The snippet builder: a GET form of the badge's options, the script tag to copy, and a live
 * preview, which is the widget itself loaded from this service with the account's publishable key.
 */
import type { Jurisdiction, ProductType, Substance } from '../../../domain/types.ts'
import { Frame, Notice } from '../layout.tsx'

export interface WidgetOptions {
  state: string
  substance: string
  productType: string
  title: string
  message: string
  confirm: string
  deny: string
}

interface WidgetProps {
  csrf: string
  apiUrl: string
  publishableKey: string | null
  /** Why this plan's keys get no badge (the variant's widget gate), or null. */
  gate: string | null
  options: WidgetOptions
  states: Jurisdiction[]
  substances: Substance[]
  productTypes: ProductType[]
}

/** The script tag's attributes, in the order the snippet shows them; empty options are left out. */
export function snippetAttributes(key: string, o: WidgetOptions): [string, string][] {
  const all: [string, string][] = [
    ['data-api-key', key],
    ['data-substance', o.substance],
    ['data-product-type', o.productType],
    o.state ? ['data-state', o.state] : ['data-auto-detect-state', 'true'],
    ['data-age-gate-title', o.title],
    ['data-age-gate-message', o.message],
    ['data-age-gate-confirm', o.confirm],
    ['data-age-gate-deny', o.deny],
  ]
  return all.filter(([, value]) => value !== '')
}

const quote = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

export function snippet(apiUrl: string, key: string, o: WidgetOptions): string {
  const attrs = snippetAttributes(key, o)
    .map(([name, value]) => `\n  ${name}="${quote(value)}"`)
    .join('')
  return `<div id="hempdata-widget"></div>\n<script src="${apiUrl}/widget/v1/hempdata.js" async${attrs}></script>`
}

function Select(props: { id: string; label: string; value: string; items: { value: string; label: string }[] }) {
  return (
    <>
      <label for={props.id}>{props.label}</label>
      <select id={props.id} name={props.id}>
        {props.items.map(item => (
          <option value={item.value} selected={item.value === props.value}>
            {item.label}
          </option>
        ))}
      </select>
    </>
  )
}

function Text(props: { id: string; label: string; value: string; placeholder: string }) {
  return (
    <>
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type="text"
        maxlength={200}
        value={props.value}
        placeholder={props.placeholder}
      />
    </>
  )
}

export function WidgetPage(p: WidgetProps) {
  const o = p.options
  const attrs = p.publishableKey ? Object.fromEntries(snippetAttributes(p.publishableKey, o)) : null
  return (
    <Frame
      title="Widget"
      current="/dashboard/widget"
      csrf={p.csrf}
      // defer, not async: hono/jsx hoists async scripts into the head it has already written.
      tail={
        attrs ? (
          <>
            <script src="/widget/v1/hempdata.js" defer data-container="hd-preview-shopper" {...attrs} />
            <script
              src="/widget/v1/hempdata.js"
              defer
              data-container="hd-preview-merchant"
              data-detail="merchant"
              {...attrs}
            />
          </>
        ) : null
      }
    >
      <h1>Storefront widget</h1>
      {p.gate ? (
        <Notice>
          {p.gate} The preview shows what a storefront would see with this plan; the snippet is ready for when you
          upgrade.
        </Notice>
      ) : null}
      <div class="two">
        <form method="get" action="/dashboard/widget" class="card">
          <h2>Options</h2>
          <Select
            id="state"
            label="State"
            value={o.state}
            items={[
              { value: '', label: 'Detect the visitor’s state' },
              ...p.states.map(s => ({ value: s.code, label: s.name })),
            ]}
          />
          <Select
            id="substance"
            label="Substance"
            value={o.substance}
            items={p.substances.map(s => ({ value: s.id, label: s.name }))}
          />
          <Select
            id="product_type"
            label="Product type"
            value={o.productType}
            items={p.productTypes.map(t => ({ value: t.id, label: t.name }))}
          />
          <fieldset>
            <legend>Age gate texts (optional)</legend>
            <Text id="title" label="Title" value={o.title} placeholder="Age verification" />
            <Text id="message" label="Message" value={o.message} placeholder="Are you {age} or older?" />
            <Text id="confirm" label="Confirm button" value={o.confirm} placeholder="Yes, I am {age} or older" />
            <Text id="deny" label="Deny button" value={o.deny} placeholder="No" />
          </fieldset>
          <button type="submit">Update preview</button>
        </form>
        <section class="card" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview</h2>
          {p.publishableKey ? (
            <>
              <h3>As a shopper sees it</h3>
              <div id="hd-preview-shopper" class="preview" />
              <h3>
                With the full detail (<code>data-detail="merchant"</code>)
              </h3>
              <p class="muted">
                Restrictions, confidence and errors with their codes: for your own pages, not shoppers.
              </p>
              <div id="hd-preview-merchant" class="preview" />
              <h2>Snippet</h2>
              <p class="muted">Paste it where the badge should appear on your product page.</p>
              <pre tabindex={0}>
                <code>{snippet(p.apiUrl, p.publishableKey, o)}</code>
              </pre>
            </>
          ) : (
            <p>
              The preview needs an active publishable key. <a href="/dashboard/keys">Create one on the Keys page</a>.
            </p>
          )}
        </section>
      </div>
    </Frame>
  )
}
