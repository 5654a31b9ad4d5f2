/** Order verification over the real seeded data (its history loaded through the change service). */
import { verifyOrder, type Order, type OrderLine, type OrderVerdict } from '../../api/src/engines/verify/index.ts'
import { recordsAsOf } from '../../api/src/snapshot/as-of.ts'
import type { Snapshot } from '../../api/src/snapshot/snapshot.ts'
import { testApp, type TestApp } from './app.ts'

export interface SeededData {
  app: TestApp
  snapshot: () => Snapshot
  close: () => Promise<void>
}

export async function seededData(): Promise<SeededData> {
  const app = await testApp()
  return { app, snapshot: () => app.services.store.current, close: () => app.close() }
}

export type LineFacts = Omit<OrderLine, 'id' | 'quantity'> & { id?: string; quantity?: number }

export interface OrderFacts {
  state: string
  asOf: string
  buyerAge?: number | null
  channel?: Order['channel']
  lines: LineFacts[]
}

export function verifyOn(snapshot: Snapshot, facts: OrderFacts): OrderVerdict {
  const order: Order = {
    state: facts.state,
    asOf: facts.asOf,
    buyerAge: facts.buyerAge ?? null,
    channel: facts.channel ?? 'online',
    lines: facts.lines.map((line, i) => ({ ...line, id: line.id ?? `line-${i + 1}`, quantity: line.quantity ?? 1 })),
  }
  return verifyOrder(recordsAsOf(snapshot, order.asOf), order)
}
