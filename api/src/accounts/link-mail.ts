/**
 * The e-mails that carry a one-time link: sign in, a welcome with one, the confirmation of a new
 * address, and the notice to the old address that it was replaced, with the link that undoes it.
 * The link is a credential: it is queued sealed, never in a stored body (mail/outbox.ts), and opened
 * into the message only as it is sent.
 */
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { SecretBox } from '../lib/secret-box.ts'
import { MAIL_LINK, queueMail } from '../mail/outbox.ts'
import { escapeHtml, safeLink } from '../mail/templates.ts'
import { LINK_MINUTES, UNDO_DAYS } from './login-links.ts'

export type LinkMailKind = 'welcome' | 'sign_in' | 'change_email' | 'email_changed'

interface Words {
  subject: string
  intro: string
  button: string
  outro: string
  template: string
  /** The page the link opens. */
  path: string
}

const ONCE = `The link works once, within ${LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`

function wordsOf(kind: LinkMailKind, newEmail: string): Words {
  switch (kind) {
    case 'welcome':
      return {
        subject: 'Welcome to HempData: your sign-in link',
        intro:
          'Your HempData account is ready, with a test secret key and a test publishable key. Sign in to see them:',
        button: 'Sign in to HempData',
        outro: ONCE,
        template: 'welcome',
        path: '/login/link',
      }
    case 'sign_in':
      return {
        subject: 'Your HempData sign-in link',
        intro: 'Use this link to sign in to the HempData dashboard:',
        button: 'Sign in to HempData',
        outro: ONCE,
        template: 'sign_in_link',
        path: '/login/link',
      }
    case 'change_email':
      return {
        subject: 'Confirm your new HempData e-mail address',
        intro: 'Someone signed in to HempData asked to use this address for their account. To confirm, open:',
        button: 'Confirm this address',
        outro: ONCE,
        template: 'change_email_link',
        path: '/login/link',
      }
    case 'email_changed':
      return {
        subject: 'The e-mail address of your HempData account was changed',
        intro: `Your HempData account now signs in with ${newEmail}, and every other session was signed out. If you made this change, there is nothing to do. If you did not, undo it: the account comes back to this address and everyone is signed out.`,
        button: 'Undo the change',
        outro: `The link works once, for ${UNDO_DAYS} days.`,
        template: 'email_changed_notice',
        path: '/email/undo',
      }
  }
}

/** The link of `token` on the page `path` of the service. */
export function linkUrl(publicUrl: string, token: string, path = '/login/link'): string {
  return `${publicUrl}${path}?token=${token}`
}

/**
 * Queues the e-mail of `kind` carrying the link of `token`, in the caller's transaction when `db` is
 * one. `newEmail`: the address an `email_changed` notice names.
 */
export async function linkMail(
  db: Db,
  box: SecretBox,
  env: Pick<Env, 'publicUrl' | 'mailFrom'>,
  to: string,
  token: string,
  kind: LinkMailKind,
  newEmail = '',
): Promise<void> {
  const w = wordsOf(kind, newEmail)
  await queueMail(
    db,
    {
      from: env.mailFrom,
      to,
      subject: w.subject,
      template: w.template,
      text: `${w.intro}\n\n${MAIL_LINK}\n\n${w.outro}\n`,
      html: `<p>${escapeHtml(w.intro)}</p><p><a href="${MAIL_LINK}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(w.button)}</a></p><p style="color:#52525b">${escapeHtml(w.outro)}</p>`,
      link: safeLink(linkUrl(env.publicUrl, token, w.path)),
    },
    box,
  )
}
