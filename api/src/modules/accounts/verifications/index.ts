/**
 * /dashboard/verifications: the account's stored verifications (?page=, newest first), and
 * /dashboard/verifications/:id one of them with its request, answer and signed receipt. Read only.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../../http/deps.ts'
import { ApiError } from '../../../lib/errors.ts'
import { htmlPage, pageDoc, signedIn } from '../page.ts'
import { VerificationPage, VerificationsPage } from './views.tsx'

const PER_PAGE = 50
const PAGES = 10_000
const RECEIPT_ID = /^rcp_[a-z2-7]{24}$/

export function verificationsPageModule(deps: AppDeps) {
  return new Elysia({ name: 'hd-accounts-verifications' })
    .get(
      '/dashboard/verifications',
      ({ request }) =>
        signedIn(deps, request, async visitor => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
          if (!Number.isInteger(page) || page < 1 || page > PAGES)
            throw new ApiError('VALIDATION_ERROR', `query.page: expected a whole number from 1 to ${PAGES}`)
          const { rows, total } = await deps.receipts.list(visitor.session.account.id, PER_PAGE, (page - 1) * PER_PAGE)
          const pages = Math.max(1, Math.ceil(total / PER_PAGE))
          return htmlPage(deps, request, VerificationsPage({ csrf: visitor.csrf, rows, page, pages, total }))
        }),
      { detail: pageDoc('Stored verifications', 'session', ['VALIDATION_ERROR']) },
    )
    .get(
      '/dashboard/verifications/:id',
      ({ request, params }) => {
        const id = (params as Record<string, string | null> | undefined)?.id ?? null
        // A path segment that does not decode is no receipt id: 404 at once, with or without a session.
        if (id === null) throw new ApiError('NOT_FOUND', 'No verification with this receipt id.')
        return signedIn(deps, request, async visitor => {
          const row = RECEIPT_ID.test(id) ? await deps.receipts.find(visitor.session.account.id, id) : null
          if (!row) throw new ApiError('NOT_FOUND', 'No verification with this receipt id.')
          return htmlPage(deps, request, VerificationPage({ csrf: visitor.csrf, row }))
        })
      },
      { detail: pageDoc('A stored verification with its signed receipt', 'session', ['NOT_FOUND']) },
    )
}
