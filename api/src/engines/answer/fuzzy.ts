/**
 * Typo tolerance: the nearest lexicon phrase within a small edit budget, counting a swap of two
 * neighbouring letters as one edit ("Califronia"). The budget grows with length so that short words
 * are only ever matched exactly or nearly, and a tie between two phrases corrects to neither.
 */

/** Edits allowed for a phrase of `length` characters. */
export function editBudget(length: number): number {
  if (length < 4) return 0
  if (length < 9) return 1
  return 2
}

/** Three reusable rows: the distance runs for every plausible phrase of every leftover word. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * Optimal-string-alignment distance between a and b, or `limit + 1` as soon as it is certain to
 * exceed `limit` (rows whose minimum passes the limit stop the computation).
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const n = b.length
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)]
  let [before, previous, current] = rows
  for (let j = 0; j <= n; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2] + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    const recycled = before
    before = previous
    previous = current
    current = recycled
  }
  return previous[n]
}

/**
 * Lexicon phrases grouped by word count and length, so a lookup only compares plausible ones. Each
 * phrase has a meaning key: two nearest phrases that mean the same ("bill", "bills") are no tie.
 */
export class FuzzyIndex {
  private readonly buckets = new Map<string, string[]>()

  constructor(private readonly meaning: ReadonlyMap<string, string>) {
    for (const phrase of meaning.keys()) {
      if (phrase.length < 4) continue
      const key = `${phrase.split(' ').length}:${phrase.length}`
      const bucket = this.buckets.get(key)
      if (bucket) bucket.push(phrase)
      else this.buckets.set(key, [phrase])
    }
    for (const bucket of this.buckets.values()) bucket.sort()
  }

  /**
   * The single nearest phrase of `words` words within budget, or null (none, or a tie). `accept`
   * rules phrases out before they are compared (e.g. ones whose numbers differ from the candidate's).
   */
  nearest(candidate: string, words: number, accept: (phrase: string) => boolean = () => true): string | null {
    const budget = editBudget(candidate.length)
    if (budget === 0) return null
    let best: string | null = null
    let bestDistance = budget + 1
    let tie = false
    for (let length = candidate.length - budget; length <= candidate.length + budget; length++) {
      for (const phrase of this.buckets.get(`${words}:${length}`) ?? []) {
        // The first letter is rarely the typo; requiring it keeps "main" from Maine-like accidents cheap to rule out.
        if (phrase.charCodeAt(0) !== candidate.charCodeAt(0) || !accept(phrase)) continue
        const limit = Math.min(budget, editBudget(phrase.length))
        const distance = boundedDistance(candidate, phrase, limit)
        if (distance > limit) continue
        if (distance < bestDistance) {
          best = phrase
          bestDistance = distance
          tie = false
        } else if (distance === bestDistance && best !== null && this.meaning.get(best) !== this.meaning.get(phrase)) {
          tie = true
        }
      }
    }
    return best !== null && !tie ? best : null
  }
}
