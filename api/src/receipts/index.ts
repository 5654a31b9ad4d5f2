/**
 * Signed receipts of verifications (issue 26): what modules/ use. The service is built once at start
 * (server/boot.ts) and reached as `deps.receipts`: `await deps.receipts.issueReceipt(input)` signs,
 * stores durably, then resolves with `{ id: 'rcp_…', issued_at, jws }`.
 */
export { canonicalJson } from './canonical.ts'
export {
  KEEP_YEARS,
  RECEIPT_ISSUER,
  type Receipt,
  type ReceiptInput,
  type ReceiptPayload,
  ReceiptService,
  signedPayload,
  type StoredVerification,
} from './service.ts'
export { DEFAULT_OVERLAP_HOURS, type PublicJwk, SigningKeys } from './signing-keys.ts'

import type { Receipt, ReceiptInput } from './service.ts'
/** The one call a verification makes: sign, store durably, then resolve. */
export type IssueReceipt = (input: ReceiptInput) => Promise<Receipt>
