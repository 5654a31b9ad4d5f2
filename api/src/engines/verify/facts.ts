/**
 * A line's figures as the limits read them. A per-serving figure and a serving count give a
 * per-container figure and the other way round; when a line states all three and they disagree
 * beyond rounding, the larger figure is the one checked (never the kinder one) and the line says so.
 */
import type { OrderLine } from './types.ts'

export interface LineFigures {
  perServing: number | undefined
  perContainer: number | undefined
  /** Stated per-serving × servings and stated per-container disagree beyond rounding. */
  contradictory: { computed: number; stated: number } | null
}

/** Certificates of analysis round to a tenth of a milligram; half of that either way is rounding. */
const ROUNDING_MG = 0.05
/** …and a relative 1 % for large figures rounded to whole milligrams. */
const ROUNDING_SHARE = 0.01

const round = (value: number): number => Math.round(value * 10000) / 10000

export function figuresOf(line: OrderLine): LineFigures {
  const { thcMgPerServing: serving, servingsPerContainer: servings, thcMgPerContainer: container } = line
  const computed = serving !== undefined && servings !== undefined ? round(serving * servings) : undefined
  if (computed !== undefined && container !== undefined) {
    const tolerance = Math.max(ROUNDING_MG, ROUNDING_SHARE * Math.max(computed, container))
    const contradictory = Math.abs(computed - container) > tolerance ? { computed, stated: container } : null
    const perServing = Math.max(serving as number, servings! > 0 ? round(container / servings!) : 0)
    return { perServing, perContainer: Math.max(computed, container), contradictory }
  }
  const perServing =
    serving ??
    (container !== undefined && servings !== undefined && servings > 0 ? round(container / servings) : undefined)
  return { perServing, perContainer: container ?? computed, contradictory: null }
}
