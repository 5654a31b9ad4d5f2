/** The visitor's age confirmation, kept in localStorage for 24 hours (the contract's retention). */

export const AGE_CONFIRMATION_KEY = 'hempdata:age-confirmed'
export const AGE_CONFIRMATION_MS = 24 * 60 * 60 * 1000

interface Confirmation {
  age: number
  at: number
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): then the gate asks every time.
    return null
  }
}

/** True when the visitor confirmed at least `age` within the last 24 hours. */
export function isAgeConfirmed(age: number, now = Date.now()): boolean {
  const raw = storage()?.getItem(AGE_CONFIRMATION_KEY)
  if (!raw) return false
  try {
    const saved = JSON.parse(raw) as Confirmation
    return (
      typeof saved.age === 'number' &&
      saved.age >= age &&
      typeof saved.at === 'number' &&
      now - saved.at < AGE_CONFIRMATION_MS &&
      saved.at <= now
    )
  } catch {
    return false
  }
}

export function rememberAge(age: number, now = Date.now()): void {
  try {
    storage()?.setItem(AGE_CONFIRMATION_KEY, JSON.stringify({ age, at: now } satisfies Confirmation))
  } catch {}
}

/** `{age}` in a merchant's text becomes the minimum age. */
export const withAge = (text: string, age: number | null): string =>
  text.replaceAll('{age}', age === null ? '' : String(age))

/** Only http(s) targets: a denied-URL attribute must never run script (`javascript:`). */
export function safeRedirect(url: string | null | undefined, base: string): string | null {
  if (!url) return null
  try {
    const target = new URL(url, base)
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null
  } catch {
    return null
  }
}
