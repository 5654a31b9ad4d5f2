/**
 * The SDK's types come from what the service serves: /openapi.json for each interface variant and
 * /errors.json for the error codes. This module reads both from an in-process HempData and turns
 * them into TypeScript (openapi-typescript for the paths), the same way for the regeneration command
 * and for the test that fails when the committed types drift from the service.
 */
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { createApp } from '../../api/src/app.ts'
import { boot } from '../../api/src/server/boot.ts'
import { readEnv, type Variant } from '../../api/src/env.ts'

export const VARIANTS: Variant[] = ['nested', 'column']

type Document = { paths: Record<string, unknown> } & Record<string, unknown>

export interface Served {
  openapi: Document
  errors: { code: string; status: number; action: string }[]
}

/** The committed files, by name: `nested.ts`, `column.ts`, `error-codes.ts`. */
export const generatedFile = (name: string): string =>
  fileURLToPath(new URL(`../src/generated/${name}`, import.meta.url))

/** What an app answers on /openapi.json and /errors.json (`handle` is app.handle, in process). */
export async function readServed(handle: (request: Request) => Promise<Response>): Promise<Served> {
  const read = async (path: string) => {
    const response = await handle(new Request(`http://localhost${path}`))
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response.json()
  }
  return { openapi: await read('/openapi.json'), errors: await read('/errors.json') }
}

/** Boots the service on an empty in-memory database (the documents do not depend on data). */
export async function servedBy(variant: Variant): Promise<Served> {
  const env = readEnv({ HD_API_VARIANT: variant, HD_SEED_ON_START: 'false', HD_DEV_KEY: 'false' })
  const services = await boot(env, { inMemory: true, listen: false })
  try {
    const app = createApp(services)
    return await readServed(request => app.handle(request))
  } finally {
    await services.close()
  }
}

const header = (what: string) => `/**
 * ${what}
 * Generated from what the service serves by \`npm run sdk:types\` (sdk/scripts/generate-types.ts);
 * do not edit by hand. A test fails when this file drifts from the service.
 */
/* biome-ignore-all lint: generated code */

`

/** The public /v1 surface only: operator endpoints are not part of the SDK. */
function publicPaths(document: Document): Document {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/v1/')))
  return { ...document, paths, servers: [] }
}

/** TypeScript for the paths of one variant's document (same document, same text). */
export async function pathTypes(variant: Variant, served: Served): Promise<string> {
  const ast = await openapiTS(publicPaths(served.openapi) as never, { alphabetize: false })
  return header(`HempData API paths and operations, ${variant} variant.`) + astToString(ast)
}

/** The union of error codes the service can answer, from /errors.json. */
export function errorCodeTypes(served: Served): string {
  const codes = served.errors.map(e => `  | '${e.code}'`).join('\n')
  return `${header('Every error code the HempData API answers with (see /errors).')}export type ApiErrorCode =\n${codes}\n`
}

const BIOME = fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url))

/** `text` as the project's formatter writes it (biome ci checks the committed files too). */
function formatted(name: string, text: string): string {
  const run = Bun.spawnSync([BIOME, 'format', `--stdin-file-path=${generatedFile(name)}`], {
    stdin: Buffer.from(text),
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if (run.exitCode !== 0) throw new Error(`biome could not format ${name}: ${run.stderr.toString()}`)
  return run.stdout.toString()
}

/** Every generated file's name and text, formatted. */
export async function generatedFiles(servedByVariant: Record<Variant, Served>): Promise<Record<string, string>> {
  const files: Record<string, string> = {
    'nested.ts': await pathTypes('nested', servedByVariant.nested),
    'column.ts': await pathTypes('column', servedByVariant.column),
    'error-codes.ts': errorCodeTypes(servedByVariant.nested),
  }
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [name, formatted(name, text)]))
}
