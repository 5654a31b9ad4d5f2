/** The e-mails of sign-in: a link to sign in, a welcome with one, and the confirmation of a new address. */
import type { AppDeps } from '../../../http/deps.ts'
import type { LinkPurpose } from '../../../accounts/login-links.ts'
import { LINK_MINUTES } from '../../../accounts/login-links.ts'
import { queueMail } from '../../../mail/outbox.ts'
import { escapeHtml, safeLink } from '../../../mail/templates.ts'

type Kind = 'welcome' | LinkPurpose

const WORDS: Record<Kind, { subject: string; intro: string; button: string }> = {
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

export async function linkMail(deps: Pick<AppDeps, 'env' | 'database'>, to: string, token: string, kind: Kind) {
  const words = WORDS[kind]
  const url = safeLink(linkUrl(deps.env.publicUrl, token))
  const outro = `The link works once, within ${LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`
  await queueMail(deps.database.db, {
    from: deps.env.mailFrom,
    to,
    subject: words.subject,
    template: kind === 'welcome' ? 'welcome' : kind === 'sign_in' ? 'sign_in_link' : 'change_email_link',
    text: `${words.intro}\n\n${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(words.intro)}</p><p><a href="${escapeHtml(url)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(words.button)}</a></p><p style="color:#52525b">${escapeHtml(outro)}</p>`,
  })
}
