/**
 * What `npm run bench` measures: the baseline, the info rows that explain it (the floors, the empty
 * handler on as many threads as HempData) and HempData's hot reads with their budgets.
 */
import { defaultHttpThreads } from '../../api/src/env.ts'
import type { Endpoint } from './report.ts'

/** HempData serves from this many HTTP threads in the bench (its default); the threaded baseline row uses as many. */
export const THREADS = defaultHttpThreads()

/** The widget check's body, also read by the POST floor. */
const CHECK_BODY = JSON.stringify({ substance: 'delta-9-thc', product_type: 'edibles', state: 'AL' })

/** A 20-line order to verify: gummies, drinks and tinctures around the caps, each with its facts. */
const VERIFY_BODY = JSON.stringify({
  ship_to: { state: 'MN' },
  as_of: '2026-11-28',
  buyer_age: 34,
  lines: Array.from({ length: 20 }, (_, i) => ({
    id: `line-${i + 1}`,
    substance: ['delta-9-thc', 'cbd', 'cbg', 'thca'][i % 4],
    product_type: ['edibles', 'beverages', 'tinctures', 'topicals', 'concentrates'][i % 5],
    quantity: 1 + (i % 3),
    thc_mg_per_serving: [0.1, 2.5, 5][i % 3],
    servings_per_container: [4, 10, 20][i % 3],
    thc_mg_per_container: [0.4, 25, 100][i % 3],
    cbd_mg_per_serving: 10,
    synthesized: false,
  })),
})

export const ENDPOINTS: Endpoint[] = [
  { label: 'baseline GET /', path: '/', role: 'baseline' },
  // The baseline's server sending a read-sized response and nothing else: what the response alone costs.
  { label: 'floor GET /floor (2 KB gzip response, no logic)', path: '/floor', role: 'info', server: 'baseline' },
  // The same with a widget check's JSON body read first: what a POST costs before any logic.
  {
    label: 'floor POST /floor (the check’s body read)',
    path: '/floor',
    role: 'info',
    server: 'baseline',
    method: 'POST',
    body: CHECK_BODY,
  },
  // The empty handler on as many threads as HempData serves from (one per core, up to four).
  { label: `baseline on ${THREADS} HTTP threads GET /`, path: '/', role: 'info', server: 'baseline-threads' },
  { label: 'GET /v1/regulations?state=CO&substance=cbd', path: '/v1/regulations?state=CO&substance=cbd', role: 'hot' },
  { label: 'GET /v1/states/CO', path: '/v1/states/CO', role: 'hot' },
  {
    label: 'GET /v1/regulations/compare?states=CO,TX,CA',
    path: '/v1/regulations/compare?states=CO,TX,CA',
    role: 'hot',
  },
  // A cached read like the others once asked: the engine runs once per question and snapshot.
  {
    label: 'GET /v1/answer?q=Can I sell delta 8 gummies in Texas?',
    path: '/v1/answer?q=Can+I+sell+delta+8+gummies+in+Texas%3F',
    role: 'hot',
    maxP99Ms: 5,
  },
  {
    label: 'POST /v1/widget/check (publishable key)',
    path: '/v1/widget/check',
    role: 'hot',
    method: 'POST',
    key: 'publishable',
    body: CHECK_BODY,
  },
  // An order of 20 lines verified and its receipt signed and stored (budget: ≥ 0.5× the floor POST, p99 ≤ 10 ms).
  {
    label: 'POST /v1/compliance/verify (20 lines, secret key)',
    path: '/v1/compliance/verify',
    role: 'info',
    method: 'POST',
    body: VERIFY_BODY,
  },
  // No key needed, no data: separates the cost of routing and global hooks from auth + data.
  { label: 'GET /v1/status', path: '/v1/status', role: 'info' },
]
