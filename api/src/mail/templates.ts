/**
 * E-mail templates: small functions that return a subject, a plain-text body and an HTML body.
 * Everything interpolated into HTML goes through `escapeHtml` (links also through `safeLink`), so a
 * company name or a URL from a form cannot add markup. Inline styles only: mail clients drop
 * stylesheets. The colours are the badge's defaults.
 */

export interface RenderedMail {
  subject: string
  text: string
  html: string
  template: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, char => HTML_ESCAPES[char])
}

/** An absolute http(s) URL, normalized (quotes and angle brackets percent-encoded); anything else (javascript:, data:, a relative path) is refused. */
export function safeLink(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`Not an absolute URL: ${url}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Links in e-mail must be http(s): ${url}`)
  return parsed.toString()
}

/** A subject on one line (a line break in a header would start another header). */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim()

export interface Notice {
  /** The template's name, kept with the message. */
  template: string
  subject: string
  /** The first line inside the message. */
  heading: string
  paragraphs: string[]
  /** The one thing to do, as a button (HTML) and a bare URL (text). */
  action?: { label: string; url: string }
  /** Small print under the message: why the reader got it. */
  footer?: string
}

/**
 * The one layout of HempData's e-mail: a heading, paragraphs, an optional button, small print.
 * Sign-in links, key notices and webhook warnings are notices with their own words.
 */
export function noticeEmail(notice: Notice): RenderedMail {
  const link = notice.action ? { label: notice.action.label, url: safeLink(notice.action.url) } : null
  const text =
    [
      notice.heading,
      '',
      ...notice.paragraphs.flatMap(paragraph => [paragraph, '']),
      ...(link ? [`${link.label}: ${link.url}`, ''] : []),
      ...(notice.footer ? ['--', notice.footer] : []),
    ]
      .join('\n')
      .trimEnd() + '\n'
  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${escapeHtml(body)}</p>`
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1f7a4d;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#52606d">Or open this address: <a href="${escapeHtml(link.url)}" style="color:#1f7a4d;word-break:break-all">${escapeHtml(link.url)}</a></p>`
    : ''
  const footer = notice.footer
    ? `<p style="margin:32px 0 0;font-size:12px;line-height:1.5;color:#7b8794">${escapeHtml(notice.footer)}</p>`
    : ''
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(oneLine(notice.subject))}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">` +
    `<p style="margin:0 0 24px;font-size:14px;font-weight:700;letter-spacing:.04em;color:#1f7a4d">HempData</p>` +
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#1f2933">${escapeHtml(notice.heading)}</h1>` +
    notice.paragraphs.map(paragraph).join('') +
    button +
    footer +
    `</div></body></html>`
  return { subject: oneLine(notice.subject), text, html, template: notice.template }
}
