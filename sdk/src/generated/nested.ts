/**
 * HempData API paths and operations, nested variant.
 * Generated from what the service serves by `npm run sdk:types` (sdk/scripts/generate-types.ts);
 * do not edit by hand. A test fails when this file drifts from the service.
 */
/* biome-ignore-all lint: generated code */

export interface paths {
    "/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description No key, no envelope. Reads are served from memory, so this stays healthy while the database is briefly away.
         */
        get: operations["getV1Status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List regulations
         * @description One record per jurisdiction × substance × product type, filtered. Unknown or repeated query parameters are rejected so a typo cannot silently change a compliance query. `format=csv` returns every matching record (not paginated). Responses are gzip-compressed for clients that send `Accept-Encoding: gzip`.
         */
        get: operations["getV1Regulations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regulations/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change history
         * @description Changes newest first, within the history window of your tier.
         */
        get: operations["getV1RegulationsChangelog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regulations/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare states
         * @description Two to ten states side by side. A state with no matching record still appears, as unclear with a note.
         */
        get: operations["getV1RegulationsCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regulations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One regulation
         * @description One jurisdiction × substance × product type: its status, the federal layer beside it, details, sources and confidence.
         */
        get: operations["getV1RegulationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All 50 states and DC
         * @description Each jurisdiction with its overall status and counts of its records by status.
         */
        get: operations["getV1States"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/states/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A state profile
         * @description A state with its regulations. `US` gives the federal layer and the federal bills.
         */
        get: operations["getV1StatesByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/substances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Substances
         * @description The cannabinoids the data covers, with what each is and how many jurisdictions allow it.
         */
        get: operations["getV1Substances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/product-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product types
         * @description The product forms the data covers (edibles, vapes, flower …) and how each is treated.
         */
        get: operations["getV1ProductTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/predictions/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forecast of regulatory change in a state (Preview)
         * @description **Preview; not legal advice.** The chance that the rules for a state change within `horizon_days`, from a deterministic model over the data's signals: linked bills weighted by stage, rules with pending changes, effective or expiry dates, and federal triggers. `change_probability` is 0 to 0.97 and never falls as the horizon grows; `confidence` is 0.35 to 0.9; risk bands: low < 0.25 ≤ moderate < 0.5 ≤ high < 0.75 ≤ critical. Each forecast is cached for 24 hours per state and horizon (shared by every instance) and recomputed when the data changes or with `refresh=true`; `meta.cached` says whether this one came from the cache and `meta.calculated_at` when it was computed. The disclaimer is always the current one. A state outside a starter plan answers 403 FORBIDDEN; an unknown code 400 VALIDATION_ERROR; a predictions store that cannot be reached 503 SERVICE_UNAVAILABLE.
         */
        get: operations["getV1PredictionsByState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a question with citations, or say what is missing
         * @description Answers plain questions about hemp and cannabinoid rules (legal status under state and federal law, THC limits, minimum age, shipping and carriers, licences, testing, labeling and warnings, penalties, effective dates, pending bills, federal status, and comparisons of two or more jurisdictions) from HempData’s records only: no language model, no network, and the same question always gives the same answer. Typos, lower case and word order do not matter. `answered`: text with [n] markers, `citations` from the records’ sources, `verification` (`verified` only for human-reviewed records with a primary source; every current record is automated, so answers are orientation only and say so), the structured `data` used, the `intent` and the `parsed` slots. `gap` (still 200): the data cannot support an answer — another topic, a place, substance or product HempData does not cover, a question about the future, or an ambiguous question (no state; a status that differs by product type) — with `reason` and what is `missing`. A plan limited to some states may ask about those states only (403 otherwise).
         */
        get: operations["getV1Answer"];
        put?: never;
        /**
         * Answer a question without a key (limited per client address)
         * @description Answers plain questions about hemp and cannabinoid rules (legal status under state and federal law, THC limits, minimum age, shipping and carriers, licences, testing, labeling and warnings, penalties, effective dates, pending bills, federal status, and comparisons of two or more jurisdictions) from HempData’s records only: no language model, no network, and the same question always gives the same answer. Typos, lower case and word order do not matter. `answered`: text with [n] markers, `citations` from the records’ sources, `verification` (`verified` only for human-reviewed records with a primary source; every current record is automated, so answers are orientation only and say so), the structured `data` used, the `intent` and the `parsed` slots. `gap` (still 200): the data cannot support an answer — another topic, a place, substance or product HempData does not cover, a question about the future, or an ambiguous question (no state; a status that differs by product type) — with `reason` and what is `missing`. No key: 120 requests a minute per client address (X-Demo-IP-Limit and X-Demo-IP-Remaining headers). The response has the same shape as GET /v1/answer.
         */
        post: operations["postV1Answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a product for the storefront badge
         * @description Send a **publishable** key (`hd_live_pk_…`); the professional and enterprise tiers have the widget. A secret key gets 400 INVALID_KEY_TYPE.
         *
         *     Browsers call this cross-origin: `OPTIONS` answers the preflight; every response, errors included, carries Access-Control-Allow-Origin. A key with allowed origins answers only pages on those origins (another Origin, or none: 403 FORBIDDEN).
         *
         *     The answer is the more restrictive of the state’s rule and federal law for that substance and product type (a seller must satisfy both; not knowing is not permission). Badge: `green` legal under both layers, `yellow` legal with conditions, restricted or unclear, `red` prohibited or blocked. `restrictions` lists what a seller must still meet (age, THC limits, licences, testing, labeling, shipping). An age gate is required when a minimum buyer age applies and the product may be sold.
         *
         *     When `state` is omitted the service detects it: from the CDN region header the deployment trusts (HD_GEO_REGION_HEADER, e.g. `CO` or `US-CO`), else from the client address (behind HD_TRUSTED_PROXIES, from X-Forwarded-For) in an offline IP database. IP Geolocation by DB-IP (https://db-ip.com), CC BY 4.0. Outside the 50 states and DC, or an address the database cannot place: 400 STATE_REQUIRED.
         *
         *     Missing substance or product_type: 400 MISSING_FIELDS. `vape` is accepted for `vapes`. A body that is not JSON, or over 8 KiB: 400 VALIDATION_ERROR.
         */
        post: operations["postV1WidgetCheck"];
        delete?: never;
        /**
         * CORS preflight for the widget check
         * @description Answers 204 with Access-Control-Allow-Methods (POST), -Headers (Authorization, Content-Type) and -Max-Age (7200). The origin allow-list of a key is enforced on the POST itself, where the key is known.
         */
        options: operations["optionsV1WidgetCheck"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliance/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compliance check with reasons and citations
         * @description The widget’s answer for a server: needs a **secret** key. Adds both layers (`state_rule`, `federal_rule`), which decided (`decided_by`), `block_sale`, the `reasons` in plain words and the `citations` of both layers.
         *
         *     The answer is the more restrictive of the state’s rule and federal law for that substance and product type (a seller must satisfy both; not knowing is not permission). Badge: `green` legal under both layers, `yellow` legal with conditions, restricted or unclear, `red` prohibited or blocked. `restrictions` lists what a seller must still meet (age, THC limits, licences, testing, labeling, shipping). An age gate is required when a minimum buyer age applies and the product may be sold.
         *
         *     A starter plan reads only its chosen states (403 FORBIDDEN otherwise).
         */
        get: operations["getV1ComplianceCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/demo/compliance-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public demo of the compliance check
         * @description No key; limited to 120 requests a minute per client address (X-Demo-IP-Limit, X-Demo-IP-Remaining). Callable from any web page (Access-Control-Allow-Origin).
         *
         *     The widget’s answer marked `demo: true` with a `notice`; not legal advice.
         *
         *     The answer is the more restrictive of the state’s rule and federal law for that substance and product type (a seller must satisfy both; not knowing is not permission). Badge: `green` legal under both layers, `yellow` legal with conditions, restricted or unclear, `red` prohibited or blocked. `restrictions` lists what a seller must still meet (age, THC limits, licences, testing, labeling, shipping). An age gate is required when a minimum buyer age applies and the product may be sold.
         *
         *     When `state` is omitted the service detects it: from the CDN region header the deployment trusts (HD_GEO_REGION_HEADER, e.g. `CO` or `US-CO`), else from the client address (behind HD_TRUSTED_PROXIES, from X-Forwarded-For) in an offline IP database. IP Geolocation by DB-IP (https://db-ip.com), CC BY 4.0. Outside the 50 states and DC, or an address the database cannot place: 400 STATE_REQUIRED.
         */
        get: operations["getV1DemoComplianceCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliance/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an order: may each line ship to this customer, why not, and with which citations
         * @description Needs a **secret** key; every tier. 1 to 100 lines, each with its product facts (all optional; a missing fact a limit needs is said, never assumed).
         *
         *     Per line, the state’s rule and federal law **as in force on `as_of`** (default today, UTC; rebuilt from the records’ effective dates and the changelog) are both checked; the stricter decides (`decided_by`). A line is `compliant` only when every rule that applies is known and met; a missing fact (`PRODUCT_FACT_MISSING`), a rule HempData does not hold (`RULE_UNKNOWN`) or an unsettled one (`RULE_DISPUTED`) leaves it `undetermined`; any failure makes it `not_compliant`. The order takes its worst line.
         *
         *     Failure codes: SUBSTANCE_PROHIBITED, THC_PER_SERVING_EXCEEDED, THC_PER_CONTAINER_EXCEEDED, THC_DRY_WEIGHT_EXCEEDED, CBD_PER_SERVING_EXCEEDED, SYNTHESIZED_CANNABINOID, SHIPPING_PROHIBITED (online only), BELOW_MINIMUM_AGE; each finding names its jurisdiction (a state code or `US`). Warnings: PRODUCT_FACT_MISSING, RULE_UNKNOWN, RULE_DISPUTED, PENDING_CHANGE (a dated change within 90 days, with its date), FACTS_CONTRADICTORY (per serving × servings disagrees with per container beyond rounding: the larger is checked).
         *
         *     Federal law from 12 Nov 2026 (Sec. 781): at most 0.4 mg total THC per container; synthesized cannabinoids are out whatever the dose, so `synthesized` must be said. Flower and smokables are decided by `thc_pct_dry_weight`. `quantity` never changes per-container arithmetic.
         *
         *     Every answer carries `receipt` (`id`, `issued_at`, `jws`): an Ed25519 JWS over the request and result with `as_of` and `data_version`, checkable offline against /.well-known/jwks.json and read back at GET /v1/compliance/verify/{receipt_id}.
         *
         *     Errors: 400 VALIDATION_ERROR naming the path (`lines[3].thc_mg_per_container: must be ≥ 0`); an `as_of` before our history names the earliest date. A starter plan verifies only its chosen states (403 FORBIDDEN).
         */
        post: operations["postV1ComplianceVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's webhook subscriptions with their counters
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Never returns the signing secret. total_deliveries counts deliveries that ended (delivered or failed for good), failed_deliveries those that failed; consecutive_failures counts failed deliveries in a row (a delivery fails after its sixth failed attempt; a failed attempt with a retry ahead is not counted, a delivered one resets it); 50 pause the subscription.
         */
        get: operations["getV1Webhooks"];
        put?: never;
        /**
         * Subscribe an endpoint to regulation changes
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. endpoint_url must be https:// on port 443 or 1024–65535 and resolve to public addresses. Filters (`states`, substances, product_types, event_types) are checked against the known lists; omitted or empty = all. Event types: legal_status_changed, details_updated, new_regulation, regulation_expired, bill_linked, confidence_changed. Creation sends a test event: no reply gives 400 ENDPOINT_UNREACHABLE, a non-2xx reply 400 ENDPOINT_VALIDATION_FAILED. The test event is `{"event_id": "test_…", "event_type": "webhook.test", "test": true, "subscription_id": …, "plain_english_summary": …, "timestamp": …}`, signed like every delivery. The 201 response carries `signing_secret`, shown only now (Cache-Control: no-store, like every answer here). An account holds at most 20 subscriptions (403 FORBIDDEN past that) and one per endpoint_url (409 ALREADY_EXISTS): use filters to narrow what one receives. Text fields refuse control characters (400 VALIDATION_ERROR naming the field). Every delivery is a POST of the JSON body described under Events, signed two ways: `X-Service-Signature` (hex HMAC-SHA256 of the raw body, keyed with the whole `whsec_…` secret) and the Standard Webhooks headers `webhook-id` (the event_id), `webhook-timestamp` and `webhook-signature` (`v1,<base64>` over `{id}.{timestamp}.{body}`, keyed with the base64-decoded part of the secret), so receivers can refuse replays. A 2xx reply within 30 s is success; anything else (redirects included) fails and is retried after 1 min, 5 min, 30 min, 2 h and 12 h (6 attempts in all; a receiver's Retry-After may push an attempt later, up to 24 h), then the delivery is failed and can be retried by hand. 50 consecutive failed deliveries (each failed after its sixth attempt; a delivered one resets the count) pause the subscription (an e-mail warns at 40 and tells of the pause); a paused subscription keeps its events and delivers them once reactivated. Deliveries go only to public addresses.
         */
        post: operations["postV1Webhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Its pending deliveries are dropped. Another account's id answers 404.
         */
        delete: operations["deleteV1WebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret, with an overlap
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Returns the new secret once. For overlap_hours (24 unless given, 0 to 168) deliveries carry a Standard Webhooks signature from each secret and X-Service-Signature from the old one, so receivers can switch without missing a delivery. Send no body for the defaults; a body must be a JSON object (`null` is refused).
         */
        post: operations["postV1WebhooksByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's deliveries with every attempt
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Newest first; filter by status (pending, in_flight, succeeded, failed, held). Each attempt has its status code, duration, error and the first 2 KiB of the reply.
         */
        get: operations["getV1WebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed delivery now
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Adds one attempt to a failed delivery and sends it at once. A delivery that is not failed answers 400 VALIDATION_ERROR.
         */
        post: operations["postV1WebhooksByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a paused subscription
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. Sends a test event first; only a 2xx reply reactivates (else 400 ENDPOINT_UNREACHABLE or ENDPOINT_VALIDATION_FAILED). The events kept while paused are then delivered; released_deliveries says how many.
         */
        post: operations["postV1WebhooksByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event now
         * @description Enterprise tier only: other tiers get 403 FORBIDDEN naming the tier. The test event is `{"event_id": "test_…", "event_type": "webhook.test", "test": true, "subscription_id": …, "plain_english_summary": …, "timestamp": …}`, signed like every delivery. The outcome is the answer (a failing endpoint is not an error here) and is kept among the deliveries.
         */
        post: operations["postV1WebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliance/verify/{receipt_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored verification, by its receipt id
         * @description The verification as it was answered (the POST's `data`, with its `receipt`) and the `request` it answered, kept seven years from `issued_at`. Only the account that asked reads it: another account's receipt id is 404 NOT_FOUND, as is an id that is not one.
         */
        get: operations["getV1ComplianceVerifyByReceiptId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events (called by Stripe, not by clients)
         * @description Verified over the raw body with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET (300 s tolerance): 400 MISSING_SIGNATURE without the header, 400 INVALID_SIGNATURE when it does not verify. Handles checkout.session.completed, customer.subscription.updated, customer.subscription.deleted, invoice.payment_succeeded, invoice.payment_failed; each event id once (a redelivery answers 200 with duplicate: true and changes nothing); 500 HANDLER_ERROR makes Stripe deliver again. Billing runs on Stripe: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for POST /v1/webhooks/stripe), run `npm run billing:setup` once, and point a Stripe webhook endpoint at /v1/webhooks/stripe. Without a key these endpoints answer 503 FEATURE_DISABLED.
         */
        post: operations["postV1WebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a subscription: a Stripe Checkout Session
         * @description Tiers sold: starter, professional, enterprise (unknown: 400 INVALID_TIER); billing_period monthly or annual (annual is 20 % lower). Required: tier, billing_period, success_url (with the literal {CHECKOUT_SESSION_ID}), cancel_url; 400 MISSING_FIELDS names every one missing. The session expires after 1 hour. 500 PRICE_NOT_FOUND / PRODUCT_NOT_FOUND when the Stripe catalogue is not set up. Billing runs on Stripe: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for POST /v1/webhooks/stripe), run `npm run billing:setup` once, and point a Stripe webhook endpoint at /v1/webhooks/stripe. Without a key these endpoints answer 503 FEATURE_DISABLED.
         */
        post: operations["postV1BillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manage the account's subscription: a Stripe Customer Portal session
         * @description Body: return_url. Change plan (upgrades at once, prorated; downgrades and cancellations at the period's end), payment method, invoices. 404 before a first purchase. Billing runs on Stripe: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for POST /v1/webhooks/stripe), run `npm run billing:setup` once, and point a Stripe webhook endpoint at /v1/webhooks/stripe. Without a key these endpoints answer 503 FEATURE_DISABLED.
         */
        post: operations["postV1BillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regulations/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retired on 2026-08-03; use /v1/answer
         * @description Always 410 ENDPOINT_RETIRED; the error carries `replacement`. Keyless, limited per client address.
         */
        post: operations["postV1RegulationsAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Answer: {
            /** @constant */
            status: "answered";
            intent: "legality" | "thc_limits" | "minimum_age" | "shipping" | "licence" | "testing" | "labeling" | "penalties" | "effective_date" | "pending_bills" | "federal_status" | "enforcement_agency" | "comparison" | "out_of_scope";
            parsed: {
                /** @description Jurisdictions the question is about, in order of mention; US for federal law. */
                states: string[];
                substance: string | null;
                product_type: string | null;
                substances: string[];
                product_types: string[];
                state_source: ("question" | "parameter") | null;
                topic: "legality" | "thc_limits" | "minimum_age" | "shipping" | "licence" | "testing" | "labeling" | "penalties" | "effective_date" | "pending_bills" | "federal_status" | "enforcement_agency";
                /** @description The question asks what the law will be. */
                future: boolean;
                unsupported: {
                    places: string[];
                    cities: string[];
                    substances: string[];
                };
                /** @description Words read as a nearby known word (typos). */
                corrections: {
                    from: string;
                    to: string;
                }[];
            };
            answer: {
                /** @description Plain-English answer with [n] markers matching `citations`, ending with how far to trust it. */
                text: string;
                citations: {
                    n: number;
                    label: string;
                    /** Format: uri */
                    url: string;
                }[];
                verification: {
                    status: "verified" | "orientation_only";
                    /** @description Lowest confidence among the records used. */
                    confidence: number;
                    /** @description Id of the regulation record the answer traces to. */
                    factId: string;
                    statute: string | null;
                    /** Format: date-time */
                    lastVerified: string;
                    /** @description Government (.gov, state .us) pages among the sources. */
                    primarySources: string[];
                };
                /** @description The structured facts used: jurisdiction, slots, regulation ids, facts (or per-jurisdiction rows for a comparison). */
                data: {
                    [key: string]: unknown;
                };
            };
        };
        AnswerGap: {
            /** @constant */
            status: "gap";
            intent: "legality" | "thc_limits" | "minimum_age" | "shipping" | "licence" | "testing" | "labeling" | "penalties" | "effective_date" | "pending_bills" | "federal_status" | "enforcement_agency" | "comparison" | "out_of_scope";
            parsed: {
                /** @description Jurisdictions the question is about, in order of mention; US for federal law. */
                states: string[];
                substance: string | null;
                product_type: string | null;
                substances: string[];
                product_types: string[];
                state_source: ("question" | "parameter") | null;
                topic: "legality" | "thc_limits" | "minimum_age" | "shipping" | "licence" | "testing" | "labeling" | "penalties" | "effective_date" | "pending_bills" | "federal_status" | "enforcement_agency";
                /** @description The question asks what the law will be. */
                future: boolean;
                unsupported: {
                    places: string[];
                    cities: string[];
                    substances: string[];
                };
                /** @description Words read as a nearby known word (typos). */
                corrections: {
                    from: string;
                    to: string;
                }[];
            };
            gap: {
                reason: string;
                /** @description What the data or the question lacks, e.g. state, product_type, minimum_age, topic. */
                missing: string;
            };
        };
        Bill: {
            bill_id: string;
            /** @description Two-letter code, or US for federal bills. */
            state: string;
            number: string;
            title: string;
            description: string;
            status: "introduced" | "in_committee" | "passed_chamber" | "passed_both" | "signed" | "vetoed" | "dead";
            /** Format: date */
            introduced_date: string;
            last_action: string;
            /** Format: date */
            last_action_date: string;
            sponsors: {
                name: string;
                party: string;
                role: string;
            }[];
            subjects: string[];
            impact_summary: string;
            legislative_tracker_url: string;
            full_text_url: string | null;
            /** @description Every linked regulation on a state profile's bills; inside a regulation's related_bills, that regulation's id only. */
            linked_regulation_ids: string[];
            /** Format: date-time */
            last_checked: string;
        };
        ChangelogEntry: {
            id: string;
            regulation_id: string;
            state: string;
            substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
            product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
            event_type: "legal_status_changed" | "details_updated" | "new_regulation" | "regulation_expired" | "bill_linked" | "confidence_changed" | "source_added";
            before: {
                legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                summary: string;
                thc_limit: string;
                age_requirement: number | null;
                /** @description The federal layer at that time (entries written since it was kept). */
                federal_status?: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                /** @description Whether state or federal law prohibited the sale at that time. */
                block_sale?: boolean;
            } | null;
            after: {
                legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                summary: string;
                thc_limit: string;
                age_requirement: number | null;
                /** @description The federal layer at that time (entries written since it was kept). */
                federal_status?: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                /** @description Whether state or federal law prohibited the sale at that time. */
                block_sale?: boolean;
            };
            /** @description Each changed field as `name: before → after`, in this variant’s field names (`summary`, `confidence`, `details.age_requirement`). */
            diff_summary: string;
            plain_english_summary: string;
            reason: string;
            /** Format: date-time */
            changed_at: string;
            /** Format: date-time */
            detected_at: string;
        };
        ComplianceCheckResult: {
            /** @description Two-letter code. */
            state: string;
            state_name: string;
            substance: string;
            /** @description Canonical product type (`vape` is answered as `vapes`). */
            product_type: string;
            /** @description The more restrictive of the state’s rule and federal law, in this variant’s names. */
            legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
            badge_color: "green" | "yellow" | "red";
            headline: string;
            summary: string;
            /** @description Conditions a seller must meet, one sentence each. */
            restrictions: string[];
            age_gate_required: boolean;
            /** @description Minimum buyer age in years, always an integer: 0 when the rules HempData holds set no minimum age (then `age_gate_required` is false). A prohibited product keeps the age its rule names, with `age_gate_required` false. */
            minimum_age: number;
            confidence: number;
            /** Format: date-time */
            last_verified: string;
            /** @description Regulation id: `reg_` followed by a UUID. */
            regulation_id: string;
            /** @description `request`: the caller named the state; `region_header`: the trusted CDN region header; `ip_address`: the IP database. */
            state_source: "request" | "region_header" | "ip_address";
            block_sale: boolean;
            decided_by: "state" | "federal" | "both";
            state_rule: {
                jurisdiction: string;
                jurisdiction_name: string;
                legal_status: string;
                summary: string;
                regulation_id: string;
                confidence: number;
                verification_tier: string;
                /** Format: date-time */
                last_verified: string;
                /** Format: date */
                effective_date: string;
            };
            federal_rule: {
                jurisdiction: string;
                jurisdiction_name: string;
                legal_status: string;
                summary: string;
                regulation_id: string;
                confidence: number;
                verification_tier: string;
                /** Format: date-time */
                last_verified: string;
                /** Format: date */
                effective_date: string;
            } | null;
            /** @description Why: each layer’s rule, which one applies, and what follows from it. */
            reasons: string[];
            citations: {
                jurisdiction: string;
                title: string;
                url: string;
                type: string;
                retrieved_at: string;
            }[];
        };
        ErrorEnvelope: {
            /** @constant */
            success: false;
            data: null;
            meta: {
                request_id: string;
                /** @constant */
                api_version?: "v1";
            };
            errors: {
                code: string;
                message: string;
                doc_url: string;
            }[];
        };
        Prediction: {
            state: string;
            horizon_days: number;
            change_probability: number;
            confidence: number;
            risk_level: "low" | "moderate" | "high" | "critical";
            predicted_changes: {
                substance: string;
                direction: "tighter" | "looser" | "unclear";
                estimated_effective_date: string | null;
                likely_triggers: {
                    type: "bill" | "federal_enforcement" | "regulation_sunset";
                    /** @description A bill id (bill_…), a regulation id, or a changelog entry id. */
                    reference_id: string;
                    label: string;
                    /** @description Chance this trigger changes the rules within the horizon. */
                    weight: number;
                }[];
                reasoning: string;
            }[];
            signal_counts: {
                active_bills: number;
                pending_regulations: number;
                federal_triggers: number;
            };
            methodology_notes: string;
            /** Format: date-time */
            calculated_at: string;
            disclaimer: string;
        };
        ProductType: {
            id: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
            name: string;
            description: string;
            total_regulations: number;
            states_with_regulations: number;
            common_restrictions: string[];
            avg_confidence: number;
        };
        Regulation: {
            id: string;
            state: string;
            state_name: string;
            substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
            product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
            legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
            federal_status?: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
            block_sale?: boolean;
            summary: string;
            details: {
                thc_limit: string;
                age_requirement: (18 | 21) | null;
                license_required: boolean;
                testing_required: boolean;
                labeling_requirements: string;
                packaging_requirements: string;
                sales_channels: string[];
                possession_limit: string | null;
                additional_restrictions: string | null;
                thc_limits?: {
                    pct_dry_weight: number | null;
                    mg_per_serving: number | null;
                    mg_per_container: number | null;
                    measurement_method: string | null;
                };
                cbd_limit_mg_per_serving?: number | null;
                age_verification_method?: string | null;
                /** @description The exact warning wording a statute or rule prescribes for the label, quoted from the cited source. Null when HempData holds no exact wording: the law may prescribe none, or its wording has not been quoted yet. Null never means that no warning is required; read the labeling fields and the sources. */
                warning_text_verbatim?: string | null;
                testing_standard?: string | null;
                testing_panels?: string[] | null;
                shipping_status?: string | null;
                carrier_restrictions?: string[] | null;
                license_type?: string | null;
                enforcement_agency?: string | null;
                enforcement_date?: string | null;
                penalty_range?: string | null;
                /** @description The merchant-facing fields of this record whose rule HempData has not determined (null in the record, never permission). Each merchant-facing field is in one of three states. A value: the field holds it, cited among the sources. No state rule: the field is null (or empty) and is listed in no_state_rule_fields, because the state's hemp and consumable-product statutes and rules were read and set none, so the federal layer and the carriers govern. Unknown: the field is null and is listed in unknown_fields, because nobody has determined it yet; never read it as permission. */
                unknown_fields?: ("shipping_status" | "age_requirement" | "thc_limits.pct_dry_weight" | "thc_limits.mg_per_serving" | "thc_limits.mg_per_container" | "cbd_limit_mg_per_serving" | "testing_standard" | "testing_panels" | "labeling_requirements" | "warning_text_verbatim" | "penalty_range")[];
                /** @description The merchant-facing fields for which the state's law was read and sets no rule: the federal layer and the carriers govern. Each merchant-facing field is in one of three states. A value: the field holds it, cited among the sources. No state rule: the field is null (or empty) and is listed in no_state_rule_fields, because the state's hemp and consumable-product statutes and rules were read and set none, so the federal layer and the carriers govern. Unknown: the field is null and is listed in unknown_fields, because nobody has determined it yet; never read it as permission. */
                no_state_rule_fields?: ("shipping_status" | "age_requirement" | "thc_limits.pct_dry_weight" | "thc_limits.mg_per_serving" | "thc_limits.mg_per_container" | "cbd_limit_mg_per_serving" | "testing_standard" | "testing_panels" | "labeling_requirements" | "warning_text_verbatim" | "penalty_range")[];
                /** @description With include_sources=true: for each merchant-facing field that is not a value, its state, the reason or what was read, and the sources cited. A field absent here holds its value. */
                field_notes?: {
                    [key: string]: {
                        state: "no_state_rule" | "unknown";
                        note: string | null;
                        /** @description The ids of the record’s sources (include_sources=true) that were read for it. */
                        source_ids: string[];
                    };
                };
            };
            /** Format: date */
            effective_date: string;
            expiration_date: string | null;
            pending_change?: boolean;
            confidence: number;
            confidence_breakdown: {
                source_quality: number;
                recency: number;
                consistency: number;
                ai_parsing: number;
            };
            /** Format: date-time */
            last_verified: string;
            verified_by: "automated" | "manual";
            verification_tier?: "attorney_reviewed" | "analyst_verified" | "automated" | "unverified";
            sources?: {
                id: string;
                title: string;
                /** Format: uri */
                url: string;
                type: "statute" | "regulation" | "guidance" | "court" | "news";
                /** Format: date-time */
                retrieved_at: string;
            }[];
            related_bills?: components["schemas"]["Bill"][];
            changelog?: components["schemas"]["ChangelogEntry"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        StateProfile: {
            code: string;
            name: string;
            total_regulations: number;
            counts_by_legal_status: {
                legal: number;
                legal_with_restrictions: number;
                restricted: number;
                prohibited: number;
                unclear: number;
            };
            avg_confidence: number;
            /** Format: date-time */
            last_verified: string;
            region: ("Northeast" | "Southeast" | "Midwest" | "West" | "Southwest") | null;
            hemp_program_status: "active" | "developing" | "no_program";
            regulatory_authority: string;
            hemp_program_url: string | null;
            adult_use: boolean;
            overall_stance: "permissive" | "moderate" | "restrictive" | "prohibitive";
            key_highlights: string[];
            notes: string | null;
            regulations: components["schemas"]["Regulation"][];
            pending_bills_count: number;
            bills?: components["schemas"]["Bill"][];
            hr5371_impact_assessment: string;
        };
        StateSummary: {
            code: string;
            name: string;
            total_regulations: number;
            counts_by_legal_status: {
                legal: number;
                legal_with_restrictions: number;
                restricted: number;
                prohibited: number;
                unclear: number;
            };
            avg_confidence: number;
            /** Format: date-time */
            last_verified: string;
        };
        Substance: {
            id: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
            name: string;
            description: string;
            federal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
            federal_thc_limit: string;
            total_state_regulations: number;
            states_legal: number;
            states_legal_with_restrictions: number;
            states_restricted: number;
            states_prohibited: number;
            states_unclear: number;
            hr5371_relevance: "high" | "medium" | "low";
            common_product_types: string[];
        };
        WebhookSubscription: {
            /** @description Subscription id: `whk_` followed by a UUID. */
            id: string;
            endpoint_url: string;
            description: string | null;
            filters: {
                states?: string[];
                substances?: string[];
                product_types?: string[];
                event_types?: string[];
            };
            status: "active" | "paused";
            /** Format: date-time */
            created_at: string;
            paused_at: string | null;
            consecutive_failures: number;
            last_triggered_at: string | null;
            total_deliveries: number;
            failed_deliveries: number;
            secret_overlap_until: string | null;
        };
        WebhookSubscriptionCreated: {
            /** @description Subscription id: `whk_` followed by a UUID. */
            id: string;
            endpoint_url: string;
            description: string | null;
            filters: {
                states?: string[];
                substances?: string[];
                product_types?: string[];
                event_types?: string[];
            };
            status: "active" | "paused";
            /** Format: date-time */
            created_at: string;
            /** @description Shown only in this response. */
            signing_secret: string;
        };
        WidgetCheckResult: {
            /** @description Two-letter code. */
            state: string;
            state_name: string;
            substance: string;
            /** @description Canonical product type (`vape` is answered as `vapes`). */
            product_type: string;
            /** @description The more restrictive of the state’s rule and federal law, in this variant’s names. */
            legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
            badge_color: "green" | "yellow" | "red";
            headline: string;
            summary: string;
            /** @description Conditions a seller must meet, one sentence each. */
            restrictions: string[];
            age_gate_required: boolean;
            /** @description Minimum buyer age in years, always an integer: 0 when the rules HempData holds set no minimum age (then `age_gate_required` is false). A prohibited product keeps the age its rule names, with `age_gate_required` false. */
            minimum_age: number;
            confidence: number;
            /** Format: date-time */
            last_verified: string;
            /** @description Regulation id: `reg_` followed by a UUID. */
            regulation_id: string;
            /** @description `request`: the caller named the state; `region_header`: the trusted CDN region header; `ip_address`: the IP database. */
            state_source: "request" | "region_header" | "ip_address";
            /** @description Publishable-key calls only: true when the key’s tier may hide the badge footer (`--hd-footer-show: none`). */
            footer_hideable?: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id, also in the envelope's meta; quote it when asking for help. */
        "X-Request-Id": string;
        /** @description The representation's tag: send it back in If-None-Match to get 304 when nothing changed. */
        ETag: string;
        /** @description How long the response may be reused, and by whom. */
        "Cache-Control": string;
        /** @description The request headers the response varies on (Accept-Encoding; Origin for the widget check). */
        Vary: string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The key's limit and window (IETF RateLimit fields), for example `120;w=60`. */
        "RateLimit-Policy": string;
        /** @description What is left of the key's limit and when it resets, for example `limit=120, remaining=119, reset=60`. */
        RateLimit: string;
        /** @description Keyless calls: requests allowed per minute from this client address. */
        "X-Demo-IP-Limit": number;
        /** @description Keyless calls: requests left this minute from this client address. */
        "X-Demo-IP-Remaining": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getV1Status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "healthy";
                        version: string;
                        /** Format: date-time */
                        timestamp: string;
                    };
                };
            };
        };
    };
    getV1Regulations: {
        parameters: {
            query?: {
                /** @description Two-letter state code (or DC); `US` gives the federal layer. */
                state?: string;
                /** @description Substance identifier. */
                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type?: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
                /** @description Legal status. */
                legal_status?: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                /** @description Only records with confidence at or above this. */
                min_confidence?: number;
                /** @description Only records verified after this date-time. RFC 3339 (ISO 8601): `YYYY-MM-DDTHH:MM:SS`, an optional fraction of 1 to 9 digits, then `Z` or an offset `±HH:MM` (e.g. `2026-01-31T00:00:00Z`, `2026-01-31T09:30:00.5+02:00`); upper-case `T` and `Z`; a real calendar date. Anything else, quoted values included, is 400 VALIDATION_ERROR. */
                verified_after?: string;
                /** @description Embed each record’s changes within your history window. */
                include_changelog?: boolean;
                /** @description Embed source citations. */
                include_sources?: boolean;
                /** @description Embed linked bills. */
                include_bills?: boolean;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
                /** @description json (default) or csv (professional and enterprise; every matching record, unpaginated). */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Regulation"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                            applied_filters: {
                                [key: string]: unknown;
                            };
                        };
                        errors: unknown[] | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1RegulationsChangelog: {
        parameters: {
            query?: {
                /** @description Two-letter state code (or DC). */
                state?: string;
                /** @description Substance identifier. */
                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Only changes of this regulation. */
                regulation_id?: string;
                /** @description Only changes after this date-time. RFC 3339 (ISO 8601): `YYYY-MM-DDTHH:MM:SS`, an optional fraction of 1 to 9 digits, then `Z` or an offset `±HH:MM` (e.g. `2026-01-31T00:00:00Z`, `2026-01-31T09:30:00.5+02:00`); upper-case `T` and `Z`; a real calendar date. Anything else, quoted values included, is 400 VALIDATION_ERROR. */
                since?: string;
                /** @description Only changes before this date-time. RFC 3339 (ISO 8601): `YYYY-MM-DDTHH:MM:SS`, an optional fraction of 1 to 9 digits, then `Z` or an offset `±HH:MM` (e.g. `2026-01-31T00:00:00Z`, `2026-01-31T09:30:00.5+02:00`); upper-case `T` and `Z`; a real calendar date. Anything else, quoted values included, is 400 VALIDATION_ERROR. */
                until?: string;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ChangelogEntry"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                            history_window_days: number | null;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1RegulationsCompare: {
        parameters: {
            query: {
                /** @description Two to ten comma-separated state codes. */
                states: string;
                /** @description Substance identifier. */
                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type?: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            comparison: {
                                state: string;
                                state_name: string;
                                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                                product_type?: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                                legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                                /** @description The federal layer for this substance and product type. */
                                federal_status?: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                                /** @description True when state or federal law prohibits the sale: the stricter verdict, as the list gives it. */
                                block_sale?: boolean;
                                summary: string;
                                thc_limit: string | null;
                                age_requirement: number | null;
                                license_required: boolean | null;
                                confidence: number;
                                regulation_id: string | null;
                                note?: string;
                                /** @description The merchant-facing fields of this record whose rule HempData has not determined (null in the record, never permission). Each merchant-facing field is in one of three states. A value: the field holds it, cited among the sources. No state rule: the field is null (or empty) and is listed in no_state_rule_fields, because the state's hemp and consumable-product statutes and rules were read and set none, so the federal layer and the carriers govern. Unknown: the field is null and is listed in unknown_fields, because nobody has determined it yet; never read it as permission. */
                                unknown_fields?: ("shipping_status" | "age_requirement" | "thc_limits.pct_dry_weight" | "thc_limits.mg_per_serving" | "thc_limits.mg_per_container" | "cbd_limit_mg_per_serving" | "testing_standard" | "testing_panels" | "labeling_requirements" | "warning_text_verbatim" | "penalty_range")[];
                                /** @description The merchant-facing fields for which the state's law was read and sets no rule: the federal layer and the carriers govern. Each merchant-facing field is in one of three states. A value: the field holds it, cited among the sources. No state rule: the field is null (or empty) and is listed in no_state_rule_fields, because the state's hemp and consumable-product statutes and rules were read and set none, so the federal layer and the carriers govern. Unknown: the field is null and is listed in unknown_fields, because nobody has determined it yet; never read it as permission. */
                                no_state_rule_fields?: ("shipping_status" | "age_requirement" | "thc_limits.pct_dry_weight" | "thc_limits.mg_per_serving" | "thc_limits.mg_per_container" | "cbd_limit_mg_per_serving" | "testing_standard" | "testing_panels" | "labeling_requirements" | "warning_text_verbatim" | "penalty_range")[];
                            }[];
                            /** @description Each state under the verdict a seller acts on: the stricter of its own and the federal status, with "(do not sell)" where block_sale is true. */
                            summary: string;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            states_compared: string[];
                            substance: string | null;
                            product_type: string | null;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1RegulationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Regulation id: `reg_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Regulation"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1States: {
        parameters: {
            query?: {
                /** @description Sort field (default name). */
                sort?: "name" | "code" | "total_regulations" | "avg_confidence" | "last_verified";
                /** @description Sort order (default asc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StateSummary"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            total: number;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1StatesByCode: {
        parameters: {
            query?: {
                /** @description Substance identifier. */
                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type?: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
                /** @description Embed source citations in each regulation. */
                include_sources?: boolean;
                /** @description Embed the state’s bills and each regulation’s linked bills. */
                include_bills?: boolean;
            };
            header?: never;
            path: {
                /** @description Two-letter state code, DC, or US for the federal layer. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StateProfile"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1Substances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Substance"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            total: number;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1ProductTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductType"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            total: number;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1PredictionsByState: {
        parameters: {
            query?: {
                /** @description How far ahead to forecast, in days (7 to 730). */
                horizon_days?: number;
                /** @description true recomputes the forecast instead of answering from the 24-hour cache. */
                refresh?: boolean;
            };
            header?: never;
            path: {
                /** @description Exactly two letters: one of the 50 states, DC, or US for the federal layer. Case-insensitive. */
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Prediction"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            cached: boolean;
                            /** Format: date-time */
                            calculated_at: string;
                            legal_notice: string;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1Answer: {
        parameters: {
            query: {
                /** @description The question in plain English, e.g. "Is delta 8 legal in Texas for gummies?" */
                q: string;
                /** @description Two-letter code (a state, DC, or US for federal law) that scopes a question naming no jurisdiction; a jurisdiction named in the question wins. */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Answer"] | components["schemas"]["AnswerGap"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or ANSWER_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1Answer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "Can I sell delta 8 gummies in Texas?"
                 *     }
                 */
                "application/json": {
                    /** @description The question in plain English. */
                    question: string;
                    /** @description Optional two-letter code scoping a question that names no jurisdiction. */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Demo-IP-Limit": components["headers"]["X-Demo-IP-Limit"];
                    "X-Demo-IP-Remaining": components["headers"]["X-Demo-IP-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Answer"] | components["schemas"]["AnswerGap"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: null;
                    };
                };
            };
            /** @description Error envelope with code VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Demo-IP-Limit": components["headers"]["X-Demo-IP-Limit"];
                    "X-Demo-IP-Remaining": components["headers"]["X-Demo-IP-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code ANSWER_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WidgetCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Substance identifier. */
                    substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                    /** @description Product type identifier (`vape` is an alias of `vapes`). */
                    product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
                    /** @description Two-letter code of the visitor’s state. Omit it to detect the state from the request (see the description). */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WidgetCheckResult"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code VALIDATION_ERROR or MISSING_FIELDS or STATE_REQUIRED or INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    optionsV1WidgetCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getV1ComplianceCheck: {
        parameters: {
            query: {
                /** @description Two-letter state code (or DC). */
                state: string;
                /** @description Substance identifier. */
                substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ComplianceCheckResult"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches the current ETag; no body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED or DEMO_RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or DEMO_GLOBAL_CAPACITY or DEMO_RATE_LIMIT_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1DemoComplianceCheck: {
        parameters: {
            query: {
                /** @description Two-letter code; omit it to detect the state from the caller’s address. */
                state?: string;
                /** @description Substance identifier. */
                substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Demo-IP-Limit": components["headers"]["X-Demo-IP-Limit"];
                    "X-Demo-IP-Remaining": components["headers"]["X-Demo-IP-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            demo: true;
                            notice: string;
                            /** @description Two-letter code. */
                            state: string;
                            state_name: string;
                            substance: string;
                            /** @description Canonical product type (`vape` is answered as `vapes`). */
                            product_type: string;
                            /** @description The more restrictive of the state’s rule and federal law, in this variant’s names. */
                            legal_status: "legal" | "legal_with_restrictions" | "restricted" | "prohibited" | "unclear";
                            badge_color: "green" | "yellow" | "red";
                            headline: string;
                            summary: string;
                            /** @description Conditions a seller must meet, one sentence each. */
                            restrictions: string[];
                            age_gate_required: boolean;
                            /** @description Minimum buyer age in years, always an integer: 0 when the rules HempData holds set no minimum age (then `age_gate_required` is false). A prohibited product keeps the age its rule names, with `age_gate_required` false. */
                            minimum_age: number;
                            confidence: number;
                            /** Format: date-time */
                            last_verified: string;
                            /** @description Regulation id: `reg_` followed by a UUID. */
                            regulation_id: string;
                            /** @description `request`: the caller named the state; `region_header`: the trusted CDN region header; `ip_address`: the IP database. */
                            state_source: "request" | "region_header" | "ip_address";
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code VALIDATION_ERROR or STATE_REQUIRED. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Demo-IP-Limit": components["headers"]["X-Demo-IP-Limit"];
                    "X-Demo-IP-Remaining": components["headers"]["X-Demo-IP-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1ComplianceVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ship_to: {
                        /** @description Two-letter state code or DC. */
                        state: string;
                    };
                    /**
                     * Format: date
                     * @description The law in force on this day (default today, UTC).
                     */
                    as_of?: string;
                    buyer_age?: number;
                    /** Format: date */
                    buyer_birth_date?: string;
                    channel?: "online" | "in_store";
                    lines: {
                        /** @description Your line id, echoed. */
                        id: string;
                        substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                        /** @description One of edibles, topicals, smokable, tinctures, beverages, flower, concentrates, pet-products, vapes (`vape` is accepted for `vapes`). */
                        product_type: string;
                        /** @description Containers ordered (default 1); never changes per-container arithmetic. */
                        quantity?: number;
                        /** @description Total THC per serving, mg. */
                        thc_mg_per_serving?: number;
                        servings_per_container?: number;
                        /** @description Total THC (THCA included) per container, mg, as the certificate of analysis states it. */
                        thc_mg_per_container?: number;
                        /** @description Total THC, percent of dry weight. */
                        thc_pct_dry_weight?: number;
                        /** @description CBD per serving, mg. */
                        cbd_mg_per_serving?: number;
                        /** @description Whether any cannabinoid was synthesized outside the plant (e.g. converted delta-8). */
                        synthesized?: boolean;
                        /** @description The certificate of analysis. */
                        coa_url?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            result: "compliant" | "not_compliant" | "undetermined";
                            compliant: boolean | null;
                            failure_codes: ("SUBSTANCE_PROHIBITED" | "THC_PER_SERVING_EXCEEDED" | "THC_PER_CONTAINER_EXCEEDED" | "THC_DRY_WEIGHT_EXCEEDED" | "CBD_PER_SERVING_EXCEEDED" | "SYNTHESIZED_CANNABINOID" | "SHIPPING_PROHIBITED" | "BELOW_MINIMUM_AGE")[];
                            warning_codes: ("PRODUCT_FACT_MISSING" | "RULE_UNKNOWN" | "RULE_DISPUTED" | "PENDING_CHANGE" | "FACTS_CONTRADICTORY")[];
                            /** Format: date */
                            as_of: string;
                            data_version: string;
                            ship_to: {
                                state: string;
                            };
                            channel: "online" | "in_store";
                            lines: {
                                id: string;
                                substance: string;
                                product_type: string;
                                quantity: number;
                                result: "compliant" | "not_compliant" | "undetermined";
                                failure_codes: ("SUBSTANCE_PROHIBITED" | "THC_PER_SERVING_EXCEEDED" | "THC_PER_CONTAINER_EXCEEDED" | "THC_DRY_WEIGHT_EXCEEDED" | "CBD_PER_SERVING_EXCEEDED" | "SYNTHESIZED_CANNABINOID" | "SHIPPING_PROHIBITED" | "BELOW_MINIMUM_AGE")[];
                                warning_codes: ("PRODUCT_FACT_MISSING" | "RULE_UNKNOWN" | "RULE_DISPUTED" | "PENDING_CHANGE" | "FACTS_CONTRADICTORY")[];
                                findings: {
                                    code: string;
                                    jurisdiction: string;
                                    message: string;
                                    citations: number[];
                                    /** Format: date */
                                    date?: string;
                                }[];
                                messages: string[];
                                decided_by: "state" | "federal" | "both";
                                requirements: {
                                    minimum_age: number | null;
                                    age_gate_required: boolean;
                                    license_required: boolean;
                                    license_types: string[];
                                    labeling_required: boolean | null;
                                    labeling: string[];
                                    testing_required: boolean;
                                    testing_standards: string[];
                                    shipping: string[];
                                };
                                state_rule: {
                                    jurisdiction: string;
                                    legal_status: string;
                                    summary: string;
                                    regulation_id: string;
                                    /** Format: date */
                                    effective_date: string;
                                    confidence: number;
                                    verification_tier: string;
                                } | null;
                                federal_rule: {
                                    jurisdiction: string;
                                    legal_status: string;
                                    summary: string;
                                    regulation_id: string;
                                    /** Format: date */
                                    effective_date: string;
                                    confidence: number;
                                    verification_tier: string;
                                } | null;
                                citations: {
                                    n: number;
                                    label: string;
                                    url: string;
                                }[];
                            }[];
                            receipt: {
                                id: string;
                                issued_at: string;
                                jws: string;
                            };
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1Webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookSubscription"][];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            total: number;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1Webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description HTTPS URL of the receiving endpoint.
                     */
                    endpoint_url: string;
                    filters?: {
                        /** @description Two-letter codes (US for federal); omitted or empty = all. */
                        states?: string[];
                        /** @description Any of delta-9-thc, delta-8-thc, cbd, thca, cbg, cbn; omitted or empty = all. */
                        substances?: string[];
                        /** @description Any of edibles, topicals, smokable, tinctures, beverages, flower, concentrates, pet-products, vapes; omitted or empty = all. */
                        product_types?: string[];
                        /** @description Any of legal_status_changed, details_updated, new_regulation, regulation_expired, bill_linked, confidence_changed; omitted or empty = all. */
                        event_types?: string[];
                    };
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookSubscriptionCreated"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR or MISSING_ENDPOINT or INVALID_URL or HTTPS_REQUIRED or ENDPOINT_UNREACHABLE or ENDPOINT_VALIDATION_FAILED. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code ALREADY_EXISTS. See /errors. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteV1WebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WebhooksByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How long the previous secret keeps signing beside the new one; 24 unless given, 0 retires it at once. */
                    overlap_hours?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            signing_secret: string;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1WebhooksByIdDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "in_flight" | "succeeded" | "failed" | "held";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Delivery id. */
                            id: string;
                            event_id: string;
                            event_type: string;
                            status: "pending" | "in_flight" | "succeeded" | "failed" | "held";
                            attempts: number;
                            max_attempts: number;
                            next_attempt_at: string | null;
                            last_status_code: number | null;
                            last_error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            delivered_at: string | null;
                            /** @description The JSON body exactly as signed and sent. */
                            body: string;
                            attempt_log: {
                                attempt: number;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                                /** @description The first 2 KiB of the reply body. */
                                response_start: string;
                                /** Format: date-time */
                                at: string;
                            }[];
                        }[];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WebhooksByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
                /** @description Delivery id, from the deliveries list. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            status: "pending";
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WebhooksByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookSubscription"];
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or ENDPOINT_UNREACHABLE or ENDPOINT_VALIDATION_FAILED. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription id: `whk_` followed by a UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            delivered: boolean;
                            status_code: number | null;
                            duration_ms: number;
                            error: string | null;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getV1ComplianceVerifyByReceiptId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The receipt id (`rcp_…`). */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            result: "compliant" | "not_compliant" | "undetermined";
                            compliant: boolean | null;
                            failure_codes: ("SUBSTANCE_PROHIBITED" | "THC_PER_SERVING_EXCEEDED" | "THC_PER_CONTAINER_EXCEEDED" | "THC_DRY_WEIGHT_EXCEEDED" | "CBD_PER_SERVING_EXCEEDED" | "SYNTHESIZED_CANNABINOID" | "SHIPPING_PROHIBITED" | "BELOW_MINIMUM_AGE")[];
                            warning_codes: ("PRODUCT_FACT_MISSING" | "RULE_UNKNOWN" | "RULE_DISPUTED" | "PENDING_CHANGE" | "FACTS_CONTRADICTORY")[];
                            /** Format: date */
                            as_of: string;
                            data_version: string;
                            ship_to: {
                                state: string;
                            };
                            channel: "online" | "in_store";
                            lines: {
                                id: string;
                                substance: string;
                                product_type: string;
                                quantity: number;
                                result: "compliant" | "not_compliant" | "undetermined";
                                failure_codes: ("SUBSTANCE_PROHIBITED" | "THC_PER_SERVING_EXCEEDED" | "THC_PER_CONTAINER_EXCEEDED" | "THC_DRY_WEIGHT_EXCEEDED" | "CBD_PER_SERVING_EXCEEDED" | "SYNTHESIZED_CANNABINOID" | "SHIPPING_PROHIBITED" | "BELOW_MINIMUM_AGE")[];
                                warning_codes: ("PRODUCT_FACT_MISSING" | "RULE_UNKNOWN" | "RULE_DISPUTED" | "PENDING_CHANGE" | "FACTS_CONTRADICTORY")[];
                                findings: {
                                    code: string;
                                    jurisdiction: string;
                                    message: string;
                                    citations: number[];
                                    /** Format: date */
                                    date?: string;
                                }[];
                                messages: string[];
                                decided_by: "state" | "federal" | "both";
                                requirements: {
                                    minimum_age: number | null;
                                    age_gate_required: boolean;
                                    license_required: boolean;
                                    license_types: string[];
                                    labeling_required: boolean | null;
                                    labeling: string[];
                                    testing_required: boolean;
                                    testing_standards: string[];
                                    shipping: string[];
                                };
                                state_rule: {
                                    jurisdiction: string;
                                    legal_status: string;
                                    summary: string;
                                    regulation_id: string;
                                    /** Format: date */
                                    effective_date: string;
                                    confidence: number;
                                    verification_tier: string;
                                } | null;
                                federal_rule: {
                                    jurisdiction: string;
                                    legal_status: string;
                                    summary: string;
                                    regulation_id: string;
                                    /** Format: date */
                                    effective_date: string;
                                    confidence: number;
                                    verification_tier: string;
                                } | null;
                                citations: {
                                    n: number;
                                    label: string;
                                    url: string;
                                }[];
                            }[];
                            receipt: {
                                id: string;
                                issued_at: string;
                                jws: string;
                            };
                            /** @description The request body the verification answered, as signed. */
                            request: unknown;
                            /** Format: date-time */
                            keep_until: string;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1WebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            received: true;
                            duplicate: boolean;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code MISSING_SIGNATURE or INVALID_SIGNATURE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code HANDLER_ERROR. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FEATURE_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1BillingCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tier?: string;
                    /** @description monthly or annual */
                    billing_period?: string;
                    email?: string;
                    /** @description Must contain the literal {CHECKOUT_SESSION_ID}. */
                    success_url?: string;
                    cancel_url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uri */
                            checkout_url: string;
                            session_id: string;
                            tier: string;
                            billing_period: string;
                            /** @description Minor units (cents). */
                            amount: number;
                            currency: string;
                            description: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR or MISSING_FIELDS or INVALID_TIER. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED or PRICE_NOT_FOUND or PRODUCT_NOT_FOUND. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or FEATURE_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1BillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    return_url?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uri */
                            portal_url: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR or MISSING_FIELDS. See /errors. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code UNAUTHORIZED or DEMO_KEY_INVALID. See /errors. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code FORBIDDEN or DEMO_ORIGIN_DENIED or DEMO_PATH_DENIED. See /errors. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR or DEMO_MISCONFIGURED. See /errors. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE or DEMO_DISABLED or FEATURE_DISABLED. See /errors. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postV1RegulationsAsk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Error envelope with code ENDPOINT_RETIRED. See /errors. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Demo-IP-Limit": components["headers"]["X-Demo-IP-Limit"];
                    "X-Demo-IP-Remaining": components["headers"]["X-Demo-IP-Remaining"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
