/**
 * An operator's regulation edit is never dropped in silence: a confidence move within the event
 * threshold (0.98 → 0.91) is stored, recorded in the changelog and the audit log, and sent to no
 * webhook; a field with no event of its own (block_sale) is stored and audited; an edit that
 * changes nothing stores and records nothing.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, changelog, outbox, regulations } from '../../../../api/src/db/schema/index.ts'
import { adminHeaders, variantApps } from '../../../support/api.ts'

const apps = variantApps(['nested'])

describe('PATCH /ops/regulations/:id', () => {
  const edit = async (id: string, body: Record<string, unknown>) => {
    const t = apps.nested
    const res = await t.request(`/ops/regulations/${t.services.profile.regulationPublicId(id)}`, {
      method: 'PATCH',
      headers: adminHeaders({ 'x-operator': 'dana' }),
      body: JSON.stringify(body),
    })
    expect(res.status, res.text).toBe(200)
    return res.body.data
  }
  const row = async (id: string) =>
    (await apps.nested.services.database.db.select().from(regulations).where(eq(regulations.id, id)))[0]
  const audits = (id: string) =>
    apps.nested.services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, id), eq(auditEvents.action, 'regulation.edited')))

  test('a small confidence move is stored, in the changelog and the audit log, and delivered to no one', async () => {
    const id = apps.nested.services.store.current.regulations[3].id
    await edit(id, { reason: 'Second source confirms the rule', confidence: 0.98 })
    expect(Number((await row(id)).confidence)).toBeCloseTo(0.98)
    const outboxBefore = (await apps.nested.services.database.db.select().from(outbox)).length
    const auditsBefore = (await audits(id)).length

    const answer = await edit(id, { reason: 'One source is older than we thought', confidence: 0.91 })
    expect(answer.events.map((e: any) => e.event_type)).toEqual(['confidence_changed'])
    expect(Number((await row(id)).confidence)).toBeCloseTo(0.91)
    const entries = await apps.nested.services.database.db
      .select()
      .from(changelog)
      .where(eq(changelog.regulationId, id))
    const entry = entries.find(e => e.id === answer.events[0].id)
    expect(entry?.eventType).toBe('confidence_changed')
    expect(entry?.reason).toBe('One source is older than we thought')
    expect((await apps.nested.services.database.db.select().from(outbox)).length).toBe(outboxBefore)
    const audited = await audits(id)
    expect(audited.length).toBe(auditsBefore + 1)
    expect(audited.at(-1)?.actor).toBe('operator:dana')
    expect(audited.at(-1)?.after).toMatchObject({ confidence: 0.91 })
    // The snapshot serves the stored value.
    for (
      let i = 0;
      i < 50 && apps.nested.services.store.current.regulations.find(r => r.id === id)?.confidence !== 0.91;
      i++
    )
      await Bun.sleep(50)
    expect(apps.nested.services.store.current.regulations.find(r => r.id === id)?.confidence).toBe(0.91)
  })

  test('a move over 0.1 is an event that goes out', async () => {
    const id = apps.nested.services.store.current.regulations[4].id
    const before = Number((await row(id)).confidence)
    const outboxBefore = (await apps.nested.services.database.db.select().from(outbox)).length
    const answer = await edit(id, {
      reason: 'Sources disagree',
      confidence: before > 0.5 ? before - 0.3 : before + 0.3,
    })
    expect(answer.events.map((e: any) => e.event_type)).toEqual(['confidence_changed'])
    expect((await apps.nested.services.database.db.select().from(outbox)).length).toBe(outboxBefore + 1)
  })

  test('a field with no event of its own is stored and audited; an edit that changes nothing is not', async () => {
    const id = apps.nested.services.store.current.regulations[5].id
    const blockSale = (await row(id)).blockSale
    const auditsBefore = (await audits(id)).length
    await edit(id, { reason: 'Retailers must stop selling', block_sale: !blockSale })
    expect((await row(id)).blockSale).toBe(!blockSale)
    expect((await audits(id)).length).toBe(auditsBefore + 1)
    const stamp = (await row(id)).updatedAt
    const again = await edit(id, { reason: 'Same again', block_sale: !blockSale })
    expect(again.events).toEqual([])
    expect((await row(id)).updatedAt).toBe(stamp)
    expect((await audits(id)).length).toBe(auditsBefore + 1)
  })
})
