/** Web origins as allow-lists store them and browsers send them. */
import { ApiError } from './errors.ts'

/** `https://Shop.example:443/` → `https://shop.example`; null when not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** Origins as browsers send them (`https://shop.example`), deduplicated; null for none. */
export function allowedOriginsOf(list: string[] | null | undefined): string[] | null {
  if (!list || list.length === 0) return null
  const out = list.map(entry => {
    const origin = normalizeOrigin(entry)
    if (!origin || origin === 'null')
      throw new ApiError(
        'VALIDATION_ERROR',
        `allowed_origins: "${entry}" is not an http(s) origin such as https://shop.example`,
      )
    return origin
  })
  return [...new Set(out)]
}
