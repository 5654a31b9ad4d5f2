/** Webhooks in the nested variant: `whk_` ids, the states filter named `states`, DELETE answers {id, deleted}. */
import { t } from 'elysia'
import { idCodec, schemasFor, type WebhookShapes } from './shapes.ts'

const subscription = idCodec('whk_')
const delivery = idCodec('dlv_')
const ID = 'Subscription id: `whk_` followed by a UUID.'

export const nestedWebhooks: WebhookShapes = {
  stateKey: 'states',
  idDescription: ID,
  idPattern: '^whk_[0-9a-fA-F-]{36}$',
  subscriptionUuid: subscription.parse,
  subscriptionId: subscription.format,
  deliveryUuid: delivery.parse,
  deliveryId: delivery.format,
  deleted: id => ({ id, deleted: true }),
  ...schemasFor('states', ID, t.Object({ id: t.String(), deleted: t.Literal(true) })),
}
