/**
 * The /playground page: pick one of the curated requests, edit its parameters, send it with the
 * published demo key and see the answer, with the same call as curl and as an SDK call to copy.
 * The form works without JavaScript (a POST the server sends on, with the visitor's own Origin and
 * address); a few lines of script only add the copy buttons.
 */
import { Frame } from '../accounts/layout.tsx'
import { PLAYGROUND_REQUESTS, type PlaygroundRequest } from './requests.ts'

/** The copy buttons: the only script on the page, allowed by its hash. */
export const COPY_SCRIPT =
  "for(const b of document.querySelectorAll('button[data-copy]')){b.hidden=false;b.addEventListener('click',()=>{navigator.clipboard.writeText(document.getElementById(b.dataset.copy).textContent).then(()=>{b.textContent='Copied'})})}"

export interface PlaygroundView {
  request: PlaygroundRequest
  values: Record<string, string>
  /** The demo key, when the playground is on. */
  demoKey: string | null
  curl: string
  sdk: string
  /** The answer of a sent request: status and body. */
  answer: { status: number; body: string } | null
}

function Snippet({ id, label, text }: { id: string; label: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{label}</h2>
      <pre>
        <code id={id}>{text}</code>
      </pre>
      <button type="button" data-copy={id} hidden>
        Copy {label.toLowerCase()}
      </button>
    </section>
  )
}

export function PlaygroundPage({ request, values, demoKey, curl, sdk, answer }: PlaygroundView) {
  return (
    <Frame title="Playground" tail={<script dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />}>
      <h1>Try the HempData API</h1>
      {demoKey ? (
        <p>
          Requests here use the published demo key <code>{demoKey}</code>: it works only from this page, on these reads,
          and a few times an hour per address. Sign up for your own key to go further.
        </p>
      ) : (
        <p role="status">The playground is switched off on this deployment.</p>
      )}
      <form method="post" action="/playground">
        <fieldset>
          <legend>Request</legend>
          {PLAYGROUND_REQUESTS.map(r => (
            <div>
              <input type="radio" name="request" id={`request-${r.id}`} value={r.id} checked={r.id === request.id} />
              <label for={`request-${r.id}`}>
                {r.label} <code>GET {r.path}</code>
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Parameters of “{request.label}”</legend>
          {request.params.length === 0 ? <p>This request takes no parameters.</p> : null}
          {request.params.map(p => (
            <div>
              <label for={`param-${p.name}`}>{p.label}</label>
              <input id={`param-${p.name}`} name={p.name} value={values[p.name]} maxlength={100} />
            </div>
          ))}
        </fieldset>
        <button type="submit">Send request</button>
      </form>
      {answer ? (
        <section aria-labelledby="answer-heading">
          <h2 id="answer-heading">Response: {answer.status}</h2>
          <pre tabindex={0}>
            <code id="answer">{answer.body}</code>
          </pre>
        </section>
      ) : null}
      <Snippet id="curl" label="curl" text={curl} />
      <Snippet id="sdk" label="SDK call" text={sdk} />
    </Frame>
  )
}
