/**
 * Every example in examples/ run as its README says (`npm start` in its folder) against the real
 * service started as `npm start` starts it, with the key that start prints; the output is checked
 * against what the API itself answers.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSdk, ROOT } from '../support/sdk-build.ts'
import { type ServerProcess, startServer } from '../support/server-process.ts'

setDefaultTimeout(60_000)

const ADMIN = 'examples-admin-secret-0123456789'
let server: ServerProcess
let dir: string
let devKey: string

async function api(path: string, key = devKey, init: RequestInit = {}): Promise<any> {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, ...init.headers },
  })
  return response.json()
}

/** A key on `tier`, issued through /ops as the README shows. */
async function keyOn(tier: string, states?: string[]): Promise<string> {
  const headers = { 'x-admin-key': ADMIN, 'content-type': 'application/json' }
  const email = `${tier}-${Date.now()}@shop.example`
  const account = await (
    await fetch(`${server.url}/ops/accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: tier, email, tier, states }),
    })
  ).json()
  const issued = await (
    await fetch(`${server.url}/ops/accounts/${account.data.id}/keys`, { method: 'POST', headers, body: '{}' })
  ).json()
  return issued.data.key
}

async function run(
  example: string,
  args: string[],
  key = devKey,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = Bun.spawn(['npm', 'start', '--silent', '--', ...args], {
    cwd: join(ROOT, 'examples', example),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HEMPDATA_API_KEY: key,
      HEMPDATA_BASE_URL: server.url,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr }
}

beforeAll(async () => {
  await buildSdk()
  dir = mkdtempSync(join(tmpdir(), 'hd-examples-'))
  server = await startServer({ HD_DATA_DIR: join(dir, 'data'), HD_DEV_KEY: 'true', HD_ADMIN_SECRET: ADMIN }, 180_000)
  // The key is printed as the service starts answering; the pipe may deliver it a moment later.
  const keyLine = /Your secret key \(enterprise tier, shown once\):\s+(hd_test_sk_\S+)/
  for (let waited = 0; !keyLine.test(server.output()) && waited < 5_000; waited += 50) await Bun.sleep(50)
  const printed = keyLine.exec(server.output())
  expect(printed, server.output()).not.toBeNull()
  devKey = printed![1]
}, 240_000)

afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('examples/node-check', () => {
  test('answers whether delta-8 gummies may be sold in Texas, with the pending bills', async () => {
    const { code, stdout, stderr } = await run('node-check', [])
    expect(code, stderr).toBe(0)
    const [texas] = (
      await api('/v1/regulations?state=TX&substance=delta-8-thc&product_type=edibles&include_bills=true')
    ).data
    const [federal] = (
      await api('/v1/regulations?state=US&substance=delta-8-thc&product_type=edibles&include_bills=true')
    ).data
    expect(stdout).toContain('Can I sell delta-8-thc edibles in Texas?')
    expect(stdout).toContain(texas.block_sale ? 'No: HempData recommends blocking this sale.' : 'Yes')
    expect(stdout).toContain(`Texas: ${texas.legal_status.replaceAll('_', ' ')}`)
    expect(stdout).toContain(texas.summary)
    expect(stdout).toContain(`Federal: ${federal.legal_status.replaceAll('_', ' ')}. ${federal.summary}`)
    const pending = [...texas.related_bills, ...federal.related_bills].filter((b: any) =>
      ['introduced', 'in_committee', 'passed_chamber', 'passed_both'].includes(b.status),
    )
    for (const bill of pending) expect(stdout).toContain(`${bill.state} ${bill.number} (`)
    expect(stdout).toContain(`Record ${texas.id}.`)
  })

  test('takes another product on the command line, and explains a bad key', async () => {
    const other = await run('node-check', ['CO', 'cbd', 'tinctures'])
    expect(other.code, other.stderr).toBe(0)
    const [colorado] = (await api('/v1/regulations?state=CO&substance=cbd&product_type=tinctures')).data
    expect(other.stdout).toContain(colorado.summary)
    const denied = await run('node-check', [], 'hd_test_sk_not_a_key_0000000000000000')
    expect(denied.code).toBe(1)
    expect(denied.stderr).toContain('HempData error UNAUTHORIZED (HTTP 401)')
  })
})

describe('examples/compare-states', () => {
  test('prints one row per chosen state in order, with the API summary and the federal layer', async () => {
    const { code, stdout, stderr } = await run('compare-states', [
      '--substance',
      'cbd',
      '--product-type',
      'beverages',
      'tx',
      'co',
      'ca',
    ])
    expect(code, stderr).toBe(0)
    const { data } = await api('/v1/regulations/compare?states=TX,CO,CA&substance=cbd&product_type=beverages')
    const lines = stdout.split('\n')
    const header = lines.findIndex(line => line.startsWith('State'))
    expect(header).toBeGreaterThan(0)
    data.comparison.forEach((row: any, i: number) => {
      const line = lines[header + 2 + i]
      expect(line.startsWith(`${row.state} ${row.state_name}`)).toBe(true)
      expect(line).toContain(row.legal_status.replaceAll('_', ' '))
      expect(line).toContain(row.confidence.toFixed(2))
    })
    expect(stdout).toContain(data.summary)
    expect(stdout).toContain('Federal layer:')
  })
})

describe('examples/csv-export', () => {
  test('writes every record of a state with a professional key', async () => {
    const out = join(dir, 'co.csv')
    const { code, stdout, stderr } = await run('csv-export', ['co', '--out', out], await keyOn('professional'))
    expect(code, stderr).toBe(0)
    const total = (await api('/v1/regulations?state=CO&per_page=1')).meta.total
    expect(stdout).toContain(`Wrote ${total} records of CO to ${out}`)
    const lines = readFileSync(out, 'utf8').trim().split('\n')
    expect(lines[0]).toStartWith('id,state,')
    expect(lines.slice(1).filter(line => line.startsWith('reg_'))).toHaveLength(total)
  })

  test('streams to stdout with --out -, and a starter key is told which tier it needs', async () => {
    const piped = await run('csv-export', ['TX', '--out', '-'])
    expect(piped.code, piped.stderr).toBe(0)
    expect(piped.stdout).toStartWith('id,state,')
    const starter = await run('csv-export', ['TX'], await keyOn('starter', ['CO', 'TX', 'CA', 'NY', 'FL']))
    expect(starter.code).toBe(1)
    expect(starter.stderr).toContain('HempData error FORBIDDEN (HTTP 403)')
    expect(starter.stderr).toContain('professional')
  })
})

describe('examples/checkout-guard', () => {
  test('verifies the cart before payment, prints each line as the API answered it and checks the receipt', async () => {
    const { code, stdout, stderr } = await run('checkout-guard', [])
    expect(code, stderr).toBe(0)
    const cart = JSON.parse(readFileSync(join(ROOT, 'examples/checkout-guard/cart.json'), 'utf8'))
    const { data } = await api('/v1/compliance/verify', devKey, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cart),
    })
    expect(data.lines.length).toBe(2)
    for (const line of data.lines) {
      expect(stdout).toContain(`${line.id}: ${line.result.replaceAll('_', ' ')}`)
      for (const message of line.messages) expect(stdout).toContain(message)
    }
    expect(stdout).toContain(`Order: ${data.result.replaceAll('_', ' ')}`)
    // A 5 mg x 20 delta-9 jar holds 100 mg total THC: over the federal 0.4 mg per container.
    expect(stdout).toContain('STOP gummies-5mg-x20: not compliant')
    expect(stdout).toContain('Decision: do not take payment')
    expect(stdout).toMatch(/Receipt rcp_[a-z2-7]{24} issued \S+, signature valid \(key rkey_\w+\)/)
  })

  test('reads a cart from a file', async () => {
    const file = join(dir, 'cart.json')
    const cart = {
      ship_to: { state: 'CO' },
      buyer_age: 40,
      lines: [
        {
          id: 'balm',
          substance: 'cbd',
          product_type: 'topicals',
          quantity: 1,
          thc_mg_per_container: 0.2,
          synthesized: false,
        },
      ],
    }
    writeFileSync(file, JSON.stringify(cart))
    const { code, stdout, stderr } = await run('checkout-guard', [file])
    expect(code, stderr).toBe(0)
    expect(stdout).toContain('Cart to CO')
    expect(stdout).toContain('balm: ')
    expect(stdout).toContain('signature valid')
  })
})

describe('examples type-check against the SDK', () => {
  test('tsc -p examples (checkJs) finds no error', async () => {
    const child = Bun.spawn(
      [process.execPath, join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'examples/tsconfig.json')],
      { stdout: 'pipe', stderr: 'pipe' },
    )
    const [stdout, , code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ])
    expect(stdout).toBe('')
    expect(code).toBe(0)
  })
})
