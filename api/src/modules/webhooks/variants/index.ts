/** The webhook shapes of a deployment's variant. */
import type { VariantProfile } from '../../../variants/profile.ts'
import { columnWebhooks } from './column.ts'
import { nestedWebhooks } from './nested.ts'
import type { WebhookShapes } from './shapes.ts'

export const webhookShapesFor = (profile: Pick<VariantProfile, 'name'>): WebhookShapes =>
  profile.name === 'column' ? columnWebhooks : nestedWebhooks
