/** Web origins as allow-lists store them and browsers send them. */

/** `https://Shop.example:443/` → `https://shop.example`; null when not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
