/**
 * Corrections of HempData's own records (research found a recorded status wrong, the law did not
 * change): which record each names, and the cited reason its changelog entry carries when the
 * corrected files are imported. History steps stay for real changes in the law.
 */
import type { RegulationRecord } from '../api/src/domain/types.ts'
import type { SeedInput } from './compile.ts'
import type { CorrectionSeed, JurisdictionSeed } from './types.ts'

const names = (correction: CorrectionSeed, r: RegulationRecord): boolean =>
  (!correction.substances || correction.substances.includes(r.substance)) &&
  (!correction.productTypes || correction.productTypes.includes(r.productType))

/** Every correction of the dataset, with its jurisdiction. */
export const correctionsOf = (input: SeedInput): { code: string; correction: CorrectionSeed }[] =>
  [input.federal, ...input.jurisdictions].flatMap((seed: JurisdictionSeed) =>
    (seed.corrections ?? []).map(correction => ({ code: seed.code, correction })),
  )

/** The reason of the latest correction naming the record, or null when none does. */
export function correctionReasonFor(input: SeedInput): (r: RegulationRecord) => string | null {
  const byCode = new Map<string, CorrectionSeed[]>()
  for (const { code, correction } of correctionsOf(input)) byCode.set(code, [...(byCode.get(code) ?? []), correction])
  for (const list of byCode.values()) list.sort((a, b) => b.date.localeCompare(a.date))
  return r => byCode.get(r.state)?.find(correction => names(correction, r))?.reason ?? null
}

/** The records grouped by the reason their import carries: a correction's where one names them, else `otherwise`. */
export function byImportReason(
  input: SeedInput,
  records: RegulationRecord[],
  otherwise: string,
): Map<string, RegulationRecord[]> {
  const reasonOf = correctionReasonFor(input)
  const groups = new Map<string, RegulationRecord[]>([[otherwise, []]])
  for (const r of records) {
    const reason = reasonOf(r) ?? otherwise
    groups.set(reason, [...(groups.get(reason) ?? []), r])
  }
  return groups
}
