/** The real SDK wired to an in-process HempData (real database) through an injected fetch that calls app.handle. */
import type { ClientOptions } from '../../sdk/src/index.ts'
import type { TestApp } from './app.ts'

export const BASE_URL = 'http://hempdata.test'

/** Options for a client of `t`'s app: requests go to app.handle, never to a socket. */
export function inProcess(t: TestApp, apiKey: string | undefined, extra: Partial<ClientOptions> = {}): ClientOptions {
  return { apiKey, baseUrl: BASE_URL, fetch: (url, init) => t.app.handle(new Request(url, init)), ...extra }
}

/** The raw body of the same request, to compare the SDK's result with. */
export async function raw(t: TestApp, key: string, path: string): Promise<any> {
  return (await t.get(path, key)).body
}
