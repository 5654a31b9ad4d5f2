/** Webhooks in the column variant: UUID ids, the states filter named `jurisdictions`, DELETE answers a message. */
import { t } from 'elysia'
import { idCodec, schemasFor, type WebhookShapes } from './shapes.ts'

const uuid = idCodec('')
const ID = 'Subscription id (UUID).'

export const columnWebhooks: WebhookShapes = {
  stateKey: 'jurisdictions',
  idDescription: ID,
  idPattern: '^[0-9a-fA-F-]{36}$',
  subscriptionUuid: uuid.parse,
  subscriptionId: uuid.format,
  deliveryUuid: uuid.parse,
  deliveryId: uuid.format,
  deleted: () => ({ message: 'Webhook subscription deleted.' }),
  ...schemasFor('jurisdictions', ID, t.Object({ message: t.String() })),
}
