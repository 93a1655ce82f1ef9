/**
 * Generated from the service's route table (the add-in's operations, through the OpenAPI document): do not edit.
 * Regenerate with `npm run api:types` (`npm run build` runs it).
 */

export interface paths {
    "/api/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rendered signature (query form kept for older add-ins; same answer) */
        get: operations["getApiSignature"];
        put?: never;
        /** Rendered signature plus inline images for the add-in */
        post: operations["postApiSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signature/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Standalone HTML signature file (query form) */
        get: operations["getApiSignatureDownload"];
        put?: never;
        /** Standalone HTML signature file, images inlined */
        post: operations["postApiSignatureDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signature/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The apply outcome of one attempt; the mailbox is the token holder, never the payload */
        post: operations["postApiSignatureReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signature/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the mailbox has profile fields to fill in, and where the profile page is */
        get: operations["getApiSignatureProfile"];
        put?: never;
        post?: never;
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
        AddinSignature: {
            html: string;
            images: {
                cid: string;
                name: string;
                contentType: string;
                base64: string;
            }[];
            templateId: string | null;
            version: number | null;
            /** @enum {string} */
            type: "new" | "reply";
            /** @description The language variant of the template given (a tag such as `de`); null: the template's default */
            language: string | null;
            /** @description How the recipients stood when the organisation has rules, banners or footers that test them: `internal` (all inside the organisation), `external` (any outside), null (none were given). Absent when nothing the organisation has tests recipients (the answer is then the same for every set). The add-in writes it into its mark, so the relay can add a footer meant for external recipients to a message signed for internal ones. */
            recipients?: ("internal" | "external") | null;
            /** @description How the organisation tidies threads, for the add-in (present only when the request carried `thread`). */
            thread?: {
                /** @description The organisation signs once per thread and the quoted history holds the full signature: this is the reply signature without banners (or none); the add-in marks it as the shorter signature. */
                inThread: boolean;
                /** @description Take the phones' own footers (such as “Sent from my iPhone”) off the end of the new text. */
                removeMobileFooters: boolean;
            };
            /** @description Proof that this service gave the signature, for the relay: the add-in writes it into its mark (`X-Signature-Applied: …; token=<markToken>`). It binds the organisation, the mailbox and `recipients`, and is good for three to four days. Null when there is no signature to mark. */
            markToken: string | null;
            /** @description Present only on an answer served while storage is out: the last good answer for this request, rendered at this time (ISO 8601, also in the `X-Signature-Stale` header), at most a day before. The add-in says so in its apply report. */
            stale?: string;
        };
        Finding: {
            rule: string;
            /** @enum {string} */
            severity: "error" | "warning" | "info";
            clients: ("outlook-windows" | "outlook-mac" | "outlook-web" | "outlook-ios" | "outlook-android")[];
            message: string;
            line: number;
            column: number;
            start: number;
            end: number;
            whole?: boolean;
            variant?: string;
            fix?: {
                label: string;
                edits: {
                    start: number;
                    end: number;
                    text: string;
                }[];
                darkVariantOf?: string;
            };
        };
        Error: {
            code: components["schemas"]["RefusalCode"];
            message: string;
            /** @description With `invalid_request`: each field (a dotted path into the body, query or path) and its reason. With `empty_template`: the field that shows nothing, and why. With `mailbox_not_found`: the field naming the address, and its reason. With `designed_template`: what `detach` must be */
            fields?: {
                [key: string]: string;
            };
            /** @description With `unsupported_image_type`, `unsupported_media_type`, `unsupported_photo_type`: the media types it takes */
            accepted?: string[];
            /** @description With `empty_template`: what was removed, and how often */
            removed?: {
                item: string;
                count: number;
            }[];
            /** @description With `too_long`: the rendered length in characters */
            length?: number;
            /** @description With `too_long`: the most characters a mail client takes. With `invitation_mail_limit`: the invitations mailed a day at most */
            limit?: number;
            /** @description With `missing_capability`: the capability the operation needs (the first it accepts) */
            capability?: string;
            /** @description With `missing_capability`: every capability the operation accepts, when it accepts more than one */
            anyOf?: string[];
            /** @description With `role_beyond_caller`: the capabilities of the role the caller does not hold */
            missing?: string[];
            /** @description With `partner_role_required`: the partner roles the operation takes */
            required?: string[];
            /** @description With `invite_wrong_organisation`: the domain the invitation was made for */
            domain?: string;
            /** @description With `method_not_allowed`: the methods the path takes */
            allowed?: string[];
            /** @description With `template_assigned`: the roles the template is assigned to */
            roles?: ("new" | "reply")[];
            /** @description With `template_assigned`: the assignment rules naming the template */
            rules?: {
                id: string;
                name: string;
            }[];
            /** @description With `not_published`: the template that has never been published */
            templateId?: string;
            /** @description With `rollout_in_flight`: when deleting a template, the rollout in the way */
            rollout?: {
                templateId: string;
                startedAt: string;
                startedBy: string;
                percentage: number;
            };
            /** @description With `schedule_pending`: the scheduled publish in the way */
            schedule?: {
                templateId: string;
                publishAt: string;
                bookedBy: string;
            };
            /** @description With `asset_in_use`: the templates using the image */
            templates?: {
                id: string;
                name: string;
            }[];
            /** @description With `list_not_empty`: the mailboxes on the cost list */
            mailboxes?: number;
            /** @description With `list_not_empty`: the groups on the cost list */
            groups?: number;
            /** @description With `invalid_transition`: the organisation's state. With `invite_expired`, `invite_revoked`, `invite_used`: the invitation's state. With `transfer_answered`: the takeover request's state */
            state?: string;
            /** @description With `agreement_version_mismatch`: the partner agreement version in force */
            current?: string;
            /** @description With `transfer_pending`: the takeover request already waiting */
            id?: string;
            /** @description With `stale_version`: the version the template is at */
            version?: number;
            /** @description With `payload_too_large`, `image_too_large`, `photo_too_large`: the most bytes it may have */
            limitBytes?: number;
            /** @description With `image_too_large`, `photo_too_large`: the bytes it has */
            size?: number;
            /** @description With `image_too_large`, `image_dimensions`, `image_frames`, `image_work_busy`: in a bundle: which of its images, as `images.<n>` */
            image?: string;
            /** @description With `image_dimensions`, `photo_dimensions`: the most pixels it may have */
            limitPixels?: number;
            /** @description With `image_dimensions`, `photo_dimensions`: its width */
            width?: number;
            /** @description With `image_dimensions`, `photo_dimensions`: the height of one frame */
            height?: number;
            /** @description With `image_dimensions`, `image_frames`, `photo_dimensions`, `photo_frames`: its frames */
            frames?: number;
            /** @description With `image_frames`, `photo_frames`: the most frames it may have */
            limitFrames?: number;
            /** @description With `signature_faults`: every finding of the doctor, the errors that refused the body among them */
            findings?: components["schemas"]["Finding"][];
            /** @description With `rate_limited`, `invitation_mail_limit`: seconds until the limit clears. With `identity_keys_busy`, `image_work_busy`: seconds to wait before trying again */
            retryAfter?: number;
            /** @description With `invitation_mail_limit`: when the day’s count starts again */
            resetsAt?: string;
            /** @description With `internal`: the invocation, for the service’s logs */
            invocationId?: string;
            /** @description With `mail_failed`: what the mail service answered. With `payment_provider_error`: why, as a code (`card_declined`, `unexpected_answer`, `provider_refused`); a provider that does not answer is 503 */
            reason?: string;
        };
        /**
         * @description Why the service refused: one code for each refusal (the message says it in words)
         * @enum {string}
         */
        RefusalCode: "invalid_request" | "invalid_event" | "invalid_signature" | "unsupported_image_type" | "empty_template" | "too_long" | "invalid_state" | "state_expired" | "state_used" | "consent_other_browser" | "unknown_tenant" | "signin_failed" | "unauthenticated" | "invalid_key" | "key_expired" | "subscription_inactive" | "not_a_portal_user" | "not_platform_operator" | "read_only_key" | "admin_role_required" | "missing_capability" | "role_beyond_caller" | "approval_required" | "origin_not_allowed" | "not_onboarded" | "pending_deletion" | "suspended" | "signature_unavailable" | "delivery_paused" | "mailbox_excluded" | "not_your_mailbox" | "portal_off" | "photo_upload_off" | "not_partner_staff" | "partner_agreement_required" | "partner_role_required" | "not_managed" | "own_people_only" | "consent_denied" | "signin_denied" | "signin_unverified" | "guest_not_allowed" | "not_an_administrator" | "invite_wrong_organisation" | "tenant_mismatch" | "not_found" | "not_available_to_api_keys" | "mailbox_not_found" | "not_a_mailbox" | "not_designed" | "no_template_assigned" | "client_not_found" | "invite_not_found" | "transfer_not_found" | "organisation_not_found" | "method_not_allowed" | "template_assigned" | "designed_template" | "design_detached" | "variant_written_as_html" | "no_draft" | "never_published" | "already_submitted" | "not_submitted" | "not_published" | "no_reply_template" | "rollout_in_flight" | "no_rollout" | "schedule_pending" | "schedule_firing" | "no_signature" | "asset_in_use" | "conflict" | "field_exists" | "nothing_to_undo" | "import_running" | "already_provisioned" | "list_not_empty" | "inclusion_mode" | "last_admin" | "concurrent_update" | "invalid_transition" | "not_cancelled" | "no_subscription" | "last_owner" | "agreement_version_mismatch" | "no_partner" | "invite_expired" | "invite_revoked" | "invite_used" | "invite_own_organisation" | "own_organisation" | "already_managed" | "transfer_pending" | "transfer_answered" | "partner_unavailable" | "stale_version" | "stale_brand_kit" | "stale_resource" | "stale_rules" | "payload_too_large" | "image_too_large" | "image_dimensions" | "image_frames" | "photo_too_large" | "photo_dimensions" | "photo_frames" | "unsupported_media_type" | "unsupported_photo_type" | "signature_faults" | "rate_limited" | "invitation_mail_limit" | "internal" | "directory_unavailable" | "identity_provider_unavailable" | "mail_failed" | "payment_provider_error" | "storage_unavailable" | "identity_keys_busy" | "image_work_busy" | "mail_unavailable" | "billing_unavailable";
    };
    responses: {
        /** @description The request is not valid; `fields` names each field and its reason */
        InvalidRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token or key */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused for this caller or organisation */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Over the rate limit */
        RateLimited: {
            headers: {
                /** @description Seconds until the limit clears */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Storage is not reachable */
        StorageUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other refusal */
        OtherRefusal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiSignature: {
        parameters: {
            query?: {
                email?: string;
                type?: "new" | "reply";
                recipientDomains?: string;
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
                    "application/json": components["schemas"]["AddinSignature"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    postApiSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    type?: "new" | "reply";
                    /** @description The message's recipients, as their domains only (never addresses): the add-in sends the domains of To, Cc and Bcc. Recipient conditions of rules, banners and footers test them; without them no recipient condition matches. */
                    recipients?: {
                        domains: string[];
                    };
                    /** @description What the add-in read of the message. Given, the answer carries `thread`: how the organisation tidies threads. */
                    thread?: {
                        /** @description The quoted history (below the reply marker) holds this sender's full signature of the service; false for a new message. */
                        quotedSignature: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddinSignature"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    getApiSignatureDownload: {
        parameters: {
            query?: {
                email?: string;
                type?: "new" | "reply";
                recipientDomains?: string;
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
                    "text/html": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    postApiSignatureDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    type?: "new" | "reply";
                    /** @description The message's recipients, as their domains only (never addresses): the add-in sends the domains of To, Cc and Bcc. Recipient conditions of rules, banners and footers test them; without them no recipient condition matches. */
                    recipients?: {
                        domains: string[];
                    };
                    /** @description What the add-in read of the message. Given, the answer carries `thread`: how the organisation tidies threads. */
                    thread?: {
                        /** @description The quoted history (below the reply marker) holds this sender's full signature of the service; false for a new message. */
                        quotedSignature: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    postApiSignatureReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "new" | "reply";
                    /** @enum {string} */
                    outcome: "applied" | "failed" | "skipped";
                    templateId?: string;
                    version?: number;
                    error?: string;
                    client?: string;
                    /** @description What Office reports: `mailbox.diagnostics.hostName`, `hostVersion` and `context.platform` */
                    host?: {
                        name: string;
                        version: string;
                        platform: string;
                    };
                    /**
                     * @description The launch event that started the attempt
                     * @enum {string}
                     */
                    event?: "newMessage" | "fromChanged" | "newAppointment" | "recipientsChanged";
                    /**
                     * @description Why a failed or skipped attempt did not apply
                     * @enum {string}
                     */
                    reason?: "no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added";
                    /** @description From the event to `completed()` */
                    durationMs?: number;
                    /** @description The signature applied was served stale (`X-Signature-Stale`): the last good one, while storage was out */
                    stale?: boolean;
                    email?: string;
                    mailbox?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mailbox: string;
                        reportedBy: string;
                        /** @enum {string} */
                        type: "new" | "reply";
                        /** @enum {string} */
                        outcome: "applied" | "failed" | "skipped";
                        templateId: string | null;
                        version: number | null;
                        error: string | null;
                        client: string | null;
                        clientFamily: ("windows-classic" | "windows-new" | "web" | "mac" | "ios" | "android" | "apple-mail" | "gmail" | "other") | null;
                        clientVersion: string | null;
                        event: ("newMessage" | "fromChanged" | "newAppointment" | "recipientsChanged") | null;
                        reason: ("no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added") | null;
                        durationMs: number | null;
                        at: string;
                        /**
                         * @description Who applied it: the add-in, or the relay on the way out (`server`)
                         * @enum {string}
                         */
                        source: "addin" | "server";
                        /** @description True when the add-in applied a signature served stale; absent otherwise */
                        stale?: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mailbox: string;
                        reportedBy: string;
                        /** @enum {string} */
                        type: "new" | "reply";
                        /** @enum {string} */
                        outcome: "applied" | "failed" | "skipped";
                        templateId: string | null;
                        version: number | null;
                        error: string | null;
                        client: string | null;
                        clientFamily: ("windows-classic" | "windows-new" | "web" | "mac" | "ios" | "android" | "apple-mail" | "gmail" | "other") | null;
                        clientVersion: string | null;
                        event: ("newMessage" | "fromChanged" | "newAppointment" | "recipientsChanged") | null;
                        reason: ("no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added") | null;
                        durationMs: number | null;
                        at: string;
                        /**
                         * @description Who applied it: the add-in, or the relay on the way out (`server`)
                         * @enum {string}
                         */
                        source: "addin" | "server";
                        /** @description True when the add-in applied a signature served stale; absent otherwise */
                        stale?: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    getApiSignatureProfile: {
        parameters: {
            query?: {
                email?: string;
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
                        editable: boolean;
                        fields: number;
                        missing: number;
                        url: string;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: suspended, pending_deletion, not_onboarded) */
            403: components["responses"]["Refused"];
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Storage is not reachable (code: storage_unavailable) */
            503: components["responses"]["StorageUnavailable"];
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
}
