/**
 * The shopper's lines in the merchant's words: `data-text-green|yellow|red` (the one short reason
 * under the verdict), `data-text-age` (the age rule) and `data-text-fallback` (no verdict to show).
 * `{state}` becomes the state's name and `{age}` the minimum age; an empty text shows nothing.
 */
import type { CheckResult } from './api.ts'

export const SHOPPER_DEFAULTS = {
  green: 'Available to customers in {state}.',
  yellow: 'State rules apply to this product in {state}.',
  red: 'This product cannot be sold to customers in {state}.',
  age: 'For adults {age} and older.',
  fallback: 'Availability in your state is confirmed at checkout.',
}

export type ShopperText = keyof typeof SHOPPER_DEFAULTS

/** The merchant's text (the badge's `text-*` attribute) or ours. */
export const shopperText = (el: Element, name: ShopperText): string =>
  el.getAttribute(`text-${name}`) ?? SHOPPER_DEFAULTS[name]

const fill = (text: string, result: CheckResult): string =>
  text.replaceAll('{state}', result.state_name).replaceAll('{age}', String(result.minimum_age))

/** The reason for the badge's colour, and the age rule where one applies to a product that may be sold. */
export function shopperLines(el: Element, result: CheckResult): { reason: string; age: string } {
  const sellable = result.badge_color !== 'red' && result.minimum_age > 0
  return {
    reason: fill(shopperText(el, result.badge_color), result),
    age: sellable ? fill(shopperText(el, 'age'), result) : '',
  }
}
