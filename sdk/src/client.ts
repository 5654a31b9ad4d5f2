/**
 * The HempData client for any interface variant, typed by that variant's generated paths. Each
 * resource is one file in resources/; a new endpoint is a new resource file and one field here.
 */
import { HttpClient } from './core/http.js'
import type { ClientOptions } from './core/options.js'
import type { HempDataPaths } from './core/types.js'
import { Answer } from './resources/answer.js'
import { ProductTypes, Substances } from './resources/catalog.js'
import { Compliance, Widget } from './resources/checks.js'
import { Predictions } from './resources/predictions.js'
import { Regulations } from './resources/regulations.js'
import { States } from './resources/states.js'
import { Status } from './resources/status.js'
import { Webhooks } from './resources/webhooks.js'

export class HempDataClient<P extends HempDataPaths> {
  /** The core every resource sends through (key, timeouts, retries, errors). */
  readonly http: HttpClient
  readonly regulations: Regulations<P>
  readonly states: States<P>
  readonly substances: Substances<P>
  readonly productTypes: ProductTypes<P>
  readonly status: Status<P>
  readonly answer: Answer<P>
  readonly predictions: Predictions<P>
  readonly compliance: Compliance<P>
  readonly widget: Widget<P>
  readonly webhooks: Webhooks<P>

  constructor(options: ClientOptions = {}) {
    this.http = new HttpClient(options)
    this.regulations = new Regulations(this.http)
    this.states = new States(this.http)
    this.substances = new Substances(this.http)
    this.productTypes = new ProductTypes(this.http)
    this.status = new Status(this.http)
    this.answer = new Answer(this.http)
    this.predictions = new Predictions(this.http)
    this.compliance = new Compliance(this.http)
    this.widget = new Widget(this.http)
    this.webhooks = new Webhooks(this.http)
  }
}
