/**
 * Accounts and keys from the command line, without a database shell:
 *   npm run keys -- create --email ops@shop.example --tier professional [--name "Shop"] [--states CO,TX,…]
 *   npm run keys -- add <account_id> [--kind publishable] [--env test] [--origins https://shop.example]
 *   npm run keys -- list [<account_id>]
 *   npm run keys -- revoke <key_id>
 *   npm run keys -- set <account_id> [--tier …] [--states …] [--status active|deactivated] [--limit N]
 * Uses the same settings as the server (DATABASE_URL or the embedded HD_DATA_DIR). Each change is
 * written to the audit log as /ops writes it, with the operator `cli`.
 */
import { parseArgs } from 'node:util'
import { AccountService } from '../accounts/service.ts'
import { ApiError } from '../lib/errors.ts'
import { opsActions } from '../modules/ops/actions.ts'
import { PROFILES } from '../variants/index.ts'
import { withDatabase } from './with-database.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    tier: { type: 'string' },
    states: { type: 'string' },
    kind: { type: 'string' },
    env: { type: 'string' },
    origins: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    label: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})

const list = (text?: string): string[] | undefined =>
  text
    ?.split(',')
    .map(s => s.trim())
    .filter(Boolean)
const usage = (): never => {
  console.log('usage: npm run keys -- create|add|list|revoke|set … (see api/src/cli/keys.ts)')
  process.exit(values.help ? 0 : 2)
}

withDatabase('keys', async (database, env) => {
  const accounts = new AccountService(database, PROFILES[env.variant])
  const act = opsActions({ database, accounts })
  const by = { actor: { kind: 'operator' as const, id: 'cli' }, ip: null }
  const [command, id] = positionals
  if (command === 'create') {
    if (!values.email) throw new ApiError('MISSING_FIELDS', '--email is required')
    const account = await act.createAccount(by, {
      name: values.name ?? values.email,
      email: values.email,
      tier: values.tier,
      states: list(values.states),
      rateLimitPerMinute: values.limit ? Number(values.limit) : null,
    })
    const { key, secret } = await act.createKey(by, account.id, {
      kind: 'secret',
      env: values.env === 'test' ? 'test' : 'live',
      label: values.label ?? 'cli',
      createdBy: 'cli',
    })
    console.log(
      `account ${account.id}  ${account.email}  tier ${account.tier}${account.states ? `  states ${account.states.join(',')}` : ''}`,
    )
    console.log(`key     ${key.id}  (secret, shown once)\n${secret}`)
  } else if (command === 'add' && id) {
    const { key, secret } = await act.createKey(by, id, {
      kind: values.kind === 'publishable' ? 'publishable' : 'secret',
      env: values.env === 'test' ? 'test' : 'live',
      label: values.label ?? 'cli',
      createdBy: 'cli',
      allowedOrigins: list(values.origins) ?? null,
    })
    console.log(
      `key ${key.id}  (${key.kind}, shown once)${key.allowedOrigins ? `  origins ${key.allowedOrigins.join(',')}` : ''}\n${secret}`,
    )
  } else if (command === 'list') {
    const rows = id ? [await accounts.getAccount(id)] : await accounts.listAccounts()
    for (const a of rows) {
      console.log(`${a.id}  ${a.email}  ${a.tier}  ${a.status}${a.states ? `  ${a.states.join(',')}` : ''}`)
      for (const k of await accounts.listKeys(a.id)) {
        console.log(
          `   ${k.id}  ${k.displayPrefix}  ${k.kind}  ${k.status}  ${k.label ?? ''}${k.allowedOrigins ? `  origins ${k.allowedOrigins.join(',')}` : ''}`,
        )
      }
    }
  } else if (command === 'revoke' && id) {
    const key = await act.deactivateKey(by, id)
    console.log(`key ${key.id} ${key.status}`)
  } else if (command === 'set' && id) {
    const account = await act.updateAccount(by, id, {
      tier: values.tier,
      states: values.states === 'all' ? null : list(values.states),
      status: values.status as 'active' | 'deactivated' | undefined,
      rateLimitPerMinute: values.limit ? Number(values.limit) : undefined,
    })
    console.log(`account ${account.id}  tier ${account.tier}  ${account.status}`)
  } else {
    usage()
  }
})
