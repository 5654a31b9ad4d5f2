/**
 * The verifications pages: the account's stored verifications, newest first, each with its verdict,
 * ship-to state, lines, the date the law was read for and the receipt; and one verification with
 * its request, answer and signed receipt, as kept for seven years.
 */
import type { StoredVerification } from '../../../receipts/index.ts'
import { Frame, Table, when } from '../layout.tsx'

const CURRENT = '/dashboard/verifications'

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined

/** What a row shows of a verification, read defensively: the stored request is the client's body. */
export function summaryOf(row: StoredVerification) {
  const state = field(field(row.request, 'ship_to'), 'state')
  const lines = field(row.request, 'lines')
  const result = field(row.result, 'result')
  return {
    state: typeof state === 'string' ? state : '—',
    lines: Array.isArray(lines) ? lines.length : 0,
    result: typeof result === 'string' ? result : '—',
  }
}

const tone = (result: string) => (result === 'compliant' ? 'tag live' : 'tag off')

export function VerificationsPage(props: {
  csrf: string
  rows: StoredVerification[]
  page: number
  pages: number
  total: number
}) {
  const { csrf, rows, page, pages, total } = props
  return (
    <Frame title="Verifications" current={CURRENT} csrf={csrf}>
      <h1>Verifications</h1>
      <section class="card" aria-labelledby="verifications-title">
        <h2 id="verifications-title">Stored verifications ({total})</h2>
        <p class="muted">
          Every POST /v1/compliance/verify is kept for seven years with its signed receipt, which anyone can check
          offline against /.well-known/jwks.json.
        </p>
        {rows.length === 0 ? (
          <p class="muted">No verifications yet: send an order to POST /v1/compliance/verify with a secret key.</p>
        ) : (
          <Table columns={['Receipt', 'Issued', 'Ship to', 'Lines', 'Result', 'Law as of', 'Data version']}>
            {rows.map(row => {
              const s = summaryOf(row)
              return (
                <tr>
                  <td>
                    <a href={`${CURRENT}/${row.id}`}>
                      <code>{row.id}</code>
                    </a>
                  </td>
                  <td>{when(row.issuedAt)}</td>
                  <td>{s.state}</td>
                  <td>{s.lines}</td>
                  <td>
                    <span class={tone(s.result)}>{s.result}</span>
                  </td>
                  <td>{row.asOf}</td>
                  <td>{row.dataVersion}</td>
                </tr>
              )
            })}
          </Table>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" class="pages">
            {page > 1 ? <a href={`${CURRENT}?page=${page - 1}`}>Newer</a> : null}{' '}
            <span>
              Page {page} of {pages}
            </span>{' '}
            {page < pages ? <a href={`${CURRENT}?page=${page + 1}`}>Older</a> : null}
          </nav>
        ) : null}
      </section>
    </Frame>
  )
}

export function VerificationPage({ csrf, row }: { csrf: string; row: StoredVerification }) {
  const s = summaryOf(row)
  return (
    <Frame title={`Verification ${row.id}`} current={CURRENT} csrf={csrf}>
      <h1>
        Verification <code>{row.id}</code>
      </h1>
      <section class="card" aria-labelledby="summary-title">
        <h2 id="summary-title">
          <span class={tone(s.result)}>{s.result}</span> · ship to {s.state} · {s.lines} line{s.lines === 1 ? '' : 's'}
        </h2>
        <p>
          Issued {when(row.issuedAt)}; the law as of {row.asOf}, data version {row.dataVersion}; kept until{' '}
          {when(row.keepUntil)}.
        </p>
      </section>
      <section class="card" aria-labelledby="receipt-title">
        <h2 id="receipt-title">Signed receipt</h2>
        <p class="muted">A compact JWS (EdDSA) signed with key {row.kid}; verify it with any JOSE library.</p>
        <p class="secret">{row.jws}</p>
      </section>
      <section class="card" aria-labelledby="answer-title">
        <h2 id="answer-title">Answer</h2>
        <pre>{JSON.stringify(row.result, null, 2)}</pre>
      </section>
      <section class="card" aria-labelledby="request-title">
        <h2 id="request-title">Request</h2>
        <pre>{JSON.stringify(row.request, null, 2)}</pre>
      </section>
    </Frame>
  )
}
