/**
 * Serialized answers of the current snapshot. An answer is a pure function of the snapshot, the
 * question and the scoping state, so repeated questions (a storefront asking the same thing for
 * every visitor) are answered from memory. Cleared when the snapshot changes; bounded by size,
 * least recently used first out.
 */
import type { AnswerResult } from '../../engines/answer/engine.ts'

export interface CachedAnswer {
  result: AnswerResult
  /** `result` as JSON, the `data` of the envelope. */
  json: string
}

export class AnswerCache {
  private entries = new Map<string, CachedAnswer>()
  private bytes = 0
  private version = -1

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  get(version: number, question: string, state: string | null, compute: () => AnswerResult): CachedAnswer {
    if (version !== this.version) {
      this.entries.clear()
      this.bytes = 0
      this.version = version
    }
    const key = `${state ?? ''}|${question}`
    const hit = this.entries.get(key)
    if (hit) {
      // Re-inserted so that the Map's order is least recently used first.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const result = compute()
    const entry = { result, json: JSON.stringify(result) }
    const size = entry.json.length + key.length
    if (size > this.maxBytes / 16) return entry
    while (this.bytes + size > this.maxBytes && this.entries.size > 0) {
      const [oldest, value] = this.entries.entries().next().value as [string, CachedAnswer]
      this.entries.delete(oldest)
      this.bytes -= value.json.length + oldest.length
    }
    this.entries.set(key, entry)
    this.bytes += size
    return entry
  }
}
