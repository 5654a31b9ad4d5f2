/**
 * The e-mails of sign-in: a link to sign in, a welcome with one, and the confirmation of a new
 * address. The link is a one-time credential: it is queued sealed, never in a stored body
 * (mail/outbox.ts), and opened into the message only as it is sent.
 */
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { MAIL_LINK, queueMail } from '../mail/outbox.ts'
import { escapeHtml, safeLink } from '../mail/templates.ts'
import { LINK_MINUTES, type LinkPurpose } from './login-links.ts'

export type LinkMailKind = 'welcome' | LinkPurpose

const WORDS: Record<LinkMailKind, { subject: string; intro: string; button: string }> = {
  welcome: {
    subject: 'Welcome to HempData: your sign-in link',
    intro: 'Your HempData account is ready, with a test secret key and a test publishable key. Sign in to see them:',
    button: 'Sign in to HempData',
  },
  sign_in: {
    subject: 'Your HempData sign-in link',
    intro: 'Use this link to sign in to the HempData dashboard:',
    button: 'Sign in to HempData',
  },
  change_email: {
    subject: 'Confirm your new HempData e-mail address',
    intro: 'Someone signed in to HempData asked to use this address for their account. To confirm, open:',
    button: 'Confirm this address',
  },
}

export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/login/link?token=${token}`
}

/** Queues the e-mail of `kind` carrying the link of `token`, in the caller's transaction when `db` is one. */
export async function linkMail(
  db: Db,
  box: SecretBox,
  env: Pick<Env, 'publicUrl' | 'mailFrom'>,
  to: string,
  token: string,
  kind: LinkMailKind,
): Promise<void> {
  const words = WORDS[kind]
  const outro = `The link works once, within ${LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`
  await queueMail(
    db,
    {
      from: env.mailFrom,
      to,
      subject: words.subject,
      template: kind === 'welcome' ? 'welcome' : kind === 'sign_in' ? 'sign_in_link' : 'change_email_link',
      text: `${words.intro}\n\n${MAIL_LINK}\n\n${outro}\n`,
      html: `<p>${escapeHtml(words.intro)}</p><p><a href="${MAIL_LINK}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(words.button)}</a></p><p style="color:#52525b">${escapeHtml(outro)}</p>`,
      link: safeLink(linkUrl(env.publicUrl, token)),
    },
    box,
  )
}
