/**
 * The requests a fault suite sends while the database is away: one of each kind that needs the
 * database, on every instance, and a cached read that must not need it. Keys and records are made
 * before the outage.
 */
import { newKey, ops, read } from './faults.ts'

interface Expected {
  what: string
  status: number
  send: () => Promise<Response>
}

export interface OutageResult {
  unavailable: number
  worst503: number
  cached: number
  /** Descriptions of answers that were not the expected ones. */
  unexpected: string[]
}

export async function outageRequests(bases: string[], known: string, editId: string) {
  const unseen = await newKey(bases[0])
  const publishable = await newKey(bases[0], 'publishable')
  const revocable = await newKey(bases[0])
  const edit = `Written during an outage ${Date.now()}`
  // The known key was verified by each instance before the outage (by one of its threads).
  for (const base of bases) await read(base, '/v1/states/CO', known)

  const requests = (base: string): Expected[] => [
    { what: 'keyed read, key not seen before', status: 503, send: () => read(base, '/v1/states/TX', unseen.key) },
    { what: 'forecast', status: 503, send: () => read(base, '/v1/predictions/CO?horizon_days=45&refresh=true', known) },
    {
      what: 'widget check, key not seen before',
      status: 503,
      send: () =>
        fetch(`${base}/v1/widget/check`, {
          method: 'POST',
          headers: { authorization: `Bearer ${publishable.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ state: 'CO', substance: 'cbd', product_type: 'edibles' }),
        }),
    },
    { what: 'GET /ops/accounts', status: 503, send: () => ops(base, '/accounts', undefined, 'GET') },
    {
      what: 'POST /ops/accounts',
      status: 503,
      send: () =>
        ops(base, '/accounts', { name: 'Outage', email: `outage-${Date.now()}@example.com`, tier: 'enterprise' }),
    },
    {
      what: 'PATCH /ops/regulations',
      status: 503,
      send: () => ops(base, `/regulations/${editId}`, { reason: 'Fault suite: outage', summary: edit }, 'PATCH'),
    },
    { what: 'DELETE /ops/keys', status: 503, send: () => ops(base, `/keys/${revocable.id}`, undefined, 'DELETE') },
    // Each on a connection of its own: every HTTP thread of the instance must know the key.
    ...[1, 2, 3].map(() => ({
      what: 'cached read, known key',
      status: 200,
      send: () => read(base, '/v1/regulations?state=CO&substance=cbd', known, true),
    })),
  ]

  return {
    /** Sends every request on every instance, all at once, `rounds` times. */
    async run(rounds: number): Promise<OutageResult> {
      const result: OutageResult = { unavailable: 0, worst503: 0, cached: 0, unexpected: [] }
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          bases.flatMap(base =>
            requests(base).map(async request => {
              const started = performance.now()
              const res = await request.send()
              const ms = performance.now() - started
              const body = (await res.json().catch(() => null)) as any
              if (res.status !== request.status)
                result.unexpected.push(
                  `${request.what}: ${res.status} after ${Math.round(ms)} ms from ${base} (${res.headers.get('x-request-id')}): ${JSON.stringify(body?.errors?.[0]?.message)}`,
                )
              else if (res.status === 503) {
                if (body?.errors?.[0]?.code !== 'SERVICE_UNAVAILABLE')
                  result.unexpected.push(`${request.what}: ${body?.errors?.[0]?.code}`)
                result.unavailable++
                result.worst503 = Math.max(result.worst503, ms)
              } else result.cached++
            }),
          ),
        )
      }
      return result
    },
    /** Whether every instance reads with a key it has not cached again. */
    async recovered(): Promise<boolean> {
      const statuses = await Promise.all(
        bases.map(async base => (await read(base, '/v1/states/TX', (await newKey(bases[0])).key)).status),
      )
      return statuses.every(status => status === 200)
    },
    /** Whether the edit or the revocation answered 503 during the outage landed afterwards. */
    async editLanded(): Promise<boolean> {
      const served = ((await (await read(bases[0], `/v1/regulations/${editId}`, known)).json()) as any).data.summary
      const revoked = (await read(bases[0], '/v1/states/CO', revocable.key)).status !== 200
      return served === edit || revoked
    },
  }
}
