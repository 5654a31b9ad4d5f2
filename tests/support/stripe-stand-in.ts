/**
 * A local stand-in for Stripe's API (Stripe's servers cannot be reached from the tests): an HTTP
 * server answering the calls HempData makes — customers, products, prices (by lookup key), Checkout
 * and Customer Portal sessions, subscriptions — with bodies shaped as Stripe's API reference, form
 * bodies read as the SDK encodes them, 404s as Stripe's `invalid_request_error`. The real `stripe`
 * SDK talks to it (HD_STRIPE_API_URL → host, port, protocol). `complete(sessionId)` plays the
 * customer paying on the hosted page: a customer, a subscription, and the events Stripe would send.
 */
import { randomBytes } from 'node:crypto'
import { parseStripeForm } from './stripe-form.ts'

type Obj = Record<string, unknown>

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

export interface StripeStandIn {
  url: string
  customers: Map<string, Obj>
  products: Map<string, Obj>
  prices: Map<string, Obj>
  sessions: Map<string, Obj>
  subscriptions: Map<string, Obj>
  /** The customer pays on the hosted page: the subscription Stripe creates and the completed session. */
  complete(sessionId: string): { session: Obj; subscription: Obj }
  /** Changes a subscription as the Customer Portal would (a new price, cancellation at period end, an end now). */
  changeSubscription(
    subscriptionId: string,
    change: { price?: string; cancelAtPeriodEnd?: boolean; status?: string },
  ): Obj
  close(): void
}

function list(data: Obj[], url: string): Obj {
  return { object: 'list', data, has_more: false, url }
}

function notFound(kind: string, value: string): Response {
  return Response.json(
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${value}'` } },
    { status: 404 },
  )
}

export function startStripeStandIn(): StripeStandIn {
  const customers = new Map<string, Obj>()
  const products = new Map<string, Obj>()
  const prices = new Map<string, Obj>()
  const sessions = new Map<string, Obj>()
  const subscriptions = new Map<string, Obj>()

  const withProduct = (price: Obj, expand: boolean): Obj =>
    expand ? { ...price, product: products.get(price.product as string) ?? price.product } : price

  function subscriptionFor(customer: string, priceId: string, metadata: Obj): Obj {
    const start = now()
    const price = prices.get(priceId)!
    const interval = (price.recurring as Obj).interval as string
    const end = start + (interval === 'year' ? 365 : 30) * 86_400
    const subscription: Obj = {
      id: id('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      metadata,
      items: list(
        [{ id: id('si'), object: 'subscription_item', price, current_period_start: start, current_period_end: end }],
        '/v1/subscription_items',
      ),
    }
    subscriptions.set(subscription.id as string, subscription)
    return subscription
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname
    const body = request.method === 'POST' ? parseStripeForm(await request.text()) : {}
    const expand = [...url.searchParams.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v)
    const [, , kind, first, second] = path.split('/')

    if (kind === 'customers') {
      if (request.method === 'POST' && !first) {
        const customer = {
          id: id('cus'),
          object: 'customer',
          created: now(),
          email: body.email ?? null,
          metadata: body.metadata ?? {},
        }
        customers.set(customer.id, customer)
        return Response.json(customer)
      }
      const customer = customers.get(first)
      return customer ? Response.json(customer) : notFound('customer', first)
    }
    if (kind === 'products') {
      if (request.method === 'POST') {
        const productId = first ?? (body.id as string | undefined) ?? id('prod')
        const existing = products.get(productId)
        if (!first && existing)
          return Response.json(
            {
              error: {
                type: 'invalid_request_error',
                code: 'resource_already_exists',
                message: 'Product already exists.',
              },
            },
            { status: 400 },
          )
        if (first && !existing) return notFound('product', first)
        const product = {
          object: 'product',
          active: true,
          created: now(),
          metadata: {},
          ...existing,
          ...body,
          id: productId,
        }
        products.set(productId, product)
        return Response.json(product)
      }
      const product = products.get(first)
      return product ? Response.json(product) : notFound('product', first)
    }
    if (kind === 'prices') {
      if (request.method === 'POST' && !first) {
        const lookup = body.lookup_key as string | undefined
        // transfer_lookup_key: the key moves to the new price, as Stripe does.
        if (lookup) for (const price of prices.values()) if (price.lookup_key === lookup) price.lookup_key = null
        const price = {
          id: id('price'),
          object: 'price',
          active: true,
          created: now(),
          type: 'recurring',
          ...body,
          unit_amount: Number(body.unit_amount),
          lookup_key: lookup ?? null,
          transfer_lookup_key: undefined,
        }
        prices.set(price.id, price)
        return Response.json(price)
      }
      if (request.method === 'GET' && !first) {
        const keys = url.searchParams.getAll('lookup_keys[]').concat(url.searchParams.getAll('lookup_keys[0]'))
        const found = [...prices.values()].filter(
          p => p.active && (keys.length === 0 || keys.includes(p.lookup_key as string)),
        )
        return Response.json(
          list(
            found.map(p => withProduct(p, expand.includes('data.product'))),
            '/v1/prices',
          ),
        )
      }
      const price = prices.get(first)
      return price ? Response.json(price) : notFound('price', first)
    }
    if (kind === 'checkout' && first === 'sessions') {
      if (request.method === 'POST') {
        const items = body.line_items as Obj[]
        const priceId = items?.[0]?.price as string
        if (!prices.has(priceId)) return notFound('price', priceId)
        const session = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          created: now(),
          expires_at: Number(body.expires_at ?? now() + 86_400),
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          subscription: null,
          line_items: items,
        }
        sessions.set(session.id, { ...session, url: `${baseUrl}/pay/${session.id}` })
        return Response.json(sessions.get(session.id))
      }
      const session = sessions.get(second ?? '') ?? sessions.get(path.split('/')[4])
      return session ? Response.json(session) : notFound('checkout.session', path.split('/')[4])
    }
    if (kind === 'billing_portal' && first === 'sessions') {
      const customer = body.customer as string
      if (!customers.has(customer)) return notFound('customer', customer)
      return Response.json({
        id: id('bps'),
        object: 'billing_portal.session',
        created: now(),
        customer,
        return_url: body.return_url,
        url: `${baseUrl}/portal/${customer}`,
      })
    }
    if (kind === 'subscriptions') {
      const subscription = subscriptions.get(first)
      return subscription ? Response.json(subscription) : notFound('subscription', first)
    }
    return notFound('route', path)
  }

  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: route })
  const baseUrl = `http://127.0.0.1:${server.port}`

  return {
    url: baseUrl,
    customers,
    products,
    prices,
    sessions,
    subscriptions,
    complete(sessionId) {
      const session = sessions.get(sessionId)!
      let customer = session.customer as string | null
      if (!customer) {
        const made = { id: id('cus'), object: 'customer', created: now(), email: session.customer_email, metadata: {} }
        customers.set(made.id, made)
        customer = made.id
      }
      const priceId = (session.line_items as Obj[])[0].price as string
      const subscription = subscriptionFor(customer, priceId, (session.metadata as Obj) ?? {})
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription.id })
      return { session: { ...session }, subscription }
    },
    changeSubscription(subscriptionId, change) {
      const subscription = subscriptions.get(subscriptionId)!
      if (change.price) {
        const items = (subscription.items as Obj).data as Obj[]
        items[0] = { ...items[0], price: prices.get(change.price) }
      }
      if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd
      if (change.status) subscription.status = change.status
      return structuredClone(subscription)
    },
    close: () => server.stop(true),
  }
}
