/**
 * HempData API paths and operations, column variant.
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
        /** One regulation */
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
        /** All 50 states and DC */
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
        /** Substances */
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
        /** Product types */
        get: operations["getV1Product-types"];
        put?: never;
        post?: never;
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
            query: {
                /** @description Required. Comma-separated two-letter codes, e.g. CO,TX. */
                state: string;
                /** @description Substance identifier. */
                substance?: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                /** @description Product type identifier (`vape` is an alias of `vapes`). */
                product_type?: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes" | "vape";
                /** @description Legal status. */
                legal_status?: "legal" | "restricted" | "prohibited" | "gray_area" | "pending_change";
                /** @description Only records with confidence at or above this. */
                min_confidence?: number;
                /** @description Only records verified after this date. */
                verified_after?: string;
                /** @description Enterprise: embed each record’s changes. */
                include_changelog?: boolean;
                /** @description Enterprise: add source_urls and source_documents. */
                include_sources?: boolean;
                /** @description Enterprise: add related_bills. */
                include_bills?: boolean;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page, 1 to 100. */
                per_page?: number;
                /** @description json (default) or csv (brand and enterprise; every matching record, unpaginated). */
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            jurisdiction: string;
                            substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                            product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                            legal_status: "legal" | "restricted" | "prohibited" | "gray_area" | "pending_change";
                            federal_status: string;
                            thc_limit_pct_dryweight: number | null;
                            thc_limit_mg_per_serving: number | null;
                            thc_limit_mg_per_container: number | null;
                            thc_measurement_method: string | null;
                            block_sale: boolean | null;
                            effective_date: string | null;
                            expiry_date: string | null;
                            /** Format: date-time */
                            last_verified: string;
                            verification_tier: "attorney_reviewed" | "analyst_verified" | "automated" | "unverified";
                            confidence_score: number;
                            /** @description Returned to the retailer tier and above. */
                            cbd_limit_mg_per_serving?: number | null;
                            /** @description Returned to the retailer tier and above. */
                            age_restriction?: number | null;
                            /** @description Returned to the retailer tier and above. */
                            age_verification_method?: string | null;
                            /** @description Returned to the retailer tier and above. */
                            shipping_status?: string | null;
                            /** @description Returned to the retailer tier and above. */
                            carrier_restrictions?: string[] | null;
                            /** @description Returned to the retailer tier and above. */
                            license_required?: boolean | null;
                            /** @description Returned to the retailer tier and above. */
                            license_type?: string | null;
                            /** @description Returned to the brand tier and above. */
                            labeling_required?: boolean | null;
                            /** @description Returned to the brand tier and above. */
                            warning_text_verbatim?: string | null;
                            /** @description Returned to the brand tier and above. */
                            testing_standard?: string | null;
                            /** @description Returned to the brand tier and above. */
                            testing_panels_required?: string[] | null;
                            /** @description Returned to the brand tier and above. */
                            enforcement_date?: string | null;
                            /** @description Returned to the brand tier and above. */
                            enforcement_agency?: string | null;
                            /** @description Returned to the brand tier and above. */
                            penalty_range?: string | null;
                            /** @description Returned to the brand tier and above. */
                            plain_english?: string | null;
                            /** @description Enterprise tier, with include_sources=true. */
                            source_urls?: string[] | null;
                            /** @description Enterprise tier, with include_sources=true. */
                            source_documents?: string[] | null;
                            /** @description Enterprise tier, with include_bills=true. */
                            related_bills?: {
                                bill_id: string;
                                title: string;
                                status: string;
                                /** Format: uri */
                                url: string;
                            }[] | null;
                            /** @description Enterprise tier, with include_changelog=true. */
                            changelog?: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                regulation_id: string;
                                jurisdiction: string;
                                field_changed: string;
                                old_value: unknown;
                                new_value: unknown;
                                /** Format: date-time */
                                changed_at: string;
                                reason: string;
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
                            applied_filters: {
                                [key: string]: unknown;
                            };
                            /** @description Names the tier that unlocks an include_* parameter you passed. */
                            upgrade_hint?: string;
                        };
                        errors: unknown[] | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UPGRADE_REQUIRED. See /errors. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
    getV1RegulationsChangelog: {
        parameters: {
            query?: {
                /** @description Two-letter state code (or DC). */
                state?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            regulation_id: string;
                            jurisdiction: string;
                            field_changed: string;
                            old_value: unknown;
                            new_value: unknown;
                            /** Format: date-time */
                            changed_at: string;
                            reason: string;
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
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UPGRADE_REQUIRED. See /errors. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            [key: string]: {
                                /** Format: uuid */
                                id: string;
                                jurisdiction: string;
                                substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                                product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                                legal_status: "legal" | "restricted" | "prohibited" | "gray_area" | "pending_change";
                                federal_status: string;
                                thc_limit_pct_dryweight: number | null;
                                thc_limit_mg_per_serving: number | null;
                                thc_limit_mg_per_container: number | null;
                                thc_measurement_method: string | null;
                                block_sale: boolean | null;
                                effective_date: string | null;
                                expiry_date: string | null;
                                /** Format: date-time */
                                last_verified: string;
                                verification_tier: "attorney_reviewed" | "analyst_verified" | "automated" | "unverified";
                                confidence_score: number;
                                /** @description Returned to the retailer tier and above. */
                                cbd_limit_mg_per_serving?: number | null;
                                /** @description Returned to the retailer tier and above. */
                                age_restriction?: number | null;
                                /** @description Returned to the retailer tier and above. */
                                age_verification_method?: string | null;
                                /** @description Returned to the retailer tier and above. */
                                shipping_status?: string | null;
                                /** @description Returned to the retailer tier and above. */
                                carrier_restrictions?: string[] | null;
                                /** @description Returned to the retailer tier and above. */
                                license_required?: boolean | null;
                                /** @description Returned to the retailer tier and above. */
                                license_type?: string | null;
                                /** @description Returned to the brand tier and above. */
                                labeling_required?: boolean | null;
                                /** @description Returned to the brand tier and above. */
                                warning_text_verbatim?: string | null;
                                /** @description Returned to the brand tier and above. */
                                testing_standard?: string | null;
                                /** @description Returned to the brand tier and above. */
                                testing_panels_required?: string[] | null;
                                /** @description Returned to the brand tier and above. */
                                enforcement_date?: string | null;
                                /** @description Returned to the brand tier and above. */
                                enforcement_agency?: string | null;
                                /** @description Returned to the brand tier and above. */
                                penalty_range?: string | null;
                                /** @description Returned to the brand tier and above. */
                                plain_english?: string | null;
                                /** @description Enterprise tier, with include_sources=true. */
                                source_urls?: string[] | null;
                                /** @description Enterprise tier, with include_sources=true. */
                                source_documents?: string[] | null;
                                /** @description Enterprise tier, with include_bills=true. */
                                related_bills?: {
                                    bill_id: string;
                                    title: string;
                                    status: string;
                                    /** Format: uri */
                                    url: string;
                                }[] | null;
                                /** @description Enterprise tier, with include_changelog=true. */
                                changelog?: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    regulation_id: string;
                                    jurisdiction: string;
                                    field_changed: string;
                                    old_value: unknown;
                                    new_value: unknown;
                                    /** Format: date-time */
                                    changed_at: string;
                                    reason: string;
                                }[];
                            }[];
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            states_compared: string[];
                            substance_filter: string | null;
                            product_type_filter: string | null;
                            missing?: {
                                state: string;
                                /** @constant */
                                legal_status: "gray_area";
                                note: string;
                            }[];
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
    getV1RegulationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Regulation UUID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            jurisdiction: string;
                            substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                            product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                            legal_status: "legal" | "restricted" | "prohibited" | "gray_area" | "pending_change";
                            federal_status: string;
                            thc_limit_pct_dryweight: number | null;
                            thc_limit_mg_per_serving: number | null;
                            thc_limit_mg_per_container: number | null;
                            thc_measurement_method: string | null;
                            block_sale: boolean | null;
                            effective_date: string | null;
                            expiry_date: string | null;
                            /** Format: date-time */
                            last_verified: string;
                            verification_tier: "attorney_reviewed" | "analyst_verified" | "automated" | "unverified";
                            confidence_score: number;
                            /** @description Returned to the retailer tier and above. */
                            cbd_limit_mg_per_serving?: number | null;
                            /** @description Returned to the retailer tier and above. */
                            age_restriction?: number | null;
                            /** @description Returned to the retailer tier and above. */
                            age_verification_method?: string | null;
                            /** @description Returned to the retailer tier and above. */
                            shipping_status?: string | null;
                            /** @description Returned to the retailer tier and above. */
                            carrier_restrictions?: string[] | null;
                            /** @description Returned to the retailer tier and above. */
                            license_required?: boolean | null;
                            /** @description Returned to the retailer tier and above. */
                            license_type?: string | null;
                            /** @description Returned to the brand tier and above. */
                            labeling_required?: boolean | null;
                            /** @description Returned to the brand tier and above. */
                            warning_text_verbatim?: string | null;
                            /** @description Returned to the brand tier and above. */
                            testing_standard?: string | null;
                            /** @description Returned to the brand tier and above. */
                            testing_panels_required?: string[] | null;
                            /** @description Returned to the brand tier and above. */
                            enforcement_date?: string | null;
                            /** @description Returned to the brand tier and above. */
                            enforcement_agency?: string | null;
                            /** @description Returned to the brand tier and above. */
                            penalty_range?: string | null;
                            /** @description Returned to the brand tier and above. */
                            plain_english?: string | null;
                            /** @description Enterprise tier, with include_sources=true. */
                            source_urls?: string[] | null;
                            /** @description Enterprise tier, with include_sources=true. */
                            source_documents?: string[] | null;
                            /** @description Enterprise tier, with include_bills=true. */
                            related_bills?: {
                                bill_id: string;
                                title: string;
                                status: string;
                                /** Format: uri */
                                url: string;
                            }[] | null;
                            /** @description Enterprise tier, with include_changelog=true. */
                            changelog?: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                regulation_id: string;
                                jurisdiction: string;
                                field_changed: string;
                                old_value: unknown;
                                new_value: unknown;
                                /** Format: date-time */
                                changed_at: string;
                                reason: string;
                            }[];
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            /** @description Names the tier that unlocks an include_* parameter you passed. */
                            upgrade_hint?: string;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
    getV1States: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            code: string;
                            name: string;
                            regulation_count: number;
                            overall_stance: "permissive" | "moderate" | "restrictive" | "prohibitive";
                            /** Format: date-time */
                            last_updated: string;
                        }[];
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
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
    getV1StatesByCode: {
        parameters: {
            query?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            code: string;
                            name: string;
                            overall_stance: "permissive" | "moderate" | "restrictive" | "prohibitive";
                            regulation_count: number;
                            regulations: {
                                /** Format: uuid */
                                id: string;
                                jurisdiction: string;
                                substance: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                                product_type: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                                legal_status: "legal" | "restricted" | "prohibited" | "gray_area" | "pending_change";
                                federal_status: string;
                                thc_limit_pct_dryweight: number | null;
                                thc_limit_mg_per_serving: number | null;
                                thc_limit_mg_per_container: number | null;
                                thc_measurement_method: string | null;
                                block_sale: boolean | null;
                                effective_date: string | null;
                                expiry_date: string | null;
                                /** Format: date-time */
                                last_verified: string;
                                verification_tier: "attorney_reviewed" | "analyst_verified" | "automated" | "unverified";
                                confidence_score: number;
                                /** @description Returned to the retailer tier and above. */
                                cbd_limit_mg_per_serving?: number | null;
                                /** @description Returned to the retailer tier and above. */
                                age_restriction?: number | null;
                                /** @description Returned to the retailer tier and above. */
                                age_verification_method?: string | null;
                                /** @description Returned to the retailer tier and above. */
                                shipping_status?: string | null;
                                /** @description Returned to the retailer tier and above. */
                                carrier_restrictions?: string[] | null;
                                /** @description Returned to the retailer tier and above. */
                                license_required?: boolean | null;
                                /** @description Returned to the retailer tier and above. */
                                license_type?: string | null;
                                /** @description Returned to the brand tier and above. */
                                labeling_required?: boolean | null;
                                /** @description Returned to the brand tier and above. */
                                warning_text_verbatim?: string | null;
                                /** @description Returned to the brand tier and above. */
                                testing_standard?: string | null;
                                /** @description Returned to the brand tier and above. */
                                testing_panels_required?: string[] | null;
                                /** @description Returned to the brand tier and above. */
                                enforcement_date?: string | null;
                                /** @description Returned to the brand tier and above. */
                                enforcement_agency?: string | null;
                                /** @description Returned to the brand tier and above. */
                                penalty_range?: string | null;
                                /** @description Returned to the brand tier and above. */
                                plain_english?: string | null;
                                /** @description Enterprise tier, with include_sources=true. */
                                source_urls?: string[] | null;
                                /** @description Enterprise tier, with include_sources=true. */
                                source_documents?: string[] | null;
                                /** @description Enterprise tier, with include_bills=true. */
                                related_bills?: {
                                    bill_id: string;
                                    title: string;
                                    status: string;
                                    /** Format: uri */
                                    url: string;
                                }[] | null;
                                /** @description Enterprise tier, with include_changelog=true. */
                                changelog?: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    regulation_id: string;
                                    jurisdiction: string;
                                    field_changed: string;
                                    old_value: unknown;
                                    new_value: unknown;
                                    /** Format: date-time */
                                    changed_at: string;
                                    reason: string;
                                }[];
                            }[];
                            regulatory_agency: string;
                            hemp_program_url: string | null;
                            notes: string | null;
                            /** Format: date-time */
                            last_updated: string;
                        };
                        meta: {
                            request_id: string;
                            /** @constant */
                            api_version?: "v1";
                            /** @description Names the tier that unlocks an include_* parameter you passed. */
                            upgrade_hint?: string;
                        };
                        errors: unknown[] | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code NOT_FOUND. See /errors. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            slug: "delta-9-thc" | "delta-8-thc" | "cbd" | "thca" | "cbg" | "cbn";
                            name: string;
                            description: string;
                            regulation_count: number;
                            states_legal: number;
                            states_restricted: number;
                            states_prohibited: number;
                        }[];
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
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
    "getV1Product-types": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            slug: "edibles" | "topicals" | "smokable" | "tinctures" | "beverages" | "flower" | "concentrates" | "pet-products" | "vapes";
                            name: string;
                            description: string;
                            regulation_count: number;
                        }[];
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
            /** @description Not modified: the If-None-Match tag matches; no body. Every read carries a weak ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error envelope with code INVALID_KEY_TYPE or VALIDATION_ERROR. See /errors. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code UNAUTHORIZED. See /errors. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code FORBIDDEN. See /errors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code INTERNAL_ERROR. See /errors. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code SERVICE_UNAVAILABLE. See /errors. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
            /** @description Error envelope with code RATE_LIMITED. See /errors. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
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
                };
            };
        };
    };
}
