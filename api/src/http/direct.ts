/**
 * Route handlers that Elysia calls without awaiting them.
 *
 * Elysia compiles each route from its handler's source text, and treats as asynchronous any
 * handler whose source contains `=> f(`, `return f(`, `async` or `await`. That is nearly every
 * handler, and such a route is compiled as `mapResponse(await handler(c))`: each request then waits
 * for a promise and a microtask turn before its response is written, even when the handler answered
 * at once. A keyed read usually does answer at once: the key is cached, the counters are in memory,
 * and the response is cached. Through `direct`, Elysia compiles the route as `mapResponse(handler(c))`.
 * In interleaved runs on two HTTP threads, a cached compare then took 9.9 µs of user CPU instead
 * of 10.4. That is about 1 % more requests a second on the 2-core bench machine, where the load
 * generator shares the cores.
 *
 * How: Elysia is given a bound copy of the handler, whose source prints as native code. For the
 * same reason Elysia cannot see which context fields the handler reads, so the handler gets only the
 * fields every route gets: `request`, `set` and, on a path with parameters, `params`. Routes that
 * need `server`, `body` or Elysia's `query` are declared as usual.
 *
 * The handler may still return a promise (a key not cached yet, counters in Redis, a forecast). Its
 * value is made into a response here, by Elysia's own mapping. That mapping reads the headers and
 * status the handler set once it has finished: when it is applied to a pending promise, Elysia would
 * read them too early. A rejection is rendered by the same function as Elysia's error hook, with
 * the request's own headers.
 */
import type { Context } from 'elysia'
import { mapResponse } from 'elysia/adapter/bun/handler'
import type { AppDeps } from './deps.ts'
import { errorResponse } from './errors.ts'

export interface RouteContext {
  request: Request
  set: Context['set']
  /**
   * The path's parameters; on a path without any, there are none to read. Null when the client's
   * percent-encoding does not decode (`/v1/states/%zz`): no resource has such a name.
   */
  params: Record<string, string | null>
}

export function direct(
  deps: Pick<AppDeps, 'env' | 'security'>,
  handler: (ctx: RouteContext) => unknown,
): (ctx: RouteContext) => unknown {
  function run(ctx: RouteContext): unknown {
    const result = handler(ctx)
    if (!(result instanceof Promise)) return result
    return result.then(
      value => mapResponse(value, ctx.set, ctx.request),
      (error: unknown) =>
        errorResponse(deps, String((error as { code?: unknown } | null)?.code ?? 'UNKNOWN'), error, ctx),
    )
  }
  return run.bind(undefined)
}
