/** The keys page: the list (prefix, mode, creator, last use), create, revoke, roll, allowed origins. */
import type { ApiKey } from '../../../accounts/key-cache.ts'
import { Csrf, Frame, Notice, ShownOnce, Table, when } from '../layout.tsx'
import { GRACES } from './service.ts'

/** How each roll grace reads in the choice (the graces themselves: service.ts). */
const GRACE_LABELS: Record<string, string> = {
  now: 'Now (the new key replaces it at once)',
  '1h': 'In 1 hour',
  '24h': 'In 24 hours',
}

interface KeysProps {
  csrf: string
  keys: ApiKey[]
  liveAllowed: boolean
  /** A key just made: shown once, on this response only. */
  created?: { key: ApiKey; secret: string; rolledFrom?: string }
  error?: string
  message?: string
}

function state(key: ApiKey): { label: string; tone: string } {
  if (key.status !== 'active') return { label: 'revoked', tone: 'off' }
  if (key.expiresAt) {
    return Date.parse(key.expiresAt) <= Date.now()
      ? { label: 'rolled, stopped', tone: 'off' }
      : { label: `rolled, works until ${when(key.expiresAt)}`, tone: '' }
  }
  return { label: 'active', tone: 'live' }
}

const usable = (key: ApiKey): boolean =>
  key.status === 'active' && (!key.expiresAt || Date.parse(key.expiresAt) > Date.now())

function KeyRow({ csrf, k }: { csrf: string; k: ApiKey }) {
  const s = state(k)
  return (
    <tr>
      <td>
        <strong>{k.label ?? 'Unnamed key'}</strong>
        <br />
        <code>{k.displayPrefix}</code>
      </td>
      <td>
        {k.kind} <span class={k.env === 'live' ? 'tag live' : 'tag'}>{k.env}</span>
      </td>
      <td>
        <span class={`tag ${s.tone}`}>{s.label}</span>
      </td>
      <td>{k.createdBy ?? '—'}</td>
      <td>{when(k.lastUsedAt)}</td>
      <td>
        {usable(k) ? (
          <div class="key-actions">
            <form method="post" action={`/dashboard/keys/${k.id}/roll`} class="inline">
              <Csrf token={csrf} />
              <label for={`grace-${k.id}`}>When the old key stops</label>
              <select id={`grace-${k.id}`} name="grace">
                {Object.keys(GRACES).map(grace => (
                  <option value={grace}>{GRACE_LABELS[grace] ?? grace}</option>
                ))}
              </select>
              <button type="submit" class="secondary small">
                Roll
              </button>
            </form>
            <form method="post" action={`/dashboard/keys/${k.id}/revoke`} class="inline revoke">
              <Csrf token={csrf} />
              <span class="hint">Revoking stops this key at once; it cannot be undone.</span>
              <button type="submit" class="danger small">
                Revoke
              </button>
            </form>
          </div>
        ) : null}
        {k.kind === 'publishable' && usable(k) ? (
          <p class="hint">
            {k.allowedOrigins?.length
              ? `Only pages on ${k.allowedOrigins.join(', ')} may use it.`
              : 'No allowed origins: any site may use this key.'}
          </p>
        ) : null}
        {k.kind === 'publishable' && usable(k) ? (
          <details>
            <summary>Allowed origins</summary>
            <form method="post" action={`/dashboard/keys/${k.id}/origins`}>
              <Csrf token={csrf} />
              <label for={`origins-${k.id}`}>One origin a line; empty allows any</label>
              <textarea id={`origins-${k.id}`} name="origins">
                {(k.allowedOrigins ?? []).join('\n')}
              </textarea>
              <button type="submit" class="secondary small">
                Save origins
              </button>
            </form>
          </details>
        ) : null}
      </td>
    </tr>
  )
}

export function KeysPage({ csrf, keys, liveAllowed, created, error, message }: KeysProps) {
  return (
    <Frame title="Keys" current="/dashboard/keys" csrf={csrf}>
      <h1>API keys</h1>
      {error ? <Notice error>{error}</Notice> : null}
      {message ? <Notice>{message}</Notice> : null}
      {created ? (
        <ShownOnce
          id="new-key"
          title={created.rolledFrom ? 'Your rolled key' : 'Your new key'}
          secret={created.secret}
        />
      ) : null}
      <section class="card" aria-labelledby="list-title">
        <h2 id="list-title">Keys</h2>
        <Table columns={['Name', 'Kind', 'Status', 'Created by', 'Last used', 'Actions']}>
          {keys.map(k => (
            <KeyRow csrf={csrf} k={k} />
          ))}
        </Table>
      </section>
      <section class="card" aria-labelledby="create-title">
        <h2 id="create-title">Create a key</h2>
        <form method="post" action="/dashboard/keys">
          <Csrf token={csrf} />
          <label for="key-name">Name</label>
          <input id="key-name" name="name" type="text" required maxlength={100} placeholder="Production server" />
          <label for="key-kind">Kind</label>
          <select id="key-kind" name="kind">
            <option value="secret">Secret (server side)</option>
            <option value="publishable">Publishable (storefront widget)</option>
          </select>
          <label for="key-env">Mode</label>
          <select id="key-env" name="env">
            <option value="test">Test</option>
            {liveAllowed ? <option value="live">Live</option> : null}
          </select>
          {liveAllowed ? null : <p class="hint">Live keys come with a paid plan (see Billing); test keys work now.</p>}
          <button type="submit">Create key</button>
        </form>
      </section>
    </Frame>
  )
}
