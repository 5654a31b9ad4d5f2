/** The /errors page that every error's doc_url points into: one entry per code with what to do. */
import { ERROR_CODES, type ErrorCode } from '../../lib/errors.ts'

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

export function errorsJson() {
  return Object.entries(ERROR_CODES).map(([code, [status, action]]) => ({ code, status, action }))
}

export function errorsHtml(): string {
  const rows = (Object.keys(ERROR_CODES) as ErrorCode[]).map(code => {
    const [status, action] = ERROR_CODES[code]
    return `<section id="${code}"><h2><a href="#${code}">${code}</a> <small>HTTP ${status}</small></h2><p>${escapeHtml(action)}</p></section>`
  })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>HempData API errors</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b2b1f}
h2{font-size:1.05rem;margin:1.6rem 0 .3rem}small{color:#5b6b5f;font-weight:400}section:target{background:#eef7ef;outline:.5rem solid #eef7ef}code{background:#f2f2f2;padding:0 .2rem}</style></head>
<body><h1>HempData API errors</h1>
<p>Every error response is the envelope <code>{"success":false,"data":null,"meta":{"request_id":…},"errors":[{"code","message","doc_url"}]}</code>.
Handle the <code>code</code>; the message is for people and may change. Quote <code>request_id</code> when you contact us.</p>
${rows.join('\n')}
</body></html>`
}
