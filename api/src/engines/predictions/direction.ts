/**
 * Which way a bill would move the rules, read from its plain-English effect with a fixed word list.
 * Deliberately conservative: when the words point both ways, or nowhere, the answer is `unclear`.
 */
import type { Direction } from './types.ts'

/** Stricter for a seller: bans, caps, age limits, new licences and channels closed. */
const TIGHTER = [
  /\bban/,
  /prohibit/,
  /criminali[sz]/,
  /\bcaps?\b/,
  /restrict/,
  /tighten/,
  /\b21\+/,
  /\bage\b/,
  /\bremove/,
  /\bend\b/,
  /penalt/,
  /exclude/,
  /mirror the federal/,
  /align/,
  /youth/,
  /strict/,
  /padlock/,
  /enforcement/,
  /labell?ing/,
  /testing/,
  /into (dispensaries|cannabis stores|the abc system|lcb retail)/,
  /licens(e|ing) (hemp )?retailers/,
  /underage/,
  /registration/,
  /synthetic cannabinoid ban/,
]

/** Looser for a seller: delays of stricter law, new legal markets and channels, higher limits. */
const LOOSER = [
  /legali[sz]e/,
  /\bexpand/,
  /broaden/,
  /\bdelay/,
  /loosen/,
  /\braise/,
  /opt out/,
  /rather than ban/,
  /legal channel/,
  /ended the executive .*ban/,
  /kept the hemp thc market open/,
  /without potency caps/,
  /pathway/,
]

function lean(text: string): Direction {
  const lower = text.toLowerCase()
  const tighter = TIGHTER.some(word => word.test(lower))
  const looser = LOOSER.some(word => word.test(lower))
  if (tighter === looser) return 'unclear'
  return tighter ? 'tighter' : 'looser'
}

export function billDirection(impact: string, detail: string): Direction {
  const first = lean(impact)
  return first === 'unclear' ? lean(detail) : first
}
