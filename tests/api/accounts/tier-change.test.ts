/**
 * An account moved between tiers by an operator: up to a tier with every state it keeps no chosen
 * list (and reads outside its old five), down to a chosen-states tier it must name them; the audit
 * log records the tier and the states before and after.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { auditEvents } from '../../../api/src/db/schema/index.ts'
import { account, adminHeaders, expectError, expectOk, STARTER_STATES, variantApps } from '../../support/api.ts'

const apps = variantApps(['nested'] as const)

const patchAccount = (id: string, body: unknown) =>
  apps.nested.request(`/ops/accounts/${id}`, {
    method: 'PATCH',
    headers: adminHeaders({ 'x-operator': 'pat' }),
    body: JSON.stringify(body),
  })

const auditOf = (accountId: string) =>
  apps.nested.services.database.db.select().from(auditEvents).where(eq(auditEvents.accountId, accountId))

describe('PATCH /ops/accounts/{id} tier', () => {
  test('starter → enterprise drops the five states: every state reads, and the log says so', async () => {
    const t = apps.nested
    const a = await account(t, 'starter', { states: STARTER_STATES })
    expectError(await t.get('/v1/states/OR', a.secret), 'FORBIDDEN')
    const moved = expectOk(await patchAccount(a.account.id, { tier: 'enterprise' })).data
    expect(moved.tier).toBe('enterprise')
    expect(moved.states ?? null).toBeNull()
    expectOk(await t.get('/v1/states/OR', a.secret))
    expectOk(await t.get('/v1/regulations/compare?states=OR,WA', a.secret))
    const entries = (await auditOf(a.account.id)).filter(e => e.action === 'account.updated')
    expect(entries).toHaveLength(1)
    expect(entries[0].actor).toBe('operator:pat')
    expect(entries[0].before).toMatchObject({ tier: 'starter', states: STARTER_STATES })
    expect(entries[0].after).toMatchObject({ tier: 'enterprise', states: null })
  })

  test('enterprise → starter needs its five states; with them it is fenced again', async () => {
    const t = apps.nested
    const a = await account(t, 'enterprise')
    expectError(await patchAccount(a.account.id, { tier: 'starter' }), 'VALIDATION_ERROR')
    expect((await auditOf(a.account.id)).filter(e => e.action === 'account.updated')).toHaveLength(0)
    expectOk(await patchAccount(a.account.id, { tier: 'starter', states: STARTER_STATES }))
    expectOk(await t.get('/v1/states/CO', a.secret))
    expectError(await t.get('/v1/states/OR', a.secret), 'FORBIDDEN')
  })
})
