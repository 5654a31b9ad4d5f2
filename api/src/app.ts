/** The HempData HTTP app: every module in one readable list. Tests call createApp with their own deps. */
import { Elysia } from 'elysia'
import type { AppDeps } from './http/deps.ts'
import { accountsModule } from './modules/accounts/index.ts'
import { answerModule } from './modules/answer/index.ts'
import { billingModule } from './modules/billing/index.ts'
import { catalogModule } from './modules/catalog/index.ts'
import { checksModule } from './modules/checks/index.ts'
import { complianceModule } from './modules/compliance/index.ts'
import { widgetAssetsModule } from './modules/widget-assets/index.ts'
import { docsModule } from './modules/docs/index.ts'
import { viewerBundleModule } from './modules/docs/viewer-bundle.ts'
import { opsModule } from './modules/ops/index.ts'
import { receiptsModule } from './modules/receipts/index.ts'
import { predictionsModule } from './modules/predictions/index.ts'
import { regulationsModule } from './modules/regulations/index.ts'
import { retiredModule } from './modules/retired/index.ts'
import { statesModule } from './modules/states/index.ts'
import { statusModule } from './modules/status/index.ts'
import { webhooksModule } from './modules/webhooks/index.ts'
import { errorHandling } from './http/errors.ts'
import { playgroundModule } from './modules/playground/index.ts'

export function createApp(deps: AppDeps) {
  const app = new Elysia({ normalize: false })
    .onStart(({ server }) => deps.clientIp.serveOn(server))
    .use(errorHandling(deps))
    .use(docsModule(deps))
    .use(statusModule(deps.security))
    .use(regulationsModule(deps))
    .use(statesModule(deps))
    .use(catalogModule(deps))
    .use(predictionsModule(deps))
    .use(answerModule(deps))
    .use(checksModule(deps))
    .use(complianceModule(deps))
    .use(widgetAssetsModule(deps.security))
    .use(viewerBundleModule(deps.security))
    .use(webhooksModule(deps))
    .use(receiptsModule(deps))
    .use(billingModule(deps))
    .use(retiredModule(deps))
    .use(opsModule(deps))
    .use(accountsModule(deps))
  // The playground's form sends its request through the app itself, like any caller.
  return app.use(playgroundModule(deps, request => Promise.resolve(app.handle(request))))
}

export type App = ReturnType<typeof createApp>
