/** Form bodies read as Stripe reads what its SDK sends (nested brackets, numeric indexes as arrays). */
type Obj = Record<string, unknown>

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }, as Stripe reads the SDK's form bodies. */
export function parseStripeForm(text: string): Obj {
  const out: Obj = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Obj | unknown[] = out
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const key: string | number = Array.isArray(node) ? Number(part || node.length) : part
      const holder = node as Record<string | number, unknown>
      if (last) holder[key] = value
      else holder[key] ??= /^\d*$/.test(parts[i + 1]) ? [] : {}
      node = holder[key] as Obj
    })
  }
  return out
}
