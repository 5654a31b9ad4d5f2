/** A line's numbered citations: each source once, in the order the findings first cite it. */
import type { MerchantField, Regulation, Source } from '../../domain/types.ts'
import type { Citation } from './types.ts'

/** A status rests on the record's strongest sources; three are enough to check it. */
const STATUS_SOURCES = 3
const STRENGTH: Record<Source['type'], number> = { statute: 0, regulation: 1, court: 2, guidance: 3, news: 4 }

export class CitationList {
  readonly citations: Citation[] = []
  private readonly byUrl = new Map<string, number>()

  private add(source: Source): number {
    const known = this.byUrl.get(source.url)
    if (known !== undefined) return known
    const n = this.citations.length + 1
    this.citations.push({ n, label: source.title, url: source.url })
    this.byUrl.set(source.url, n)
    return n
  }

  /** The sources that determine one merchant-facing field of a record (what was read, for no rule). */
  field(record: Regulation, field: MerchantField): number[] {
    const ids = new Set(record.determinations[field]?.sourceIds ?? [])
    const sources = record.sources.filter(source => ids.has(source.id))
    return sources.length > 0 ? sources.map(source => this.add(source)) : this.status(record)
  }

  /** The sources a record's legal status rests on: statutes and rules before guidance and news. */
  status(record: Regulation): number[] {
    const strongest = [...record.sources].sort((a, b) => STRENGTH[a.type] - STRENGTH[b.type]).slice(0, STATUS_SOURCES)
    return strongest.map(source => this.add(source))
  }
}
