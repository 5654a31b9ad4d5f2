/** What a seller must still do for a line: both layers' conditions, merged (the stricter age wins). */
import type { Regulation } from '../../domain/types.ts'
import type { Requirements } from './types.ts'

const unique = (items: (string | null | undefined)[]): string[] => [
  ...new Set(items.filter((item): item is string => Boolean(item))),
]

export function requirementsOf(rules: Regulation[], sellable: boolean): Requirements {
  const ages = rules.map(rule => rule.details.minimumAge).filter((age): age is number => age !== null)
  const minimumAge = ages.length > 0 ? Math.max(...ages) : null
  const labeling = rules.map(rule => rule.details.labelingRequired)
  return {
    minimumAge,
    ageGateRequired: sellable && minimumAge !== null,
    licenseRequired: rules.some(rule => rule.details.licenseRequired),
    licenseTypes: unique(rules.filter(rule => rule.details.licenseRequired).map(rule => rule.details.licenseType)),
    labelingRequired: labeling.includes(true) ? true : labeling.every(value => value === false) ? false : null,
    labeling: unique(rules.map(rule => rule.details.labelingRequirements)),
    testingRequired: rules.some(rule => rule.details.testingRequired),
    testingStandards: unique(rules.map(rule => rule.details.testingStandard)),
    shipping: unique(
      rules.flatMap(rule => [
        rule.details.shippingStatus && `${rule.state} shipping: ${rule.details.shippingStatus.replaceAll('_', ' ')}`,
        ...(rule.details.carrierRestrictions ?? []),
      ]),
    ),
  }
}
