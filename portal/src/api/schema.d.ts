/**
 * Generated from the service's route table (every operation, through the full OpenAPI document): do not edit.
 * Regenerate with `npm run api:types` (`npm run build` runs it).
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configuration and storage check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/config.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The portal's public sign-in configuration */
        get: operations["getAdminConfigJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pricing page */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy page */
        get: operations["getPrivacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms page */
        get: operations["getTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The support page */
        get: operations["getSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dpa page */
        get: operations["getDpa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner agreement page */
        get: operations["getPartnerAgreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin portal single-page app */
        get: operations["getAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/microsoft-officeaddins-allowed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The add-in scripts of this origin that Office lets use SSO and CORS (classic Outlook's event runtime) */
        get: operations["getWellKnownMicrosoftOfficeaddinsAllowedJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compose/senders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The From addresses of the portal's compose window: the caller's mailbox and the directory's shared mailboxes */
        get: operations["getApiAdminComposeSenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to the identity provider for admin consent (with ?invite=<token>, through a partner's invitation; ?login_hint=<address> is passed on) */
        get: operations["getAdminConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/consent/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin-consent callback: signs the consenting administrator in, then provisions the organisation, makes them its first Admin and opens the portal */
        get: operations["getAdminConsentCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service operators: one organisation and its state */
        get: operations["getApiAdminPlatformTenantsByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: suspend an organisation */
        post: operations["postApiAdminPlatformTenantsByTenantIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: resume an organisation */
        post: operations["postApiAdminPlatformTenantsByTenantIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/schedule-deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: schedule deletion an organisation */
        post: operations["postApiAdminPlatformTenantsByTenantIdScheduleDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: restore an organisation */
        post: operations["postApiAdminPlatformTenantsByTenantIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/purge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: purge an organisation */
        post: operations["postApiAdminPlatformTenantsByTenantIdPurge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller, their role and capabilities, and the organisation */
        get: operations["getApiAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Portal users and their roles, and the roles the caller may grant (those holding nothing beyond what the caller holds) */
        get: operations["getApiAdminUsers"];
        /** Add a portal user or change their role */
        put: operations["putApiAdminUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a portal user */
        delete: operations["deleteApiAdminUsersByEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Directory lookup for pickers, from two characters */
        get: operations["getApiAdminUsersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publish approval, profile editing, digest frequency and server-side signatures */
        get: operations["getApiAdminSettings"];
        /** Change organisation settings */
        put: operations["putApiAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-side": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-side signatures: the mode, the Exchange Online PowerShell for this organisation and 30 days of counts */
        get: operations["getApiAdminServerSide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-side/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The check: waiting, expired, or what the relay did with the test message and the message as it was handed on */
        get: operations["getApiAdminServerSideCheck"];
        put?: never;
        /** Start a check: a code to put in the subject of a test message; the relay keeps that message for 7 days */
        post: operations["postApiAdminServerSideCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-side/sink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local mail sink's newest messages from this organisation (local host only; none in Azure) */
        get: operations["getApiAdminServerSideSink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Change log, newest first; filter by scope; page with cursor */
        get: operations["getApiAdminLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The change log from one moment to another, as CSV or JSON Lines, streamed as it is read */
        get: operations["getApiAdminLogExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long each kind of data is kept (within the service’s bounds), and how many records of it the organisation holds */
        get: operations["getApiAdminPrivacyRetention"];
        /** Sets how long some kinds of data are kept; a value outside its bounds refuses the whole change */
        put: operations["putApiAdminPrivacyRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{email}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's data: every kind the service holds about them (by address, former addresses and object id), with counts */
        get: operations["getApiAdminPeopleByEmailData"];
        put?: never;
        post?: never;
        /** Erases a person's data (the change log keeps its entries under a pseudonym) and answers a receipt; a second call erases nothing */
        delete: operations["deleteApiAdminPeopleByEmailData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{email}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts an export of a person's data: an archive made in the background, downloadable once for seven days */
        post: operations["postApiAdminPeopleByEmailExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export: its state and progress; with ?download=true, its archive, once, to whoever asked for it */
        get: operations["getApiAdminExportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/people/{email}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service operators: a person's data in an organisation that asked for help, with counts */
        get: operations["getApiAdminPlatformTenantsByTenantIdPeopleByEmailData"];
        put?: never;
        post?: never;
        /** Service operators: erases a person's data for an organisation, written to its change log as the operator's */
        delete: operations["deleteApiAdminPlatformTenantsByTenantIdPeopleByEmailData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/people/{email}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Service operators: starts an export of a person's data for an organisation, written to its change log */
        post: operations["postApiAdminPlatformTenantsByTenantIdPeopleByEmailExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/platform/tenants/{tenantId}/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service operators: an export of an organisation, and with ?download=true its archive, once */
        get: operations["getApiAdminPlatformTenantsByTenantIdExportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhooks that receive the change log and alerts (their secrets are never shown again) */
        get: operations["getApiAdminWebhooks"];
        put?: never;
        /** Register a webhook (https only): the secret that signs its deliveries is returned once */
        post: operations["postApiAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook and its deliveries, pending ones included */
        delete: operations["deleteApiAdminWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test delivery now; answers how it went (a failed one is retried like any other) */
        post: operations["postApiAdminWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook’s last 50 deliveries, newest first, with what the receiver answered */
        get: operations["getApiAdminWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who receives which alerts (every Admin receives every kind until an Admin sets them) */
        get: operations["getApiAdminAlerts"];
        /** Set who receives which alerts: Admins of the organisation only, each with the kinds they receive */
        put: operations["putApiAdminAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every API key of the organisation, revoked included */
        get: operations["getApiAdminApiKeys"];
        put?: never;
        /** Create an API key (the secret is returned once) */
        post: operations["postApiAdminApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (the row stays, marked revoked) */
        delete: operations["deleteApiAdminApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-surface": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API key allow-list as data; with ?key=<id>, what that key can reach and why not */
        get: operations["getApiAdminApiSurface"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-reference.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenAPI 3.1 document of the API key surface, as a download */
        get: operations["getApiAdminApiReferenceJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/vcf/{token}.vcf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sender's contact card (vCard 4.0); the URL names no mailbox */
        get: operations["getVcfByTokenVcf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own organisation and its state for the service, in every state (not yet connected included): the portal asks it first, so an expected state is an answer rather than a refusal */
        get: operations["getApiMeOrganisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own profile: the fields to fill in, the values saved, and directory attributes (read-only) */
        get: operations["getApiMeProfile"];
        /** Save own values; 400 with field-by-field reasons when a value fails its field */
        put: operations["putApiMeProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own signature as a standalone HTML document */
        get: operations["getApiMeSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/signature/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Own signature rendered with values typed but not saved (those that fit their fields); saves nothing */
        post: operations["postApiMeSignaturePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own language: one's own choice, the directory's preferred language and the organisation's default */
        get: operations["getApiMePreferences"];
        /** Choose one's own language for the portal, the add-in and e-mails (null forgets the choice) */
        put: operations["putApiMePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/automatic-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own out-of-office replies: on or off, the dates, whom they name, and both replies as they would go out */
        get: operations["getApiMeAutomaticReplies"];
        /** Switch one's own out-of-office replies on (from the reply template, with dates and whom to contact) or off */
        put: operations["putApiMeAutomaticReplies"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/automatic-replies/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Both of one's own replies for dates and a contact not saved yet (null while no reply template is published) */
        post: operations["postApiMeAutomaticRepliesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automatic-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has out-of-office replies on: those out now first, with their dates and whom they name */
        get: operations["getApiAdminAutomaticReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/automatic-replies/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch someone's out-of-office replies on or off for them (the change log names who did) */
        put: operations["putApiAdminAutomaticRepliesByEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{tenant}/{id}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's photo as signatures show it (the URL is unguessable and changes with the photo, so it is cached for good) */
        get: operations["getPhotosByTenantByIdByVariant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own photo as signatures show it (own upload, else the directory photo), and whether an own photo may be uploaded */
        get: operations["getApiMePhoto"];
        /** Upload or replace own photo (JPEG, PNG, WebP or GIF, read from the bytes; resized, the previous one removed): JSON {base64} or the raw bytes with their image content type. 403 photo_upload_off, 413 photo_too_large (over 5 MiB) or photo_dimensions (over 25 megapixels), 415 unsupported_photo_type, 503 image_work_busy */
        put: operations["putApiMePhoto"];
        post?: never;
        /** Remove own uploaded photo: signatures show the directory photo again, if there is one */
        delete: operations["deleteApiMePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Template library (no bodies), role assignments and signaturesPaused */
        get: operations["getApiAdminTemplates"];
        put?: never;
        /** Create a template: its body is an unpublished working copy that reaches nobody until published (`publishWith` names the call); with `"publish": true` it is published as version 1 in the same call, as any publish is (approval, the doctor) */
        post: operations["postApiAdminTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recently deleted templates and the retention window */
        get: operations["getApiAdminTemplatesDeleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template with its body and working copy; the ETag is its version */
        get: operations["getApiAdminTemplatesById"];
        /** Publish a new version (honours If-Match; 412 stale_version); a body identical to the live one publishes nothing; a body identical to the working copy clears it */
        put: operations["putApiAdminTemplatesById"];
        post?: never;
        /** Delete a template to Recently deleted (?purge=true: for good); refused while assigned */
        delete: operations["deleteApiAdminTemplatesById"];
        options?: never;
        head?: never;
        /** Rename a template */
        patch: operations["patchApiAdminTemplatesById"];
        trace?: never;
    };
    "/api/admin/templates/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a template (optional body {name}; by default "Copy of <name>") */
        post: operations["postApiAdminTemplatesByIdDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a template from Recently deleted */
        post: operations["postApiAdminTemplatesByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version history, newest first */
        get: operations["getApiAdminTemplatesByIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/versions/{version}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version rendered against sample data, images inlined, with its length and the mail client's limit */
        get: operations["getApiAdminTemplatesByIdVersionsByVersionPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an earlier version again as a new version */
        post: operations["postApiAdminTemplatesByIdRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the working copy (never reaches users) */
        put: operations["putApiAdminTemplatesByIdDraft"];
        post?: never;
        /** Discard the working copy */
        delete: operations["deleteApiAdminTemplatesByIdDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/draft/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the working copy up for review */
        post: operations["postApiAdminTemplatesByIdDraftSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/draft/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a submitted working copy back with a note */
        post: operations["postApiAdminTemplatesByIdDraftReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/publish-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the working copy (the approve action) */
        post: operations["postApiAdminTemplatesByIdPublishDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Review queue, whether the caller can approve, and requireApproval */
        get: operations["getApiAdminApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Portable JSON bundle: body, metadata and the images it uses */
        get: operations["getApiAdminTemplatesByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a bundle as a new template, with its images; the answer carries the signature doctor's findings on it. The same bundle again (a retry) answers the template it made, unless that was deleted */
        post: operations["postApiAdminTemplatesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign templates to the new and reply roles (a role left out keeps its template) */
        put: operations["putApiAdminRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/signature-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pause or resume signature delivery for the organisation */
        put: operations["putApiAdminSignatureDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The template assigned to new messages */
        get: operations["getApiAdminTemplate"];
        /** Publish a new version of the template assigned to new messages */
        put: operations["putApiAdminTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Versions of the template assigned to new messages */
        get: operations["getApiAdminVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll back the template assigned to new messages */
        post: operations["postApiAdminRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn link tracking on or off for a template */
        put: operations["putApiAdminTemplatesByIdTracking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's brand kit: colours, font stack, logo, social profiles and the default call to action */
        get: operations["getApiAdminBrandKit"];
        /** Replace the brand kit (honours If-Match; 412 stale_brand_kit); every designed template that follows it is re-rendered into a working copy for review */
        put: operations["putApiAdminBrandKit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/designs/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery of designs, each previewed with the signed-in person's own directory data and the brand kit */
        get: operations["getApiAdminDesignsGallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/designs/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a design with the brand kit for the signed-in person (or sample data), images inlined */
        post: operations["postApiAdminDesignsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/designs/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template from a design or a gallery design (an out-of-office reply from a reply design): the design stored, its rendered HTML the working copy */
        post: operations["postApiAdminDesignsTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template's design and whether its HTML was detached from it (design null: the template is written as HTML) */
        get: operations["getApiAdminTemplatesByIdDesign"];
        /** Save the design: its rendered HTML becomes the working copy, and each language design its variant (409 design_detached after a hand edit: restore first) */
        put: operations["putApiAdminTemplatesByIdDesign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/design/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detach the template from its design, to edit its HTML by hand (undone by restore); with {language}, only that variant from its design */
        post: operations["postApiAdminTemplatesByIdDesignDetach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/design/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a detach: the kept designs are rendered into the working copy again; with {language}, only that variant (the default must follow its design) */
        post: operations["postApiAdminTemplatesByIdDesignRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/versions/{version}/design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The designs a published version was rendered from (design null when that version was written as HTML) */
        get: operations["getApiAdminTemplatesByIdVersionsByVersionDesign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/static/social/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A social network icon for signatures (PNG at twice its shown size) */
        get: operations["getStaticSocialByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a body or a template with sample data, or for a named mailbox (and optional sender); images inlined */
        post: operations["postApiAdminPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A mailbox's live signature as a standalone HTML file */
        get: operations["getApiAdminDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/lint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the signature doctor on posted HTML or a template's current body: every finding (error, warning, info) with its place, the clients it concerns and a safe fix where one exists */
        post: operations["postApiAdminLint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/doctor/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the doctor knows of the organisation (clients in use, images, placeholders' empty shares and longest values), so the editor lints as the person types */
        get: operations["getApiAdminDoctorContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/versions/{version}/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The doctor's warnings recorded when a version was published */
        get: operations["getApiAdminTemplatesByIdVersionsByVersionFindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/asset/{name}/dark-variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a dark-mode variant of an image (<name>-dark.png): a light outline around its shapes, or a white card with padding */
        post: operations["postApiAdminAssetByNameDarkVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/rollout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rollout state, both versions' apply results, and the next decision */
        get: operations["getApiAdminTemplatesByIdRollout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/rollout/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the rollout to everyone now */
        post: operations["postApiAdminTemplatesByIdRolloutPromote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/rollout/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Abandon the rollout (not subject to publish approval) */
        post: operations["postApiAdminTemplatesByIdRolloutRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rollouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every rollout in flight, without bodies */
        get: operations["getApiAdminRollouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule on one template, whatever its state */
        get: operations["getApiAdminTemplatesByIdSchedule"];
        /** Book a publish (optionally as a staged rollout) at publishAt, future and within 365 days; replaces any pending booking */
        put: operations["putApiAdminTemplatesByIdSchedule"];
        post?: never;
        /** Call off a pending booking */
        delete: operations["deleteApiAdminTemplatesByIdSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every pending schedule, soonest first */
        get: operations["getApiAdminSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Placeholders the editors offer, with the organisation's profile fields under User profile */
        get: operations["getApiAdminFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom profile fields */
        get: operations["getApiAdminProfileFields"];
        put?: never;
        /** Define a custom profile field (its key is immutable) */
        post: operations["postApiAdminProfileFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-fields/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a profile field; values the new definition refuses are deleted and counted */
        put: operations["putApiAdminProfileFieldsByKey"];
        post?: never;
        /** Delete a profile field and every stored value of it, irreversibly */
        delete: operations["deleteApiAdminProfileFieldsByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-fields/{key}/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many stored values a change of the field would delete; changes nothing (asked before confirming) */
        post: operations["postApiAdminProfileFieldsByKeyImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every mailbox with stored values, how many fields each completed, and the enabled fields */
        get: operations["getApiAdminProfileValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile-values/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enter or change a colleague's values, validated as their own save */
        put: operations["putApiAdminProfileValuesByEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import attribute and custom field values from a CSV file (first column `mail`): every change by mailbox and every problem by row; applied in one step unless `dryRun=true` or any row has a problem */
        post: operations["postApiAdminImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a large CSV file as a job (same file, checks and answer as a direct import): answers at once with the job, whose progress `GET /api/admin/imports/jobs/:id` tells */
        post: operations["postApiAdminImportsJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import job: its phase and progress, and once done the import's answer (changes, problems by row, counts) */
        get: operations["getApiAdminImportsJobsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last import applied: when, by whom, what it changed, and whether it was undone */
        get: operations["getApiAdminImportsLast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the last import: every mailbox it changed gets back the imported values it had before */
        post: operations["postApiAdminImportsUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The column mapping remembered from the last time: headers and the attribute or field each fills */
        get: operations["getApiAdminImportsMapping"];
        /** Remember a column mapping for the next imports */
        put: operations["putApiAdminImportsMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/people/{email}/layers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For each attribute and custom field of a mailbox: the value used and where it came from (directory, import or the person's own) */
        get: operations["getApiAdminPeopleByEmailLayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/ServiceProviderConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SCIM: what the service supports (patch, filter, ETags; no bulk, sort or passwords) */
        get: operations["getScimV2ServiceProviderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SCIM: the User schemas (core, enterprise, and the extension of the custom profile fields) */
        get: operations["getScimV2Schemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/ResourceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SCIM: the resource types (User) */
        get: operations["getScimV2ResourceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SCIM: provisioned users, filtered (`userName eq "..."`, with and/or) and paged (`startIndex`, `count`) */
        get: operations["getScimV2Users"];
        put?: never;
        /** SCIM: provision a user the directory knows; its values become imported values that a directory sync keeps */
        post: operations["postScimV2Users"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SCIM: one provisioned user, with its version as the ETag */
        get: operations["getScimV2UsersById"];
        /** SCIM: replace a user’s imported values (honours If-Match; 412 stale_resource) */
        put: operations["putScimV2UsersById"];
        post?: never;
        /** SCIM: deprovision a user: its imported values go and the directory’s apply again (honours If-Match) */
        delete: operations["deleteScimV2UsersById"];
        options?: never;
        head?: never;
        /** SCIM: change a user with add, replace and remove operations; `active: false` deactivates (honours If-Match) */
        patch: operations["patchScimV2UsersById"];
        trace?: never;
    };
    "/api/admin/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assignment rules, in order */
        get: operations["getApiAdminRules"];
        /** Replace the assignment rules as one ordered list */
        put: operations["putApiAdminRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rules/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dry-run the saved rules against one mailbox (and the recipients given), reading the directory live */
        post: operations["postApiAdminRulesSimulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign banners */
        get: operations["getApiAdminBanners"];
        put?: never;
        /** Create a campaign banner */
        post: operations["postApiAdminBanners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a campaign banner (replaced whole) */
        put: operations["putApiAdminBannersById"];
        post?: never;
        /** Delete a campaign banner */
        delete: operations["deleteApiAdminBannersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/footers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compliance footers */
        get: operations["getApiAdminFooters"];
        put?: never;
        /** Create a compliance footer */
        post: operations["postApiAdminFooters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/footers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a compliance footer (replaced whole) */
        put: operations["putApiAdminFootersById"];
        post?: never;
        /** Delete a compliance footer */
        delete: operations["deleteApiAdminFootersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Image list */
        get: operations["getApiAdminAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/asset/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One image, base64 encoded */
        get: operations["getApiAdminAssetByName"];
        /** Upload or replace an image (PNG, JPEG or GIF; type read from the bytes): JSON {base64, contentType?} or the raw bytes with their image content type. 413 image_too_large (over 512 KiB), image_dimensions (over 25 megapixels, all frames together) or image_frames (over 200 frames); 503 image_work_busy */
        put: operations["putApiAdminAssetByName"];
        post?: never;
        /** Remove an image (refused while a template uses it) */
        delete: operations["deleteApiAdminAssetByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a rendered signature to an inbox of the organisation: a template with sample data (templateId), a mailbox's live signature (email), or by default the inbox's own live signature; `type` picks new or reply */
        post: operations["postApiAdminTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-mailbox rollup over 30 days, recent feed, adoption */
        get: operations["getApiAdminActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Apply events, newest first, filtered by mailbox, source (the mail client), origin (add-in or relay) or outcome */
        get: operations["getApiAdminActivityEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Apply health per mail client and version: attempts, failures by reason, median and 95th-percentile time */
        get: operations["getApiAdminActivityClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Directory attribute coverage of the mailboxes served; external and excluded accounts counted apart */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message trail: each decision of the add-in and the relay, newest first, by mailbox and time, by Internet Message-ID, or by time alone, explained in sentences */
        get: operations["getApiAdminTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Click totals per tracked link over 30 days, each with its daily trend */
        get: operations["getApiAdminLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenant-wide link analytics for one window: daily series, campaigns, device, client and referrer splits, hour grid, clicks per 1,000 */
        get: operations["getApiAdminLinksOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/links/detail/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same analytics for one tracked link (404 for a link of another organisation) */
        get: operations["getApiAdminLinksDetailBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tracked-link redirect to the stored target (no open redirect), for an organisation the service serves; records the click */
        get: operations["getRBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/digest/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The health digest as it would be sent now; sends nothing */
        get: operations["getApiAdminSettingsDigestPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/digest/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the digest to the calling admin only (503 when mail is unavailable, 502 with the reason when sending fails) */
        post: operations["postApiAdminSettingsDigestSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Getting-started checklist: each step and whether it is done */
        get: operations["getApiAdminOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/onboarding/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the getting-started checklist */
        post: operations["postApiAdminOnboardingDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dpa/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record acceptance of the data processing agreement */
        post: operations["postApiAdminDpaAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription status, seats, card, latest invoice */
        get: operations["getApiAdminBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hosted card-capture URL that starts the subscription */
        post: operations["postApiAdminBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hosted billing management URL */
        post: operations["postApiAdminBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the subscription at the close of the current period */
        post: operations["postApiAdminBillingCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a scheduled end, or start a new subscription (hosted checkout) after it */
        post: operations["postApiAdminBillingReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the billing profile (name, e-mail, address, VAT id) */
        put: operations["putApiAdminBillingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice history, newest first; an empty list and a flag when invoices cannot be read */
        get: operations["getApiAdminBillingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits and corrections, newest first, with category and reason */
        get: operations["getApiAdminBillingAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payments-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment provider's signed events; mirrors subscription state */
        post: operations["postApiBillingPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cost list: mode, mailboxes (still resolving? billable?), groups, totals, seats billed */
        get: operations["getApiAdminExclusions"];
        put?: never;
        /** Add one or many mailboxes with an optional note */
        post: operations["postApiAdminExclusions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch between exclusion and inclusion mode (refused while anything is on the list) */
        put: operations["putApiAdminExclusionsMode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one mailbox from the list */
        delete: operations["deleteApiAdminExclusionsByEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/suggested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Billable mailboxes that never applied a signature, and the saving if excluded (exclusion mode only) */
        get: operations["getApiAdminExclusionsSuggested"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a directory group's members (confirmed and resolved before the call returns) */
        post: operations["postApiAdminExclusionsGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a group; answers which addresses it released */
        delete: operations["deleteApiAdminExclusionsGroupsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exclusions/groups/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh one group's membership now (otherwise refreshed nightly) */
        post: operations["postApiAdminExclusionsGroupsByIdSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Directory group search, from two characters */
        get: operations["getApiAdminGroupsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/managed/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who manages this organisation, and pending takeover requests */
        get: operations["getApiAdminManagedStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/managed/transfer/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a takeover request: the requesting partner manages the organisation from now on */
        post: operations["postApiAdminManagedTransferByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/managed/transfer/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a takeover request */
        post: operations["postApiAdminManagedTransferByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/managed/partner/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the partner relationship: the partner can no longer work inside this organisation */
        post: operations["postApiAdminManagedPartnerRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managed client list */
        get: operations["getApiAdminPartnerClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner staff and roles */
        get: operations["getApiAdminPartnerStaff"];
        /** Add partner staff or change a role */
        put: operations["putApiAdminPartnerStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/staff/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove partner staff */
        delete: operations["deleteApiAdminPartnerStaffByEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner-level audit trail, newest first; page with cursor */
        get: operations["getApiAdminPartnerEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/agreement/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the partner agreement (an Admin accepting it first becomes the first Owner) */
        post: operations["postApiAdminPartnerAgreementAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client invitations with their state (pending, accepted, revoked, expired) */
        get: operations["getApiAdminPartnerInvites"];
        put?: never;
        /** Invite a client: answers the consent link (single use, 14 days) and mails it when an address is given */
        post: operations["postApiAdminPartnerInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/invites/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending client invitation */
        delete: operations["deleteApiAdminPartnerInvitesByToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outstanding takeover requests */
        get: operations["getApiAdminPartnerTransfers"];
        put?: never;
        /** Request a takeover of an organisation by domain or directory tenant id */
        post: operations["postApiAdminPartnerTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/clients/{tenantId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a client to direct billing */
        post: operations["postApiAdminPartnerClientsByTenantIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consolidated subscription */
        get: operations["getApiAdminPartnerBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hosted card-capture URL for the partner */
        post: operations["postApiAdminPartnerBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hosted billing management URL for the partner */
        post: operations["postApiAdminPartnerBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Synchronise the consolidated subscription */
        post: operations["postApiAdminPartnerBillingSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the partner's invoice details */
        put: operations["putApiAdminPartnerBillingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner invoice history */
        get: operations["getApiAdminPartnerBillingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/billing/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner credits and corrections */
        get: operations["getApiAdminPartnerBillingAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-client seat counts */
        get: operations["getApiAdminPartnerUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/usage/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-client seat counts as CSV */
        get: operations["getApiAdminPartnerUsageExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner/usage/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoiced periods as reconciliation windows */
        get: operations["getApiAdminPartnerUsagePeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service operators: this instance's metrics in the Prometheus text format (no addresses, no message content) */
        get: operations["getAdminMetrics"];
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
        AutomaticRepliesInput: {
            /** @description Whether the automatic replies are on */
            enabled: boolean;
            /**
             * Format: date-time
             * @description When the replies begin (ISO 8601 with an offset); without it, at once
             */
            start?: string;
            /**
             * Format: date-time
             * @description When they stop by themselves (ISO 8601 with an offset); without it, when switched off
             */
            end?: string;
            /** @description Whom the replies name for urgent matters: `{{ooo.contact}}` */
            contact?: string;
        };
        AutomaticRepliesState: {
            mailbox: string;
            displayName: string | null;
            enabled: boolean;
            start: string | null;
            end: string | null;
            contact: string | null;
            /** @description Whether the replies go out now: on, and between the dates */
            out: boolean;
            /** @description The reply template last applied */
            templateId: string | null;
            /** @description Its version last applied */
            version: number | null;
            updatedAt: string | null;
            updatedBy: string | null;
        };
        AutomaticReplyPreview: {
            /** @description The reply to people in the organisation (HTML) */
            internal: string;
            /** @description The reply to people outside it (HTML), in the language chosen for them */
            external: string;
            /** @description The language variant of the external reply (null: the default) */
            language: string | null;
            templateId: string;
            version: number;
        };
        BannerOrFooter: {
            id: string;
            /** @enum {string} */
            kind: "banner" | "footer";
            name: string;
            html: string;
            active: boolean;
            startsAt: string | null;
            endsAt: string | null;
            audience: "everyone" | components["schemas"]["Condition"];
            /** @enum {string} */
            position: "above" | "below";
            createdAt: string;
            updatedAt: string;
            updatedBy: string;
        };
        BannerSlotBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "banner";
        };
        Block: components["schemas"]["TextBlock"] | components["schemas"]["ImageBlock"] | components["schemas"]["PhotoBlock"] | components["schemas"]["SocialBlock"] | components["schemas"]["DividerBlock"] | components["schemas"]["SpacerBlock"] | components["schemas"]["ButtonBlock"] | components["schemas"]["VcardBlock"] | components["schemas"]["LinkBlock"] | components["schemas"]["BannerSlotBlock"] | components["schemas"]["FooterSlotBlock"] | components["schemas"]["ColumnsBlock"];
        BlockInput: components["schemas"]["TextBlockInput"] | components["schemas"]["ImageBlockInput"] | components["schemas"]["PhotoBlockInput"] | components["schemas"]["SocialBlockInput"] | components["schemas"]["DividerBlockInput"] | components["schemas"]["SpacerBlockInput"] | components["schemas"]["ButtonBlockInput"] | components["schemas"]["VcardBlockInput"] | components["schemas"]["LinkBlockInput"] | components["schemas"]["BannerSlotBlock"] | components["schemas"]["FooterSlotBlock"] | components["schemas"]["ColumnsBlockInput"];
        BrandKit: {
            colours: {
                primary: string;
                secondary: string;
                text: string;
                muted: string;
                background: string;
            };
            font: string;
            /** @default null */
            logo: components["schemas"]["BrandLogo"] | null;
            /** @default {} */
            social: {
                linkedin?: string;
                x?: string;
                facebook?: string;
                instagram?: string;
                youtube?: string;
                github?: string;
                tiktok?: string;
            };
            /**
             * @default network
             * @enum {string}
             */
            iconColour: "network" | "dark" | "grey" | "white";
            website?: string;
            /** @default null */
            cta: {
                text: string;
                url: string;
            } | null;
        };
        BrandKitInput: {
            colours: {
                primary: string;
                secondary: string;
                text: string;
                muted: string;
                background: string;
            };
            font: string;
            /** @default null */
            logo?: components["schemas"]["BrandLogoInput"] | null;
            /** @default {} */
            social?: {
                linkedin?: string;
                x?: string;
                facebook?: string;
                instagram?: string;
                youtube?: string;
                github?: string;
                tiktok?: string;
            };
            /**
             * @default network
             * @enum {string}
             */
            iconColour?: "network" | "dark" | "grey" | "white";
            website?: string;
            /** @default null */
            cta?: {
                text: string;
                url: string;
            } | null;
        };
        BrandLogo: {
            asset: string;
            width: number;
            height: number;
            /** @default  */
            alt: string;
            link?: string;
        };
        BrandLogoInput: {
            asset: string;
            width: number;
            height: number;
            /** @default  */
            alt?: string;
            link?: string;
        };
        ButtonBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button";
            text?: string;
            url?: string;
            /**
             * @default {
             *       "brand": "primary"
             *     }
             */
            background: components["schemas"]["Colour"];
            /** @default #ffffff */
            textColour: components["schemas"]["Colour"];
            /** @default 4 */
            radius: number;
            /** @default 14 */
            size: number;
        };
        ButtonBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button";
            text?: string;
            url?: string;
            /**
             * @default {
             *       "brand": "primary"
             *     }
             */
            background?: components["schemas"]["Colour"];
            /** @default #ffffff */
            textColour?: components["schemas"]["Colour"];
            /** @default 4 */
            radius?: number;
            /** @default 14 */
            size?: number;
        };
        Colour: string | {
            /** @enum {string} */
            brand: "primary" | "secondary" | "text" | "muted" | "background";
        };
        ColumnsBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "columns";
            left: components["schemas"]["LeafBlock"][];
            right: components["schemas"]["LeafBlock"][];
            /** @default 120 */
            leftWidth: number;
            /** @default 16 */
            gap: number;
            /**
             * @default top
             * @enum {string}
             */
            valign: "top" | "middle";
        };
        ColumnsBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "columns";
            left: components["schemas"]["LeafBlockInput"][];
            right: components["schemas"]["LeafBlockInput"][];
            /** @default 120 */
            leftWidth?: number;
            /** @default 16 */
            gap?: number;
            /**
             * @default top
             * @enum {string}
             */
            valign?: "top" | "middle";
        };
        Condition: {
            /** @enum {string} */
            attribute: "country" | "department" | "jobTitle" | "companyName" | "officeLocation" | "city" | "userType" | "mailboxType" | "group" | "recipients";
            /** @enum {string} */
            operator: "equals" | "notEquals" | "contains" | "startsWith" | "in" | "exists" | "memberOf" | "anyExternal" | "allInternal" | "anyInDomains" | "anyInCountries";
            value?: string | string[] | boolean;
        };
        CustomSocialItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            network: "custom";
            url: string;
            icon: string;
            label: string;
        };
        Design: {
            /** @constant */
            version: 1;
            /**
             * @default {
             *       "width": 520,
             *       "size": 14,
             *       "colour": {
             *         "brand": "text"
             *       },
             *       "linkColour": {
             *         "brand": "primary"
             *       }
             *     }
             */
            page: components["schemas"]["PageSettings"];
            blocks: components["schemas"]["Block"][];
        };
        DesignInput: {
            /** @constant */
            version: 1;
            /**
             * @default {
             *       "width": 520,
             *       "size": 14,
             *       "colour": {
             *         "brand": "text"
             *       },
             *       "linkColour": {
             *         "brand": "primary"
             *       }
             *     }
             */
            page?: components["schemas"]["PageSettingsInput"];
            blocks: components["schemas"]["BlockInput"][];
        };
        DividerBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "divider";
            /**
             * @default {
             *       "brand": "muted"
             *     }
             */
            colour: components["schemas"]["Colour"];
            /** @default 1 */
            thickness: number;
            width?: number;
        };
        DividerBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "divider";
            /**
             * @default {
             *       "brand": "muted"
             *     }
             */
            colour?: components["schemas"]["Colour"];
            /** @default 1 */
            thickness?: number;
            width?: number;
        };
        Draft: {
            html: string;
            external: string | null;
            variants: components["schemas"]["TemplateVariant"][];
            languageBy: components["schemas"]["LanguageBy"];
            /** @enum {string} */
            state: "saved" | "submitted";
            updatedAt: string;
            updatedBy: string;
            submittedAt: string | null;
            submittedBy: string | null;
            note: string | null;
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
        FooterSlotBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "footer";
        };
        ImageBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            asset?: string;
            /** @default  */
            alt: string;
            width?: number;
            height?: number;
            link?: string;
        };
        ImageBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            asset?: string;
            /** @default  */
            alt?: string;
            width?: number;
            height?: number;
            link?: string;
        };
        ImportAnswer: {
            /** @description Every change by mailbox (the first 1,000 mailboxes; `counts` has them all) */
            changes: {
                mailbox: string;
                values: {
                    /** @description The attribute or custom field key */
                    name: string;
                    /** @description The imported value before (null: the directory’s or nothing) */
                    from: string | null;
                    /** @description The imported value after (null: removed, the directory’s applies again) */
                    to: string | null;
                }[];
            }[];
            /** @description Problems by row (the first 1,000); any problem and nothing is applied */
            errors: {
                /** @description The line of the file (the header is line 1); 0 for a problem of the whole file */
                row: number;
                /** @description The column's header, or null for the whole row */
                column: string | null;
                /** @enum {string} */
                code: "unknown_mailbox" | "invalid_value" | "duplicate_row" | "formula_injection" | "unknown_column" | "too_large" | "missing_mail" | "invalid_csv";
                /** @description What is wrong, in a sentence */
                message: string;
            }[];
            applied: boolean;
            counts: {
                rows: number;
                /** @description Mailboxes whose imported values change */
                mailboxes: number;
                /** @description Values that change */
                values: number;
            };
            /** @description True when more changes or errors were found than are listed */
            truncated: boolean;
        };
        ImportJob: {
            id: string;
            /**
             * @description `failed`: the import stopped for a fault of the service; nothing more is applied
             * @enum {string}
             */
            state: "running" | "done" | "failed";
            dryRun: boolean;
            startedAt: string;
            progress: {
                /**
                 * @description Every row is checked first; an apply then writes the rows
                 * @enum {string}
                 */
                phase: "checking" | "applying";
                /** @description Rows done in this phase */
                rows: number;
                /** @description Rows in the file, once the check has counted them */
                total: number | null;
                /** @description How far the whole import is */
                percent: number;
            };
            /** @description Once done: the same answer a direct import gives */
            answer: components["schemas"]["ImportAnswer"] | null;
        };
        /** @description Any JSON value */
        JsonValue: unknown;
        LanguageBy: {
            countries: {
                [key: string]: string;
            };
            domains: {
                [key: string]: string;
            };
        };
        LanguageByInput: {
            /** @default {} */
            countries: {
                [key: string]: string;
            };
            /** @default {} */
            domains: {
                [key: string]: string;
            };
        };
        LanguageByInputInput: {
            /** @default {} */
            countries?: {
                [key: string]: string;
            };
            /** @default {} */
            domains?: {
                [key: string]: string;
            };
        };
        LanguageDesign: {
            language: string;
            design: components["schemas"]["DesignInput"];
        };
        LeafBlock: components["schemas"]["TextBlock"] | components["schemas"]["ImageBlock"] | components["schemas"]["PhotoBlock"] | components["schemas"]["SocialBlock"] | components["schemas"]["DividerBlock"] | components["schemas"]["SpacerBlock"] | components["schemas"]["ButtonBlock"] | components["schemas"]["VcardBlock"] | components["schemas"]["LinkBlock"] | components["schemas"]["BannerSlotBlock"] | components["schemas"]["FooterSlotBlock"];
        LeafBlockInput: components["schemas"]["TextBlockInput"] | components["schemas"]["ImageBlockInput"] | components["schemas"]["PhotoBlockInput"] | components["schemas"]["SocialBlockInput"] | components["schemas"]["DividerBlockInput"] | components["schemas"]["SpacerBlockInput"] | components["schemas"]["ButtonBlockInput"] | components["schemas"]["VcardBlockInput"] | components["schemas"]["LinkBlockInput"] | components["schemas"]["BannerSlotBlock"] | components["schemas"]["FooterSlotBlock"];
        LinkBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "link";
            /** @enum {string} */
            kind: "website" | "booking";
            text: string;
            url?: string;
            /** @default {} */
            style: components["schemas"]["TextStyle"];
        };
        LinkBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "link";
            /** @enum {string} */
            kind: "website" | "booking";
            text: string;
            url?: string;
            /** @default {} */
            style?: components["schemas"]["TextStyle"];
        };
        NetworkSocialItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            network: "linkedin" | "x" | "facebook" | "instagram" | "youtube" | "github" | "tiktok";
            url?: string;
        };
        OwnAutomaticReplies: {
            mailbox: string;
            displayName: string | null;
            enabled: boolean;
            start: string | null;
            end: string | null;
            contact: string | null;
            /** @description Whether the replies go out now: on, and between the dates */
            out: boolean;
            /** @description The reply template last applied */
            templateId: string | null;
            /** @description Its version last applied */
            version: number | null;
            updatedAt: string | null;
            updatedBy: string | null;
            preview: components["schemas"]["AutomaticReplyPreview"] | null;
        };
        Padding: {
            top: number;
            right: number;
            bottom: number;
            left: number;
        };
        PageSettings: {
            /** @default 520 */
            width: number;
            font?: string;
            /** @default 14 */
            size: number;
            /**
             * @default {
             *       "brand": "text"
             *     }
             */
            colour: components["schemas"]["Colour"];
            /**
             * @default {
             *       "brand": "primary"
             *     }
             */
            linkColour: components["schemas"]["Colour"];
            background?: components["schemas"]["Colour"];
        };
        PageSettingsInput: {
            /** @default 520 */
            width?: number;
            font?: string;
            /** @default 14 */
            size?: number;
            /**
             * @default {
             *       "brand": "text"
             *     }
             */
            colour?: components["schemas"]["Colour"];
            /**
             * @default {
             *       "brand": "primary"
             *     }
             */
            linkColour?: components["schemas"]["Colour"];
            background?: components["schemas"]["Colour"];
        };
        PhotoBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "photo";
            /** @default 80 */
            size: number;
            /** @default true */
            round: boolean;
            /** @default {{displayName}} */
            alt: string;
            link?: string;
        };
        PhotoBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "photo";
            /** @default 80 */
            size?: number;
            /** @default true */
            round?: boolean;
            /** @default {{displayName}} */
            alt?: string;
            link?: string;
        };
        RolloutDetail: {
            templateId: string;
            /** @enum {string} */
            state: "running" | "promoted" | "rolled_back";
            gates: {
                percentage: number;
                minHours: number;
                minApplies: number;
                maxFailureRateIncrease: number;
                autoPromote: boolean;
            };
            startedBy: string;
            startedAt: string;
            baseVersion: number;
            candidateVersion: number;
            decidedAt: string | null;
            decidedBy: ("person" | "automatic") | null;
            reason: string | null;
            results: {
                current: {
                    version: number;
                    applied: number;
                    failed: number;
                    skipped: number;
                    failureRate: number | null;
                };
                candidate: {
                    version: number;
                    applied: number;
                    failed: number;
                    skipped: number;
                    failureRate: number | null;
                };
            };
            next: {
                /** @enum {string} */
                action: "wait" | "promote" | "rollback" | "hold";
                at: string | null;
                reason: string;
            } | null;
        };
        RolloutGates: {
            /** @default 10 */
            percentage: number;
            /** @default 24 */
            minHours: number;
            /** @default 50 */
            minApplies: number;
            /** @default 0.02 */
            maxFailureRateIncrease: number;
            /** @default true */
            autoPromote: boolean;
        };
        RolloutGatesInput: {
            /** @default 10 */
            percentage?: number;
            /** @default 24 */
            minHours?: number;
            /** @default 50 */
            minApplies?: number;
            /** @default 0.02 */
            maxFailureRateIncrease?: number;
            /** @default true */
            autoPromote?: boolean;
        };
        Rule: {
            id: string;
            name: string;
            /** @enum {string} */
            attribute: "country" | "department" | "jobTitle" | "companyName" | "officeLocation" | "city" | "userType" | "mailboxType" | "group" | "recipients";
            /** @enum {string} */
            operator: "equals" | "notEquals" | "contains" | "startsWith" | "in" | "exists" | "memberOf" | "anyExternal" | "allInternal" | "anyInDomains" | "anyInCountries";
            value: (string | string[] | boolean) | null;
            new: string | null;
            reply: string | null;
            /**
             * @description How replies of the mailboxes whose reply template this rule chooses are signed in a thread (DESIGN §15); absent: the organisation's `threadSignature`.
             * @enum {string}
             */
            threadSignature?: "every" | "oncePerThread";
        };
        RuleInput: {
            id?: string;
            /** @default  */
            name?: string;
            /** @enum {string} */
            attribute: "country" | "department" | "jobTitle" | "companyName" | "officeLocation" | "city" | "userType" | "mailboxType" | "group" | "recipients";
            /** @enum {string} */
            operator: "equals" | "notEquals" | "contains" | "startsWith" | "in" | "exists" | "memberOf" | "anyExternal" | "allInternal" | "anyInDomains" | "anyInCountries";
            value?: string | string[] | boolean;
            /** @default null */
            new?: string | null;
            /** @default null */
            reply?: string | null;
            /**
             * @description How replies of the mailboxes whose reply template this rule chooses are signed in a thread (DESIGN §15); absent: the organisation's `threadSignature`.
             * @enum {string}
             */
            threadSignature?: "every" | "oncePerThread";
        };
        Schedule: {
            templateId: string;
            templateName: string | null;
            publishAt: string;
            /** @enum {string} */
            state: "pending" | "publishing" | "published" | "failed" | "cancelled";
            bookedBy: string;
            bookedAt: string;
            version: number | null;
            reason: string | null;
            rollout: components["schemas"]["RolloutGates"] | null;
        };
        ScimUser: {
            schemas: string[];
            id: string;
            userName: string;
            active: boolean;
            externalId?: string;
            meta: {
                resourceType: string;
                location: string;
                lastModified?: string;
                version?: string;
            };
        } & {
            [key: string]: components["schemas"]["JsonValue"];
        };
        ServerSideCheck: {
            /** @enum {string} */
            state: "none" | "waiting" | "received" | "expired";
            /** @description What the test message’s subject must contain */
            code: string | null;
            startedAt: string | null;
            expiresAt: string | null;
            receivedAt: string | null;
            mailbox: string | null;
            outcome: {
                /** @enum {string} */
                status: "signed" | "unchanged" | "refused";
                reason: string | null;
                reasonLabel: string | null;
                nextHop: string | null;
                placement: string | null;
                /** @description Where the signature went, in words */
                placementLabel: string | null;
            } | null;
            /** @description The message as it was handed on; null when it was not kept */
            message: {
                subject: string | null;
                from: string | null;
                to: string[];
                html: string | null;
                text: string | null;
                problem: string | null;
            } | null;
            /** @description How much of the message was kept; null when none of it was */
            kept: {
                /** @description The size of the message as it was handed on */
                messageBytes: number;
                /** @description How many of its first bytes were kept (2 MB at most) */
                keptBytes: number;
                /** @description Only the first `keptBytes` were kept: `message` shows what they hold, never the whole */
                cut: boolean;
            } | null;
            /** @description Why the message itself was not kept, when it was not */
            notKept: string | null;
        };
        SocialBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "social";
            items: components["schemas"]["SocialItem"][];
            /** @default 24 */
            iconSize: number;
            /** @default 6 */
            gap: number;
            /** @enum {string} */
            colour?: "network" | "dark" | "grey" | "white";
        };
        SocialBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "social";
            items: components["schemas"]["SocialItem"][];
            /** @default 24 */
            iconSize?: number;
            /** @default 6 */
            gap?: number;
            /** @enum {string} */
            colour?: "network" | "dark" | "grey" | "white";
        };
        SocialItem: components["schemas"]["NetworkSocialItem"] | components["schemas"]["CustomSocialItem"];
        SpacerBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "spacer";
            /** @default 12 */
            height: number;
        };
        SpacerBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "spacer";
            /** @default 12 */
            height?: number;
        };
        Template: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "signature" | "automatic-reply";
            version: number;
            hasDraft: boolean;
            draftState: ("saved" | "submitted") | null;
            roles: ("new" | "reply")[];
            tracking: boolean;
            createdAt: string;
            updatedAt: string;
            updatedBy: string;
            /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
            html: string | null;
            /** @description An automatic-reply template's live external reply; null for signatures */
            external: string | null;
            variants: components["schemas"]["TemplateVariant"][];
            languageBy: components["schemas"]["LanguageBy"];
            draft: components["schemas"]["Draft"] | null;
        };
        TemplateSummary: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "signature" | "automatic-reply";
            version: number;
            hasDraft: boolean;
            draftState: ("saved" | "submitted") | null;
            roles: ("new" | "reply")[];
            tracking: boolean;
            createdAt: string;
            updatedAt: string;
            updatedBy: string;
        };
        TemplateVariant: {
            language: string;
            html: string;
            external?: string;
        };
        TemplateVariantInput: {
            language: string;
            html: string;
            /** @description An automatic-reply template's external reply in this language */
            external?: string;
        };
        TemplateVersion: {
            version: number;
            publishedAt: string;
            publishedBy: string;
            /** @enum {string} */
            source: "create" | "publish" | "draft" | "rollback" | "duplicate" | "import" | "schedule" | "rollout";
            fromVersion: number | null;
            length: number;
        };
        TemplateWarning: {
            /** @enum {string} */
            code: "content_removed" | "unknown_placeholder" | "missing_image";
            item: string;
            message: string;
        };
        Tenant: {
            id: string;
            name: string;
            domains: string[];
            /** @enum {string} */
            state: "active" | "suspended" | "pending_deletion";
            createdAt: string;
            trialEndsAt: string;
            suspendedReason: string | null;
            deletionDueAt: string | null;
        };
        TextBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
            /** @default false */
            hideWhenEmpty: boolean;
            /** @default {} */
            style: components["schemas"]["TextStyle"];
            link?: string;
        };
        TextBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
            /** @default false */
            hideWhenEmpty?: boolean;
            /** @default {} */
            style?: components["schemas"]["TextStyle"];
            link?: string;
        };
        TextStyle: {
            colour?: components["schemas"]["Colour"];
            font?: string;
            size?: number;
            bold?: boolean;
            italic?: boolean;
        };
        VariantDesignState: {
            language: string;
            design: components["schemas"]["Design"];
            detached: boolean;
        };
        VcardBlock: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "vcard";
            /** @default Save my contact card */
            text: string;
            /** @default {} */
            style: components["schemas"]["TextStyle"];
        };
        VcardBlockInput: {
            id: string;
            padding?: components["schemas"]["Padding"];
            /** @enum {string} */
            align?: "left" | "center" | "right";
            /**
             * @description Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both
             * @enum {string}
             */
            audience?: "internal" | "external";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "vcard";
            /** @default Save my contact card */
            text?: string;
            /** @default {} */
            style?: components["schemas"]["TextStyle"];
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
    getHealth: {
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
                        /**
                         * @description `degraded` while a dependency does not answer: storage (checked on each probe), or the directory (Microsoft Graph) or billing whose last call from this instance failed for want of it, within the last minute
                         * @enum {string}
                         */
                        status: "ok" | "degraded";
                        /** @description Each check with its detail: only when a platform operator's portal token asks */
                        checks?: {
                            [key: string]: {
                                /** @enum {string} */
                                status: "ok" | "unavailable";
                                detail?: string;
                                latencyMs?: number;
                            };
                        };
                    };
                };
            };
            /** @description Not found (code: not_found) */
            404: components["responses"]["NotFound"];
            /** @description Over the rate limit (code: rate_limited) */
            429: components["responses"]["RateLimited"];
            /** @description Degraded: a check failed (storage not reachable, the directory or billing out); the status (each check, naming it, for an operator), and `Retry-After` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description `degraded` while a dependency does not answer: storage (checked on each probe), or the directory (Microsoft Graph) or billing whose last call from this instance failed for want of it, within the last minute
                         * @enum {string}
                         */
                        status: "ok" | "degraded";
                        /** @description Each check with its detail: only when a platform operator's portal token asks */
                        checks?: {
                            [key: string]: {
                                /** @enum {string} */
                                status: "ok" | "unavailable";
                                detail?: string;
                                latencyMs?: number;
                            };
                        };
                    };
                };
            };
            /** @description Any other refusal (code: <code>) */
            default: components["responses"]["OtherRefusal"];
        };
    };
    getAdminConfigJs: {
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
                    "application/javascript": string;
                };
            };
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
    getPricing: {
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
                    "text/html": string;
                };
            };
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
    getPrivacy: {
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
                    "text/html": string;
                };
            };
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
    getTerms: {
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
                    "text/html": string;
                };
            };
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
    getSupport: {
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
                    "text/html": string;
                };
            };
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
    getDpa: {
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
                    "text/html": string;
                };
            };
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
    getPartnerAgreement: {
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
                    "text/html": string;
                };
            };
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
    getAdmin: {
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
                    "text/html": string;
                };
            };
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
    getWellKnownMicrosoftOfficeaddinsAllowedJson: {
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
                        allowed: string[];
                    };
                };
            };
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
    getApiAdminComposeSenders: {
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
                        /** @description The caller's own mailbox */
                        own: {
                            mail: string;
                            displayName: string;
                        };
                        /** @description The shared mailboxes of the directory the caller may pick as From */
                        shared: {
                            mail: string;
                            displayName: string;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getAdminConsent: {
        parameters: {
            query?: {
                invite?: string;
                login_hint?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    getAdminConsentCallback: {
        parameters: {
            query?: {
                admin_consent?: string;
                tenant?: string;
                state?: string;
                code?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    getApiAdminPlatformTenantsByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
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
                    "application/json": components["schemas"]["Tenant"];
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
    postApiAdminPlatformTenantsByTenantIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
    postApiAdminPlatformTenantsByTenantIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
    postApiAdminPlatformTenantsByTenantIdScheduleDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
    postApiAdminPlatformTenantsByTenantIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
    postApiAdminPlatformTenantsByTenantIdPurge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
                        tenant: components["schemas"]["Tenant"] | null;
                        /** @enum {string} */
                        lever: "suspend" | "resume" | "schedule-deletion" | "restore" | "purge";
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
    getApiAdminMe: {
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
                    /**
                     * @example {
                     *       "user": null,
                     *       "key": {
                     *         "id": "k_7d2f9a4c1e",
                     *         "name": "my script",
                     *         "access": [
                     *           "templates",
                     *           "rules"
                     *         ],
                     *         "readOnly": false,
                     *         "expires": "2027-03-02T00:00:00.000Z"
                     *       },
                     *       "role": null,
                     *       "capabilities": [
                     *         "templates",
                     *         "rules"
                     *       ],
                     *       "organisation": {
                     *         "id": "72f988bf-86f1-41af-91ab-2d7cd011db47",
                     *         "name": "Contoso Ltd",
                     *         "state": "active",
                     *         "domain": "contoso.com"
                     *       },
                     *       "partner": null,
                     *       "insideClient": null,
                     *       "partnerAgreementVersion": "2026-01"
                     *     }
                     */
                    "application/json": {
                        user: {
                            email: string;
                            name: string;
                            oid: string;
                        } | null;
                        key: {
                            id: string;
                            name: string;
                            access: string[];
                            readOnly: boolean;
                            expires: string | null;
                        } | null;
                        role: string | null;
                        capabilities: ("templates" | "rules" | "settings" | "users" | "monitoring" | "analytics" | "banners" | "footers" | "billing" | "cost-management" | "staff-profile" | "privacy" | "provisioning")[];
                        organisation: {
                            id: string;
                            name: string;
                            state: string;
                            /** @description Its primary verified domain (sample addresses use it); null when the directory named none */
                            domain: string | null;
                        };
                        partner: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "Owner" | "Admin" | "Technician" | "Billing";
                            agreement: {
                                version: string;
                                acceptedAt: string;
                                acceptedBy: string;
                                /** @description Whether the accepted version is the one in force */
                                current: boolean;
                            };
                            /** @description The partner operations (`METHOD /path`) the caller's partner role may use, from the route table */
                            operations: string[];
                        } | null;
                        insideClient: {
                            partnerId: string;
                            partnerName: string;
                            /** @enum {string} */
                            partnerRole: "Owner" | "Admin" | "Technician" | "Billing";
                        } | null;
                        partnerAgreementVersion: string;
                    };
                };
            };
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
    getApiAdminUsers: {
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
                    /**
                     * @example {
                     *       "users": [
                     *         {
                     *           "oid": "8f2a6c1e-3b4d-4e5f-9a7b-2c1d0e9f8a7b",
                     *           "email": "megan.bowen@contoso.com",
                     *           "role": "Admin",
                     *           "name": "Megan Bowen",
                     *           "addedAt": "2026-03-02T09:30:00.000Z",
                     *           "addedBy": "setup",
                     *           "lastSeenAt": "2026-03-09T14:05:12.000Z"
                     *         },
                     *         {
                     *           "oid": null,
                     *           "email": "alex.wilber@contoso.com",
                     *           "role": "Marketing",
                     *           "name": null,
                     *           "addedAt": "2026-03-09T14:05:12.000Z",
                     *           "addedBy": "megan.bowen@contoso.com",
                     *           "lastSeenAt": null
                     *         }
                     *       ],
                     *       "grantable": [
                     *         "Admin",
                     *         "Editor",
                     *         "Billing",
                     *         "Marketing"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        users: {
                            oid: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "Admin" | "Editor" | "Billing" | "Marketing";
                            name: string | null;
                            addedAt: string;
                            addedBy: string;
                            lastSeenAt: string | null;
                        }[];
                        grantable: ("Admin" | "Editor" | "Billing" | "Marketing")[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "Admin" | "Editor" | "Billing" | "Marketing";
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
                        oid: string | null;
                        email: string;
                        /** @enum {string} */
                        role: "Admin" | "Editor" | "Billing" | "Marketing";
                        name: string | null;
                        addedAt: string;
                        addedBy: string;
                        lastSeenAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminUsersByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminUsersSearch: {
        parameters: {
            query: {
                q: string;
                limit?: number;
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
                        users: {
                            id: string;
                            displayName?: string | null;
                            mail?: string | null;
                            jobTitle?: string | null;
                            department?: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            mailboxType: "user" | "shared";
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminSettings: {
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
                    /**
                     * @example {
                     *       "requireApproval": true,
                     *       "profileEditing": true,
                     *       "photoUpload": false,
                     *       "digestFrequency": "weekly",
                     *       "serverSide": "unsigned",
                     *       "serverSideMeetings": false,
                     *       "partnerDomains": [
                     *         "fabrikam.com",
                     *         "northwindtraders.com"
                     *       ],
                     *       "trailRetentionDays": 30,
                     *       "threadSignature": "oncePerThread",
                     *       "removeMobileFooters": true,
                     *       "defaultLanguage": "de"
                     *     }
                     */
                    "application/json": {
                        requireApproval: boolean;
                        profileEditing: boolean;
                        photoUpload: boolean;
                        /** @enum {string} */
                        digestFrequency: "off" | "daily" | "weekly";
                        /** @enum {string} */
                        serverSide: "off" | "unsigned" | "all";
                        serverSideMeetings: boolean;
                        partnerDomains: string[];
                        trailRetentionDays: number;
                        /** @enum {string} */
                        threadSignature: "every" | "oncePerThread";
                        removeMobileFooters: boolean;
                        /** @enum {string} */
                        defaultLanguage: "en" | "de" | "fr" | "es" | "nl";
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requireApproval?: boolean;
                    profileEditing?: boolean;
                    photoUpload?: boolean;
                    /** @enum {string} */
                    digestFrequency?: "off" | "daily" | "weekly";
                    /** @enum {string} */
                    serverSide?: "off" | "unsigned" | "all";
                    serverSideMeetings?: boolean;
                    partnerDomains?: string[];
                    trailRetentionDays?: number;
                    /** @enum {string} */
                    threadSignature?: "every" | "oncePerThread";
                    removeMobileFooters?: boolean;
                    /** @enum {string} */
                    defaultLanguage?: "en" | "de" | "fr" | "es" | "nl";
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
                        requireApproval: boolean;
                        profileEditing: boolean;
                        photoUpload: boolean;
                        /** @enum {string} */
                        digestFrequency: "off" | "daily" | "weekly";
                        /** @enum {string} */
                        serverSide: "off" | "unsigned" | "all";
                        serverSideMeetings: boolean;
                        partnerDomains: string[];
                        trailRetentionDays: number;
                        /** @enum {string} */
                        threadSignature: "every" | "oncePerThread";
                        removeMobileFooters: boolean;
                        /** @enum {string} */
                        defaultLanguage: "en" | "de" | "fr" | "es" | "nl";
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminServerSide: {
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
                    /**
                     * @example {
                     *       "mode": "unsigned",
                     *       "meetings": false,
                     *       "relayHost": "relay.signatures.contoso.com",
                     *       "domains": [
                     *         "contoso.com",
                     *         "contoso.de"
                     *       ],
                     *       "steps": [
                     *         {
                     *           "id": "connector",
                     *           "title": "Send outgoing mail through the signing relay",
                     *           "explanation": "Exchange Online sends mail that has no signature yet to the relay, which adds it and sends the message on.",
                     *           "script": "New-OutboundConnector -Name \"Signatures\" -ConnectorType OnPremises -SmartHosts relay.signatures.contoso.com -TlsSettings DomainValidation -TlsDomain relay.signatures.contoso.com -IsTransportRuleScoped $true"
                     *         }
                     *       ],
                     *       "counts": {
                     *         "days": 7,
                     *         "signed": 18240,
                     *         "unchanged": 3120,
                     *         "failed": 6,
                     *         "reasons": [
                     *           {
                     *             "reason": "add_in_signed",
                     *             "label": "Already signed by the Outlook add-in",
                     *             "count": 2904
                     *           },
                     *           {
                     *             "reason": "encrypted",
                     *             "label": "Encrypted messages",
                     *             "count": 216
                     *           }
                     *         ],
                     *         "clients": [
                     *           {
                     *             "client": "ios",
                     *             "label": "Outlook for iOS",
                     *             "signed": 5230,
                     *             "unchanged": 12,
                     *             "failed": 1
                     *           },
                     *           {
                     *             "client": "gmail",
                     *             "label": "Gmail",
                     *             "signed": 140,
                     *             "unchanged": 0,
                     *             "failed": 0
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        mode: "off" | "unsigned" | "all";
                        meetings: boolean;
                        /** @description The relay’s public host: the smart host and the name on its certificate */
                        relayHost: string;
                        /** @description The organisation’s verified domains (the senders the relay serves) */
                        domains: string[];
                        steps: {
                            id: string;
                            title: string;
                            explanation: string;
                            /** @description Exchange Online PowerShell, values quoted for this organisation */
                            script: string;
                        }[];
                        counts: {
                            days: number;
                            signed: number;
                            unchanged: number;
                            failed: number;
                            reasons: {
                                /** @enum {string} */
                                reason: "no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added";
                                label: string;
                                count: number;
                            }[];
                            clients: {
                                /** @enum {string} */
                                client: "windows-classic" | "windows-new" | "web" | "mac" | "ios" | "android" | "apple-mail" | "gmail" | "other";
                                label: string;
                                signed: number;
                                unchanged: number;
                                failed: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminServerSideCheck: {
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
                    "application/json": components["schemas"]["ServerSideCheck"];
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminServerSideCheck: {
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
                    "application/json": components["schemas"]["ServerSideCheck"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerSideCheck"];
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminServerSideSink: {
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
                        running: boolean;
                        messages: {
                            at: string;
                            sender: string;
                            recipients: string[];
                            size: number;
                            message: {
                                subject: string | null;
                                from: string | null;
                                to: string[];
                                html: string | null;
                                text: string | null;
                                problem: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminLog: {
        parameters: {
            query?: {
                scope?: "template" | "tenant";
                limit?: number;
                cursor?: string;
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
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": "log_20260309140512_a1b2",
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "actor": "megan.bowen@contoso.com",
                     *           "actorName": "Megan Bowen",
                     *           "keyId": null,
                     *           "scope": "template",
                     *           "action": "template.published",
                     *           "target": "t_k3v9q2m8x1",
                     *           "details": {
                     *             "version": 3,
                     *             "from": 2
                     *           },
                     *           "summary": "Megan Bowen published version 3 of Contoso standard.",
                     *           "templateId": "t_k3v9q2m8x1"
                     *         },
                     *         {
                     *           "id": "log_20260302093000_c3d4",
                     *           "at": "2026-03-02T09:30:00.000Z",
                     *           "actor": "key:my script",
                     *           "actorName": null,
                     *           "keyId": "k_7d2f9a4c1e",
                     *           "scope": "tenant",
                     *           "action": "roles.saved",
                     *           "target": null,
                     *           "details": {
                     *             "new": "t_k3v9q2m8x1"
                     *           },
                     *           "summary": "The key my script gave new messages the template Contoso standard.",
                     *           "templateId": null
                     *         }
                     *       ],
                     *       "cursor": "eyJhdCI6IjIwMjYtMDMtMDJUMDk6MzA6MDAuMDAwWiJ9"
                     *     }
                     */
                    "application/json": {
                        entries: {
                            id: string;
                            at: string;
                            actor: string;
                            actorName: string | null;
                            keyId: string | null;
                            /** @enum {string} */
                            scope: "template" | "tenant";
                            action: string;
                            target: string | null;
                            details: {
                                [key: string]: components["schemas"]["JsonValue"];
                            } | null;
                            /** @description What changed, as a sentence: names rather than ids, dates for people */
                            summary: string;
                            /** @description The template the change concerns, when it still has one */
                            templateId: string | null;
                        }[];
                        cursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminLogExport: {
        parameters: {
            query: {
                format: "csv" | "jsonl";
                from: string;
                to: string;
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
                    "text/csv": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminPrivacyRetention: {
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
                    /**
                     * @example {
                     *       "kinds": [
                     *         {
                     *           "kind": "click-events",
                     *           "days": 90,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 18342
                     *         },
                     *         {
                     *           "kind": "apply-reports",
                     *           "days": 30,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 5120
                     *         },
                     *         {
                     *           "kind": "message-trail",
                     *           "days": 30,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 41877
                     *         },
                     *         {
                     *           "kind": "kept-messages",
                     *           "days": 7,
                     *           "min": 1,
                     *           "max": 7,
                     *           "records": 12
                     *         },
                     *         {
                     *           "kind": "change-log",
                     *           "days": 3650,
                     *           "min": 365,
                     *           "max": 3650,
                     *           "records": 2904
                     *         },
                     *         {
                     *           "kind": "exports",
                     *           "days": 7,
                     *           "min": 1,
                     *           "max": 7,
                     *           "records": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        kinds: {
                            /** @enum {string} */
                            kind: "click-events" | "apply-reports" | "message-trail" | "kept-messages" | "change-log" | "exports";
                            days: number;
                            min: number;
                            max: number;
                            /** @description How many records of this kind the organisation holds now (counted up to 100,000) */
                            records: number;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminPrivacyRetention: {
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
                 *       "click-events": 30,
                 *       "apply-reports": 30
                 *     }
                 */
                "application/json": {
                    "click-events"?: number;
                    "apply-reports"?: number;
                    "message-trail"?: number;
                    "kept-messages"?: number;
                    "change-log"?: number;
                    exports?: number;
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
                    /**
                     * @example {
                     *       "kinds": [
                     *         {
                     *           "kind": "click-events",
                     *           "days": 30,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 18342
                     *         },
                     *         {
                     *           "kind": "apply-reports",
                     *           "days": 30,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 5120
                     *         },
                     *         {
                     *           "kind": "message-trail",
                     *           "days": 30,
                     *           "min": 1,
                     *           "max": 90,
                     *           "records": 41877
                     *         },
                     *         {
                     *           "kind": "kept-messages",
                     *           "days": 7,
                     *           "min": 1,
                     *           "max": 7,
                     *           "records": 12
                     *         },
                     *         {
                     *           "kind": "change-log",
                     *           "days": 3650,
                     *           "min": 365,
                     *           "max": 3650,
                     *           "records": 2904
                     *         },
                     *         {
                     *           "kind": "exports",
                     *           "days": 7,
                     *           "min": 1,
                     *           "max": 7,
                     *           "records": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        kinds: {
                            /** @enum {string} */
                            kind: "click-events" | "apply-reports" | "message-trail" | "kept-messages" | "change-log" | "exports";
                            days: number;
                            min: number;
                            max: number;
                            /** @description How many records of this kind the organisation holds now (counted up to 100,000) */
                            records: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminPeopleByEmailData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                    /**
                     * @example {
                     *       "person": {
                     *         "asked": "lena.vogel@contoso.com",
                     *         "addresses": [
                     *           "lena.vogel@contoso.com",
                     *           "lena.schmidt@contoso.com"
                     *         ],
                     *         "objectIds": [
                     *           "6e7b768e-07e2-4810-8459-485f84f8f204"
                     *         ]
                     *       },
                     *       "kinds": [
                     *         {
                     *           "kind": "directory",
                     *           "describes": "The attributes the service copies from your Microsoft Entra ID directory each night (name, job title, department, addresses, phone numbers). The directory is the source: the copy follows it and is not erased here.",
                     *           "count": 1,
                     *           "erasable": false
                     *         },
                     *         {
                     *           "kind": "roles",
                     *           "describes": "Their role in the portal (Admin, Editor, Billing, Marketing), their name and address as signed in, and when they last signed in.",
                     *           "count": 0,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "profile-values",
                     *           "describes": "The values of your custom profile fields typed for their mailbox, who typed them and when.",
                     *           "count": 2,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "photos",
                     *           "describes": "Their photo as copied from the directory and any photo they uploaded themselves, with when it last changed.",
                     *           "count": 1,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "apply-reports",
                     *           "describes": "Reports that a signature was applied, skipped or failed for their mailbox (the mail client, its version, the outcome and why), the daily counts and last outcome kept for their mailbox, and reports they sent for shared mailboxes.",
                     *           "count": 14,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "message-trail",
                     *           "describes": "For each message sent from their mailbox: when, the template and rule that decided its signature, the outcome and why, and the domains (never the addresses) of its recipients.",
                     *           "count": 233,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "kept-messages",
                     *           "describes": "A message from their mailbox that a server-side check captured (kept for seven days at most), and what the relay did with it.",
                     *           "count": 0,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "exclusions",
                     *           "describes": "Whether their mailbox is on the exclusion list (with who listed it, when and why) and which listed groups they belong to.",
                     *           "count": 0,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "contact-cards",
                     *           "describes": "The link to the contact card (vCard) their signature carries, which names their mailbox.",
                     *           "count": 1,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "authorship",
                     *           "describes": "Where the organisation’s records name them as who made or changed them: templates, designs, banners, keys, webhooks, rollouts and values they typed for others. Erasure keeps the records and names the pseudonym instead.",
                     *           "count": 3,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "notifications",
                     *           "describes": "The alerts they are set to receive by e-mail as an Admin, and health digests owed to them while the mail service was out.",
                     *           "count": 0,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "change-log",
                     *           "describes": "Entries of the change log that name them: changes they made in the portal and changes made to their role or data. Erasure keeps the entries and replaces who they name by a pseudonym.",
                     *           "count": 6,
                     *           "erasable": true
                     *         },
                     *         {
                     *           "kind": "exports",
                     *           "describes": "Archives of their data made for requests about them (kept seven days at most), and when each was asked for.",
                     *           "count": 0,
                     *           "erasable": true
                     *         }
                     *       ],
                     *       "total": 261,
                     *       "erased": false
                     *     }
                     */
                    "application/json": {
                        person: {
                            asked: string;
                            /** @description Every address the service holds data under for them, former ones included */
                            addresses: string[];
                            objectIds: string[];
                        };
                        kinds: {
                            /** @enum {string} */
                            kind: "directory" | "roles" | "profile-values" | "imported-values" | "automatic-replies" | "preferences" | "photos" | "apply-reports" | "message-trail" | "kept-messages" | "exclusions" | "contact-cards" | "notifications" | "authorship" | "change-log" | "exports";
                            /** @description What this kind of data is, as a sentence */
                            describes: string;
                            /** @description How many records of this kind the service holds about the person */
                            count: number;
                            /** @description False for the copy of the directory, which follows Microsoft Entra ID */
                            erasable: boolean;
                        }[];
                        total: number;
                        /** @description Whether the person was erased before (new data about them is not kept from the directory) */
                        erased: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminPeopleByEmailData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                    /**
                     * @example {
                     *       "person": {
                     *         "asked": "lena.vogel@contoso.com",
                     *         "addresses": [
                     *           "lena.vogel@contoso.com",
                     *           "lena.schmidt@contoso.com"
                     *         ],
                     *         "objectIds": [
                     *           "6e7b768e-07e2-4810-8459-485f84f8f204"
                     *         ]
                     *       },
                     *       "pseudonym": "Erased person 7f3a9c21d4",
                     *       "erasedAt": "2026-03-09T14:05:12.000Z",
                     *       "kinds": [
                     *         {
                     *           "kind": "directory",
                     *           "erased": 0,
                     *           "kept": "Kept: it follows your Microsoft Entra ID directory"
                     *         },
                     *         {
                     *           "kind": "roles",
                     *           "erased": 0,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "profile-values",
                     *           "erased": 2,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "photos",
                     *           "erased": 1,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "apply-reports",
                     *           "erased": 14,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "message-trail",
                     *           "erased": 233,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "kept-messages",
                     *           "erased": 0,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "exclusions",
                     *           "erased": 0,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "contact-cards",
                     *           "erased": 1,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "authorship",
                     *           "erased": 3,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "notifications",
                     *           "erased": 0,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "change-log",
                     *           "erased": 6,
                     *           "kept": null
                     *         },
                     *         {
                     *           "kind": "exports",
                     *           "erased": 0,
                     *           "kept": null
                     *         }
                     *       ],
                     *       "total": 260
                     *     }
                     */
                    "application/json": {
                        person: {
                            asked: string;
                            /** @description Every address the service holds data under for them, former ones included */
                            addresses: string[];
                            objectIds: string[];
                        };
                        /** @description The name the change log now gives the person */
                        pseudonym: string;
                        erasedAt: string;
                        kinds: {
                            /** @enum {string} */
                            kind: "directory" | "roles" | "profile-values" | "imported-values" | "automatic-replies" | "preferences" | "photos" | "apply-reports" | "message-trail" | "kept-messages" | "exclusions" | "contact-cards" | "notifications" | "authorship" | "change-log" | "exports";
                            erased: number;
                            kept: string | null;
                        }[];
                        /** @description Records removed or pseudonymised by this request; 0 when nothing was left */
                        total: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminPeopleByEmailExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                    /**
                     * @example {
                     *       "id": "x_4b8d2f6h9k",
                     *       "state": "running",
                     *       "progress": {
                     *         "done": 0,
                     *         "total": 11
                     *       },
                     *       "requestedAt": "2026-03-09T14:05:12.000Z",
                     *       "expiresAt": "2026-03-16T14:05:12.000Z",
                     *       "downloadedAt": null
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "x_4b8d2f6h9k",
                     *       "state": "running",
                     *       "progress": {
                     *         "done": 0,
                     *         "total": 11
                     *       },
                     *       "requestedAt": "2026-03-09T14:05:12.000Z",
                     *       "expiresAt": "2026-03-16T14:05:12.000Z",
                     *       "downloadedAt": null
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
                    };
                };
            };
            /** @description The export started; follow it at /api/admin/exports/:id */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminExportsById: {
        parameters: {
            query?: {
                download?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive (with ?download=true, once): a zip of JSON per kind, files and a README */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "x_4b8d2f6h9k",
                     *       "state": "ready",
                     *       "progress": {
                     *         "done": 11,
                     *         "total": 11
                     *       },
                     *       "requestedAt": "2026-03-09T14:05:12.000Z",
                     *       "expiresAt": "2026-03-16T14:05:12.000Z",
                     *       "downloadedAt": null
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminPlatformTenantsByTenantIdPeopleByEmailData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                email: string;
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
                        person: {
                            asked: string;
                            /** @description Every address the service holds data under for them, former ones included */
                            addresses: string[];
                            objectIds: string[];
                        };
                        kinds: {
                            /** @enum {string} */
                            kind: "directory" | "roles" | "profile-values" | "imported-values" | "automatic-replies" | "preferences" | "photos" | "apply-reports" | "message-trail" | "kept-messages" | "exclusions" | "contact-cards" | "notifications" | "authorship" | "change-log" | "exports";
                            /** @description What this kind of data is, as a sentence */
                            describes: string;
                            /** @description How many records of this kind the service holds about the person */
                            count: number;
                            /** @description False for the copy of the directory, which follows Microsoft Entra ID */
                            erasable: boolean;
                        }[];
                        total: number;
                        /** @description Whether the person was erased before (new data about them is not kept from the directory) */
                        erased: boolean;
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
    deleteApiAdminPlatformTenantsByTenantIdPeopleByEmailData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                email: string;
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
                        person: {
                            asked: string;
                            /** @description Every address the service holds data under for them, former ones included */
                            addresses: string[];
                            objectIds: string[];
                        };
                        /** @description The name the change log now gives the person */
                        pseudonym: string;
                        erasedAt: string;
                        kinds: {
                            /** @enum {string} */
                            kind: "directory" | "roles" | "profile-values" | "imported-values" | "automatic-replies" | "preferences" | "photos" | "apply-reports" | "message-trail" | "kept-messages" | "exclusions" | "contact-cards" | "notifications" | "authorship" | "change-log" | "exports";
                            erased: number;
                            kept: string | null;
                        }[];
                        /** @description Records removed or pseudonymised by this request; 0 when nothing was left */
                        total: number;
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
    postApiAdminPlatformTenantsByTenantIdPeopleByEmailExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                email: string;
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
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
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
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
                    };
                };
            };
            /** @description The export started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
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
    getApiAdminPlatformTenantsByTenantIdExportsById: {
        parameters: {
            query?: {
                download?: "true" | "false";
            };
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive (with ?download=true, once): a zip of JSON per kind, files and a README */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "running" | "ready" | "downloaded" | "failed" | "expired";
                        /** @description Kinds of data gathered so far, of all */
                        progress: {
                            done: number;
                            total: number;
                        };
                        requestedAt: string;
                        /** @description After this, the archive is removed whether or not it was downloaded */
                        expiresAt: string;
                        downloadedAt: string | null;
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
    getApiAdminWebhooks: {
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
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "wh_3n8b5v1c7x",
                     *           "url": "https://hooks.contoso.com/signatures",
                     *           "events": [
                     *             "changelog",
                     *             "alert"
                     *           ],
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "createdBy": "megan.bowen@contoso.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        webhooks: {
                            id: string;
                            url: string;
                            events: ("changelog" | "alert")[];
                            createdAt: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("changelog" | "alert")[];
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
                        id: string;
                        url: string;
                        events: ("changelog" | "alert")[];
                        createdAt: string;
                        createdBy: string;
                        /** @description Signs every delivery (X-Signature-Webhook); shown this once, never again */
                        secret: string;
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
                        id: string;
                        url: string;
                        events: ("changelog" | "alert")[];
                        createdAt: string;
                        createdBy: string;
                        /** @description Signs every delivery (X-Signature-Webhook); shown this once, never again */
                        secret: string;
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
    deleteApiAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    postApiAdminWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        /** @description The id in the delivered body, the same on every try */
                        id: string;
                        /** @enum {string} */
                        event: "changelog" | "alert" | "test";
                        /**
                         * @description pending: will be tried again; failed: given up after a day
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "failed";
                        attempts: number;
                        enqueuedAt: string;
                        lastAttemptAt: string | null;
                        nextAttemptAt: string | null;
                        /** @description The receiver’s HTTP status on the last try */
                        status: number | null;
                        /** @description Why the last try failed */
                        error: string | null;
                        /** @description The start of the receiver’s answer on the last try */
                        answer: string | null;
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
                        /** @description The id in the delivered body, the same on every try */
                        id: string;
                        /** @enum {string} */
                        event: "changelog" | "alert" | "test";
                        /**
                         * @description pending: will be tried again; failed: given up after a day
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "failed";
                        attempts: number;
                        enqueuedAt: string;
                        lastAttemptAt: string | null;
                        nextAttemptAt: string | null;
                        /** @description The receiver’s HTTP status on the last try */
                        status: number | null;
                        /** @description Why the last try failed */
                        error: string | null;
                        /** @description The start of the receiver’s answer on the last try */
                        answer: string | null;
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
    getApiAdminWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "d_8k2m4p6r0t",
                     *           "event": "changelog",
                     *           "state": "delivered",
                     *           "attempts": 1,
                     *           "enqueuedAt": "2026-03-02T09:30:00.000Z",
                     *           "lastAttemptAt": "2026-03-02T09:30:01.200Z",
                     *           "nextAttemptAt": null,
                     *           "status": 200,
                     *           "error": null,
                     *           "answer": "{\"ok\":true}"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        deliveries: {
                            /** @description The id in the delivered body, the same on every try */
                            id: string;
                            /** @enum {string} */
                            event: "changelog" | "alert" | "test";
                            /**
                             * @description pending: will be tried again; failed: given up after a day
                             * @enum {string}
                             */
                            state: "pending" | "delivered" | "failed";
                            attempts: number;
                            enqueuedAt: string;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            /** @description The receiver’s HTTP status on the last try */
                            status: number | null;
                            /** @description Why the last try failed */
                            error: string | null;
                            /** @description The start of the receiver’s answer on the last try */
                            answer: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminAlerts: {
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
                    /**
                     * @example {
                     *       "recipients": [
                     *         {
                     *           "email": "megan.bowen@contoso.com",
                     *           "kinds": [
                     *             "clientFailures",
                     *             "rolloutPaused",
                     *             "directorySync",
                     *             "relayPasses"
                     *           ]
                     *         },
                     *         {
                     *           "email": "it-helpdesk@contoso.com",
                     *           "kinds": [
                     *             "directorySync"
                     *           ]
                     *         }
                     *       ],
                     *       "configured": true
                     *     }
                     */
                    "application/json": {
                        recipients: {
                            email: string;
                            kinds: ("clientFailures" | "rolloutPaused" | "directorySync" | "relayPasses")[];
                        }[];
                        /** @description false: no Admin has set them yet, and every Admin receives every kind */
                        configured: boolean;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipients: {
                        email: string;
                        kinds: ("clientFailures" | "rolloutPaused" | "directorySync" | "relayPasses")[];
                    }[];
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
                        recipients: {
                            email: string;
                            kinds: ("clientFailures" | "rolloutPaused" | "directorySync" | "relayPasses")[];
                        }[];
                        /** @description false: no Admin has set them yet, and every Admin receives every kind */
                        configured: boolean;
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
    getApiAdminApiKeys: {
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
                        keys: {
                            id: string;
                            name: string;
                            prefix: string;
                            access: string[];
                            readOnly: boolean;
                            expires: string | null;
                            createdBy: string;
                            createdAt: string;
                            lastUsed: string | null;
                            revoked: boolean;
                            revokedAt: string | null;
                            createdByProvider: boolean;
                        }[];
                    };
                };
            };
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
    postApiAdminApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    access: string[];
                    /** @default true */
                    readOnly?: boolean;
                    expires?: string;
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
                        id: string;
                        name: string;
                        prefix: string;
                        access: string[];
                        readOnly: boolean;
                        expires: string | null;
                        createdBy: string;
                        createdAt: string;
                        lastUsed: string | null;
                        revoked: boolean;
                        revokedAt: string | null;
                        createdByProvider: boolean;
                        secret: string;
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
                        id: string;
                        name: string;
                        prefix: string;
                        access: string[];
                        readOnly: boolean;
                        expires: string | null;
                        createdBy: string;
                        createdAt: string;
                        lastUsed: string | null;
                        revoked: boolean;
                        revokedAt: string | null;
                        createdByProvider: boolean;
                        secret: string;
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
    deleteApiAdminApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        id: string;
                        name: string;
                        prefix: string;
                        access: string[];
                        readOnly: boolean;
                        expires: string | null;
                        createdBy: string;
                        createdAt: string;
                        lastUsed: string | null;
                        revoked: boolean;
                        revokedAt: string | null;
                        createdByProvider: boolean;
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
    getApiAdminApiSurface: {
        parameters: {
            query?: {
                key?: string;
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
                    /**
                     * @example {
                     *       "baseUrl": "https://signatures.contoso.com",
                     *       "operations": [
                     *         {
                     *           "method": "POST",
                     *           "path": "/api/admin/templates",
                     *           "capability": "templates",
                     *           "write": true,
                     *           "publish": false,
                     *           "summary": "Create a template",
                     *           "reachable": true,
                     *           "reason": null
                     *         }
                     *       ],
                     *       "key": {
                     *         "id": "k_7d2f9a4c1e",
                     *         "name": "my script",
                     *         "access": [
                     *           "templates",
                     *           "rules"
                     *         ],
                     *         "readOnly": false,
                     *         "expires": "2027-03-02T00:00:00.000Z",
                     *         "revoked": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        baseUrl: string;
                        operations: {
                            method: string;
                            path: string;
                            capability: string | null;
                            write: boolean;
                            publish: boolean;
                            summary: string;
                            reachable?: boolean;
                            reason?: ("invalid_key" | "key_expired" | "read_only_key" | "missing_capability" | "approval_required") | null;
                        }[];
                        key?: {
                            id: string;
                            name: string;
                            access: string[];
                            readOnly: boolean;
                            expires: string | null;
                            revoked: boolean;
                        };
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
    getApiAdminApiReferenceJson: {
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
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                            description: string;
                            termsOfService: string;
                            contact: {
                                name: string;
                                url: string;
                            };
                            license: {
                                name: string;
                                url: string;
                            };
                        };
                        servers: {
                            url: string;
                            description: string;
                        }[];
                        security?: {
                            [key: string]: string[];
                        }[];
                        tags: {
                            name: string;
                            description: string;
                        }[];
                        paths: {
                            [key: string]: {
                                [key: string]: components["schemas"]["JsonValue"];
                            };
                        };
                        components: {
                            [key: string]: components["schemas"]["JsonValue"];
                        };
                    };
                };
            };
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
    getVcfByTokenVcf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                    "text/vcard": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    getApiMeOrganisation: {
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
                        id: string;
                        state: ("active" | "suspended" | "pending_deletion") | "not_onboarded";
                    };
                };
            };
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
    getApiMeProfile: {
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
                        address: string;
                        values: {
                            [key: string]: string;
                        };
                        fields: {
                            key: string;
                            label: string;
                            help: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "url" | "email" | "phone";
                            options: string[];
                            maxLength: number;
                            enabled: boolean;
                        }[];
                        directory: {
                            displayName: string | null;
                            jobTitle: string | null;
                            department: string | null;
                            companyName: string | null;
                            officeLocation: string | null;
                            mobilePhone: string | null;
                            businessPhones: string[];
                            city: string | null;
                            country: string | null;
                        };
                    };
                };
            };
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
    putApiMeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        [key: string]: string | null;
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
                    "application/json": {
                        address: string;
                        values: {
                            [key: string]: string;
                        };
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
    getApiMeSignature: {
        parameters: {
            query?: {
                type?: "new" | "reply";
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
    postApiMeSignaturePreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        [key: string]: string | null;
                    };
                    /**
                     * @default new
                     * @enum {string}
                     */
                    type?: "new" | "reply";
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
                        html: string;
                        assigned: boolean;
                        problems: {
                            [key: string]: string;
                        };
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
    getApiMePreferences: {
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
                        /** @description The person's own choice, or null */
                        language: ("en" | "de" | "fr" | "es" | "nl") | null;
                        /** @description Their directory preferredLanguage as one of the product's languages, or null */
                        directoryLanguage: ("en" | "de" | "fr" | "es" | "nl") | null;
                        /**
                         * @description The organisation's default language
                         * @enum {string}
                         */
                        organisationLanguage: "en" | "de" | "fr" | "es" | "nl";
                    };
                };
            };
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
    putApiMePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The product's language the person chose; null forgets the choice */
                    language: ("en" | "de" | "fr" | "es" | "nl") | null;
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
                        /** @description The person's own choice, or null */
                        language: ("en" | "de" | "fr" | "es" | "nl") | null;
                        /** @description Their directory preferredLanguage as one of the product's languages, or null */
                        directoryLanguage: ("en" | "de" | "fr" | "es" | "nl") | null;
                        /**
                         * @description The organisation's default language
                         * @enum {string}
                         */
                        organisationLanguage: "en" | "de" | "fr" | "es" | "nl";
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
    getApiMeAutomaticReplies: {
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
                    "application/json": components["schemas"]["OwnAutomaticReplies"];
                };
            };
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
    putApiMeAutomaticReplies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomaticRepliesInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnAutomaticReplies"];
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
    postApiMeAutomaticRepliesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomaticRepliesInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomaticReplyPreview"] | null;
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
    getApiAdminAutomaticReplies: {
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
                    /**
                     * @example {
                     *       "people": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "displayName": "Lena Vogel",
                     *           "enabled": true,
                     *           "start": "2026-03-09T17:00:00.000Z",
                     *           "end": "2026-03-23T08:00:00.000Z",
                     *           "contact": "alex.wilber@contoso.com",
                     *           "out": true,
                     *           "templateId": "t_r7p2w4n6z0",
                     *           "version": 2,
                     *           "updatedAt": "2026-03-09T14:05:12.000Z",
                     *           "updatedBy": "megan.bowen@contoso.com"
                     *         },
                     *         {
                     *           "mailbox": "diego.siciliani@contoso.com",
                     *           "displayName": "Diego Siciliani",
                     *           "enabled": true,
                     *           "start": null,
                     *           "end": null,
                     *           "contact": null,
                     *           "out": true,
                     *           "templateId": "t_r7p2w4n6z0",
                     *           "version": 2,
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedBy": "diego.siciliani@contoso.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Everyone whose automatic replies are on, those out now first, then by name */
                        people: components["schemas"]["AutomaticRepliesState"][];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminAutomaticRepliesByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true,
                 *       "start": "2026-03-09T17:00:00.000Z",
                 *       "end": "2026-03-23T08:00:00.000Z",
                 *       "contact": "alex.wilber@contoso.com"
                 *     }
                 */
                "application/json": components["schemas"]["AutomaticRepliesInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mailbox": "lena.vogel@contoso.com",
                     *       "displayName": "Lena Vogel",
                     *       "enabled": true,
                     *       "start": "2026-03-09T17:00:00.000Z",
                     *       "end": "2026-03-23T08:00:00.000Z",
                     *       "contact": "alex.wilber@contoso.com",
                     *       "out": true,
                     *       "templateId": "t_r7p2w4n6z0",
                     *       "version": 2,
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["AutomaticRepliesState"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getPhotosByTenantByIdByVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant: string;
                id: string;
                variant: string;
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
                    "image/*": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    getApiMePhoto: {
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
                        photo: {
                            url: string;
                            roundUrl: string;
                            /** @enum {string} */
                            source: "upload" | "directory";
                        } | null;
                        canUpload: boolean;
                        limits: {
                            /** @constant */
                            maxBytes: 5242880;
                            /** @constant */
                            maxPixels: 25000000;
                            types: string[];
                        };
                    };
                };
            };
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
    putApiMePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: base64 */
                    base64: string;
                };
                "image/*": string;
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
                        photo: {
                            url: string;
                            roundUrl: string;
                            /** @enum {string} */
                            source: "upload" | "directory";
                        } | null;
                        canUpload: boolean;
                        limits: {
                            /** @constant */
                            maxBytes: 5242880;
                            /** @constant */
                            maxPixels: 25000000;
                            types: string[];
                        };
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
    deleteApiMePhoto: {
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
                        photo: {
                            url: string;
                            roundUrl: string;
                            /** @enum {string} */
                            source: "upload" | "directory";
                        } | null;
                        canUpload: boolean;
                        limits: {
                            /** @constant */
                            maxBytes: 5242880;
                            /** @constant */
                            maxPixels: 25000000;
                            types: string[];
                        };
                    };
                };
            };
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
    getApiAdminTemplates: {
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
                    /**
                     * @example {
                     *       "templates": [
                     *         {
                     *           "id": "t_k3v9q2m8x1",
                     *           "name": "Contoso standard",
                     *           "kind": "signature",
                     *           "version": 3,
                     *           "hasDraft": false,
                     *           "draftState": null,
                     *           "roles": [
                     *             "new"
                     *           ],
                     *           "tracking": true,
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-09T14:05:12.000Z",
                     *           "updatedBy": "megan.bowen@contoso.com"
                     *         },
                     *         {
                     *           "id": "t_r7p2w4n6z0",
                     *           "name": "Contoso replies",
                     *           "kind": "signature",
                     *           "version": 1,
                     *           "hasDraft": false,
                     *           "draftState": null,
                     *           "roles": [
                     *             "reply"
                     *           ],
                     *           "tracking": false,
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-09T14:05:12.000Z",
                     *           "updatedBy": "megan.bowen@contoso.com"
                     *         }
                     *       ],
                     *       "signaturesPaused": false
                     *     }
                     */
                    "application/json": {
                        templates: components["schemas"]["TemplateSummary"][];
                        signaturesPaused: boolean;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplates: {
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
                 *       "name": "From my script",
                 *       "html": "<p>{{displayName}}, from my script</p>",
                 *       "publish": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @description `automatic-reply` for out-of-office replies (then `external` is required)
                     * @default signature
                     * @enum {string}
                     */
                    kind?: "signature" | "automatic-reply";
                    html: string;
                    /** @description An automatic-reply template's external reply; its `html` is the internal reply */
                    external?: string;
                    /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                    variants?: components["schemas"]["TemplateVariantInput"][];
                    /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                    languageBy?: components["schemas"]["LanguageByInputInput"];
                    /** @description Publish the body as version 1 at once; without it, it is an unpublished working copy */
                    publish?: boolean;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "From my script",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": false,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<p>{{displayName}}, from my script</p>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {},
                     *         "domains": {}
                     *       },
                     *       "draft": null,
                     *       "warnings": [],
                     *       "published": true,
                     *       "publishWith": null,
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        warnings: components["schemas"]["TemplateWarning"][];
                        /** @description Whether the template is live (created with `"publish": true`); otherwise it reaches nobody yet */
                        published: boolean;
                        /** @description The call that publishes the working copy as version 1 (e.g. `POST /api/admin/templates/t_abc123/publish-draft`); null once published */
                        publishWith: string | null;
                        /** @description With `"publish": true`: the signature doctor's findings on the version published (an error refuses the call) */
                        findings?: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "From my script",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": false,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<p>{{displayName}}, from my script</p>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {},
                     *         "domains": {}
                     *       },
                     *       "draft": null,
                     *       "warnings": [],
                     *       "published": true,
                     *       "publishWith": null,
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        warnings: components["schemas"]["TemplateWarning"][];
                        /** @description Whether the template is live (created with `"publish": true`); otherwise it reaches nobody yet */
                        published: boolean;
                        /** @description The call that publishes the working copy as version 1 (e.g. `POST /api/admin/templates/t_abc123/publish-draft`); null once published */
                        publishWith: string | null;
                        /** @description With `"publish": true`: the signature doctor's findings on the version published (an error refuses the call) */
                        findings?: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesDeleted: {
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
                    /**
                     * @example {
                     *       "retentionDays": 30,
                     *       "templates": [
                     *         {
                     *           "id": "t_m2c8d4f6h0",
                     *           "name": "Spring campaign 2025",
                     *           "deletedAt": "2026-03-02T09:30:00.000Z",
                     *           "deletedBy": "megan.bowen@contoso.com",
                     *           "purgeAt": "2026-04-01T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        retentionDays: number;
                        templates: {
                            id: string;
                            name: string;
                            deletedAt: string;
                            deletedBy: string;
                            purgeAt: string;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                 *       "variants": [
                 *         {
                 *           "language": "de",
                 *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                 *         }
                 *       ],
                 *       "languageBy": {
                 *         "countries": {
                 *           "Germany": "de",
                 *           "Austria": "de"
                 *         },
                 *         "domains": {
                 *           "contoso.de": "de"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    html: string;
                    /** @description An automatic-reply template's external reply; its `html` is the internal reply */
                    external?: string;
                    /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                    variants?: components["schemas"]["TemplateVariantInput"][];
                    /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                    languageBy?: components["schemas"]["LanguageByInputInput"];
                    rollout?: true | components["schemas"]["RolloutGatesInput"];
                    detach?: boolean;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false,
                     *       "warnings": [],
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                        warnings: components["schemas"]["TemplateWarning"][];
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description With a rollout block: the staged rollout it started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        state: "running" | "promoted" | "rolled_back";
                        gates: {
                            percentage: number;
                            minHours: number;
                            minApplies: number;
                            maxFailureRateIncrease: number;
                            autoPromote: boolean;
                        };
                        startedBy: string;
                        startedAt: string;
                        baseVersion: number;
                        candidateVersion: number;
                        decidedAt: string | null;
                        decidedBy: ("person" | "automatic") | null;
                        reason: string | null;
                        warnings: components["schemas"]["TemplateWarning"][];
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminTemplatesById: {
        parameters: {
            query?: {
                purge?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    patchApiAdminTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Contoso standard (2026)"
                 *     }
                 */
                "application/json": {
                    name: string;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard (2026)",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Contoso standard, Germany"
                 *     }
                 */
                "application/json": {
                    name?: string;
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
                    /**
                     * @example {
                     *       "id": "t_g5h7j9k1l3",
                     *       "name": "Contoso standard, Germany",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_g5h7j9k1l3",
                     *       "name": "Contoso standard, Germany",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "current": 3,
                     *       "versions": [
                     *         {
                     *           "version": 3,
                     *           "publishedAt": "2026-03-09T14:05:12.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "publish",
                     *           "fromVersion": null,
                     *           "length": 742
                     *         },
                     *         {
                     *           "version": 2,
                     *           "publishedAt": "2026-03-05T11:12:40.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "draft",
                     *           "fromVersion": null,
                     *           "length": 730
                     *         },
                     *         {
                     *           "version": 1,
                     *           "publishedAt": "2026-03-02T09:30:00.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "create",
                     *           "fromVersion": null,
                     *           "length": 701
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        current: number;
                        versions: components["schemas"]["TemplateVersion"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdVersionsByVersionPreview: {
        parameters: {
            query?: {
                language?: string;
            };
            header?: never;
            path: {
                id: string;
                version: number;
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
                    /**
                     * @example {
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "length": 742,
                     *       "limit": 102400,
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        html: string;
                        length: number;
                        limit: number;
                        version: number;
                        /** @description An out-of-office reply's external reply, rendered the same way; null for a signature */
                        external: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 2
                 *     }
                 */
                "application/json": {
                    version: number;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplatesByIdDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a> | Visit us at Hannover Messe, hall 7</td></tr></table>",
                 *       "variants": [
                 *         {
                 *           "language": "de",
                 *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                 *         }
                 *       ],
                 *       "languageBy": {
                 *         "countries": {
                 *           "Germany": "de",
                 *           "Austria": "de"
                 *         },
                 *         "domains": {
                 *           "contoso.de": "de"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    html: string;
                    /** @description An automatic-reply template's external reply; its `html` is the internal reply */
                    external?: string;
                    /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                    variants?: components["schemas"]["TemplateVariantInput"][];
                    /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                    languageBy?: components["schemas"]["LanguageByInputInput"];
                    detach?: boolean;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": true,
                     *       "draftState": "saved",
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": {
                     *         "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a> | Visit us at Hannover Messe, hall 7</td></tr></table>",
                     *         "external": null,
                     *         "variants": [
                     *           {
                     *             "language": "de",
                     *             "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *           }
                     *         ],
                     *         "languageBy": {
                     *           "countries": {
                     *             "Germany": "de",
                     *             "Austria": "de"
                     *           },
                     *           "domains": {
                     *             "contoso.de": "de"
                     *           }
                     *         },
                     *         "state": "saved",
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com",
                     *         "submittedAt": null,
                     *         "submittedBy": null,
                     *         "note": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminTemplatesByIdDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdDraftSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdDraftReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
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
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
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
    postApiAdminTemplatesByIdPublishDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a> | Visit us at Hannover Messe, hall 7</td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a> | Visit us at Hannover Messe, hall 7</td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminApprovals: {
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
                        queue: {
                            id: string;
                            name: string;
                            version: number;
                            submittedAt: string;
                            submittedBy: string;
                        }[];
                        canApprove: boolean;
                        requireApproval: boolean;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "format": "signature-template",
                     *       "formatVersion": 1,
                     *       "exportedAt": "2026-03-09T14:05:12.000Z",
                     *       "template": {
                     *         "name": "Contoso standard",
                     *         "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *         "tracking": true,
                     *         "variants": [
                     *           {
                     *             "language": "de",
                     *             "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *           }
                     *         ],
                     *         "languageBy": {
                     *           "countries": {
                     *             "Germany": "de",
                     *             "Austria": "de"
                     *           },
                     *           "domains": {
                     *             "contoso.de": "de"
                     *           }
                     *         }
                     *       },
                     *       "images": [
                     *         {
                     *           "name": "Contoso-logo.png",
                     *           "contentType": "image/png",
                     *           "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        format: "signature-template";
                        /** @constant */
                        formatVersion: 1;
                        exportedAt?: string;
                        template: {
                            name: string;
                            html: string;
                            /** @default false */
                            tracking: boolean;
                            /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                            variants?: components["schemas"]["TemplateVariantInput"][];
                            /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                            languageBy?: components["schemas"]["LanguageByInput"];
                        };
                        /** @default [] */
                        images: {
                            name: string;
                            /** @enum {string} */
                            contentType: "image/png" | "image/jpeg" | "image/gif";
                            /** Format: base64 */
                            base64: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesImport: {
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
                 *       "format": "signature-template",
                 *       "formatVersion": 1,
                 *       "exportedAt": "2026-03-09T14:05:12.000Z",
                 *       "template": {
                 *         "name": "Contoso standard",
                 *         "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                 *         "tracking": true,
                 *         "variants": [
                 *           {
                 *             "language": "de",
                 *             "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                 *           }
                 *         ],
                 *         "languageBy": {
                 *           "countries": {
                 *             "Germany": "de",
                 *             "Austria": "de"
                 *           },
                 *           "domains": {
                 *             "contoso.de": "de"
                 *           }
                 *         }
                 *       },
                 *       "images": [
                 *         {
                 *           "name": "Contoso-logo.png",
                 *           "contentType": "image/png",
                 *           "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    format: "signature-template";
                    /** @constant */
                    formatVersion: 1;
                    exportedAt?: string;
                    template: {
                        name: string;
                        html: string;
                        /** @default false */
                        tracking?: boolean;
                        /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                        variants?: components["schemas"]["TemplateVariantInput"][];
                        /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                        languageBy?: components["schemas"]["LanguageByInputInput"];
                    };
                    /** @default [] */
                    images?: {
                        name: string;
                        /** @enum {string} */
                        contentType: "image/png" | "image/jpeg" | "image/gif";
                        /** Format: base64 */
                        base64: string;
                    }[];
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
                    /**
                     * @example {
                     *       "id": "t_q1w3e5r7t9",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_q1w3e5r7t9",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 1,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminRoles: {
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
                 *       "new": "t_k3v9q2m8x1",
                 *       "reply": "t_r7p2w4n6z0"
                 *     }
                 */
                "application/json": {
                    new?: string | null;
                    reply?: string | null;
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
                    /**
                     * @example {
                     *       "new": "t_k3v9q2m8x1",
                     *       "reply": "t_r7p2w4n6z0"
                     *     }
                     */
                    "application/json": {
                        new: string | null;
                        reply: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminSignatureDelivery: {
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
                 *       "paused": true
                 *     }
                 */
                "application/json": {
                    paused: boolean;
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
                    /**
                     * @example {
                     *       "paused": true
                     *     }
                     */
                    "application/json": {
                        paused: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplate: {
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplate: {
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
                 *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                 *       "variants": [
                 *         {
                 *           "language": "de",
                 *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                 *         }
                 *       ],
                 *       "languageBy": {
                 *         "countries": {
                 *           "Germany": "de",
                 *           "Austria": "de"
                 *         },
                 *         "domains": {
                 *           "contoso.de": "de"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    html: string;
                    /** @description An automatic-reply template's external reply; its `html` is the internal reply */
                    external?: string;
                    /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                    variants?: components["schemas"]["TemplateVariantInput"][];
                    /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                    languageBy?: components["schemas"]["LanguageByInputInput"];
                    rollout?: true | components["schemas"]["RolloutGatesInput"];
                    detach?: boolean;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false,
                     *       "warnings": [],
                     *       "findings": []
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                        warnings: components["schemas"]["TemplateWarning"][];
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description With a rollout block: the staged rollout it started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        state: "running" | "promoted" | "rolled_back";
                        gates: {
                            percentage: number;
                            minHours: number;
                            minApplies: number;
                            maxFailureRateIncrease: number;
                            autoPromote: boolean;
                        };
                        startedBy: string;
                        startedAt: string;
                        baseVersion: number;
                        candidateVersion: number;
                        decidedAt: string | null;
                        decidedBy: ("person" | "automatic") | null;
                        reason: string | null;
                        warnings: components["schemas"]["TemplateWarning"][];
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminVersions: {
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
                    /**
                     * @example {
                     *       "current": 3,
                     *       "versions": [
                     *         {
                     *           "version": 3,
                     *           "publishedAt": "2026-03-09T14:05:12.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "publish",
                     *           "fromVersion": null,
                     *           "length": 742
                     *         },
                     *         {
                     *           "version": 2,
                     *           "publishedAt": "2026-03-05T11:12:40.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "draft",
                     *           "fromVersion": null,
                     *           "length": 730
                     *         },
                     *         {
                     *           "version": 1,
                     *           "publishedAt": "2026-03-02T09:30:00.000Z",
                     *           "publishedBy": "megan.bowen@contoso.com",
                     *           "source": "create",
                     *           "fromVersion": null,
                     *           "length": 701
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        current: number;
                        versions: components["schemas"]["TemplateVersion"][];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminRollback: {
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
                 *       "version": 2
                 *     }
                 */
                "application/json": {
                    version: number;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "key:my script",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "workingCopyCleared": false
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        workingCopyCleared: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplatesByIdTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tracking": true
                 *     }
                 */
                "application/json": {
                    tracking: boolean;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 3,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [
                     *         {
                     *           "language": "de",
                     *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                     *         }
                     *       ],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminBrandKit: {
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
                    /**
                     * @example {
                     *       "kit": {
                     *         "colours": {
                     *           "primary": "#0f6cbd",
                     *           "secondary": "#107c10",
                     *           "text": "#1f2937",
                     *           "muted": "#6b7280",
                     *           "background": "#ffffff"
                     *         },
                     *         "font": "'Segoe UI', Arial, sans-serif",
                     *         "logo": {
                     *           "asset": "Contoso-logo.png",
                     *           "width": 160,
                     *           "height": 40,
                     *           "alt": "Contoso",
                     *           "link": "https://www.contoso.com"
                     *         },
                     *         "social": {
                     *           "linkedin": "https://www.linkedin.com/company/contoso",
                     *           "youtube": "https://www.youtube.com/@contoso"
                     *         },
                     *         "iconColour": "network",
                     *         "website": "https://www.contoso.com",
                     *         "cta": {
                     *           "text": "Book a demo",
                     *           "url": "https://www.contoso.com/book-a-demo"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        kit: components["schemas"]["BrandKit"];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminBrandKit: {
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
                 *       "kit": {
                 *         "colours": {
                 *           "primary": "#0f6cbd",
                 *           "secondary": "#107c10",
                 *           "text": "#1f2937",
                 *           "muted": "#6b7280",
                 *           "background": "#ffffff"
                 *         },
                 *         "font": "'Segoe UI', Arial, sans-serif",
                 *         "logo": {
                 *           "asset": "Contoso-logo.png",
                 *           "width": 160,
                 *           "height": 40,
                 *           "alt": "Contoso",
                 *           "link": "https://www.contoso.com"
                 *         },
                 *         "social": {
                 *           "linkedin": "https://www.linkedin.com/company/contoso",
                 *           "youtube": "https://www.youtube.com/@contoso"
                 *         },
                 *         "iconColour": "network",
                 *         "website": "https://www.contoso.com",
                 *         "cta": {
                 *           "text": "Book a demo",
                 *           "url": "https://www.contoso.com/book-a-demo"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    kit: components["schemas"]["BrandKitInput"];
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
                    /**
                     * @example {
                     *       "kit": {
                     *         "colours": {
                     *           "primary": "#0f6cbd",
                     *           "secondary": "#107c10",
                     *           "text": "#1f2937",
                     *           "muted": "#6b7280",
                     *           "background": "#ffffff"
                     *         },
                     *         "font": "'Segoe UI', Arial, sans-serif",
                     *         "logo": {
                     *           "asset": "Contoso-logo.png",
                     *           "width": 160,
                     *           "height": 40,
                     *           "alt": "Contoso",
                     *           "link": "https://www.contoso.com"
                     *         },
                     *         "social": {
                     *           "linkedin": "https://www.linkedin.com/company/contoso",
                     *           "youtube": "https://www.youtube.com/@contoso"
                     *         },
                     *         "iconColour": "network",
                     *         "website": "https://www.contoso.com",
                     *         "cta": {
                     *           "text": "Book a demo",
                     *           "url": "https://www.contoso.com/book-a-demo"
                     *         }
                     *       },
                     *       "rerendered": [
                     *         {
                     *           "id": "t_k3v9q2m8x1",
                     *           "name": "Contoso standard"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        kit: components["schemas"]["BrandKit"];
                        rerendered: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminDesignsGallery: {
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
                    /**
                     * @example {
                     *       "designs": [
                     *         {
                     *           "id": "logo-left",
                     *           "name": "Logo on the left",
                     *           "description": "The logo beside name, title and phone, with the address under a thin line.",
                     *           "kind": "signature",
                     *           "design": {
                     *             "version": 1,
                     *             "page": {
                     *               "width": 520,
                     *               "font": "'Segoe UI', Arial, sans-serif",
                     *               "size": 13,
                     *               "colour": {
                     *                 "brand": "text"
                     *               },
                     *               "linkColour": {
                     *                 "brand": "primary"
                     *               }
                     *             },
                     *             "blocks": [
                     *               {
                     *                 "id": "header",
                     *                 "type": "columns",
                     *                 "left": [
                     *                   {
                     *                     "id": "logo",
                     *                     "type": "image",
                     *                     "asset": "Contoso-logo.png",
                     *                     "alt": "Contoso",
                     *                     "width": 96,
                     *                     "height": 24,
                     *                     "link": "https://www.contoso.com"
                     *                   }
                     *                 ],
                     *                 "right": [
                     *                   {
                     *                     "id": "name",
                     *                     "type": "text",
                     *                     "text": "{{displayName}}",
                     *                     "hideWhenEmpty": true,
                     *                     "style": {
                     *                       "bold": true,
                     *                       "size": 15
                     *                     }
                     *                   },
                     *                   {
                     *                     "id": "title",
                     *                     "type": "text",
                     *                     "text": "{{jobTitle}}, {{department}}",
                     *                     "hideWhenEmpty": true,
                     *                     "style": {}
                     *                   },
                     *                   {
                     *                     "id": "phone",
                     *                     "type": "text",
                     *                     "text": "{{mobilePhone}}",
                     *                     "hideWhenEmpty": true,
                     *                     "style": {
                     *                       "colour": {
                     *                         "brand": "muted"
                     *                       }
                     *                     }
                     *                   }
                     *                 ],
                     *                 "leftWidth": 120,
                     *                 "gap": 16,
                     *                 "valign": "middle"
                     *               },
                     *               {
                     *                 "id": "rule",
                     *                 "type": "divider",
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 },
                     *                 "thickness": 1
                     *               },
                     *               {
                     *                 "id": "address",
                     *                 "type": "text",
                     *                 "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "size": 11,
                     *                   "colour": {
                     *                     "brand": "muted"
                     *                   }
                     *                 }
                     *               }
                     *             ]
                     *           },
                     *           "preview": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *           "length": 363
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        designs: {
                            id: string;
                            name: string;
                            description: string;
                            /**
                             * @description `automatic-reply`: a starting point for out-of-office replies (its card previews the reply to people outside)
                             * @enum {string}
                             */
                            kind: "signature" | "automatic-reply";
                            design: components["schemas"]["Design"];
                            preview: string;
                            length: number;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminDesignsPreview: {
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
                 *       "design": {
                 *         "version": 1,
                 *         "page": {
                 *           "width": 520,
                 *           "font": "'Segoe UI', Arial, sans-serif",
                 *           "size": 13,
                 *           "colour": {
                 *             "brand": "text"
                 *           },
                 *           "linkColour": {
                 *             "brand": "primary"
                 *           }
                 *         },
                 *         "blocks": [
                 *           {
                 *             "id": "header",
                 *             "type": "columns",
                 *             "left": [
                 *               {
                 *                 "id": "logo",
                 *                 "type": "image",
                 *                 "asset": "Contoso-logo.png",
                 *                 "alt": "Contoso",
                 *                 "width": 96,
                 *                 "height": 24,
                 *                 "link": "https://www.contoso.com"
                 *               }
                 *             ],
                 *             "right": [
                 *               {
                 *                 "id": "name",
                 *                 "type": "text",
                 *                 "text": "{{displayName}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {
                 *                   "bold": true,
                 *                   "size": 15
                 *                 }
                 *               },
                 *               {
                 *                 "id": "title",
                 *                 "type": "text",
                 *                 "text": "{{jobTitle}}, {{department}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {}
                 *               },
                 *               {
                 *                 "id": "phone",
                 *                 "type": "text",
                 *                 "text": "{{mobilePhone}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {
                 *                   "colour": {
                 *                     "brand": "muted"
                 *                   }
                 *                 }
                 *               }
                 *             ],
                 *             "leftWidth": 120,
                 *             "gap": 16,
                 *             "valign": "middle"
                 *           },
                 *           {
                 *             "id": "rule",
                 *             "type": "divider",
                 *             "colour": {
                 *               "brand": "muted"
                 *             },
                 *             "thickness": 1
                 *           },
                 *           {
                 *             "id": "address",
                 *             "type": "text",
                 *             "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                 *             "hideWhenEmpty": true,
                 *             "style": {
                 *               "size": 11,
                 *               "colour": {
                 *                 "brand": "muted"
                 *               }
                 *             }
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    design: components["schemas"]["DesignInput"];
                    kit?: components["schemas"]["BrandKitInput"];
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
                    /**
                     * @example {
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "length": 363,
                     *       "limit": 102400
                     *     }
                     */
                    "application/json": {
                        html: string;
                        length: number;
                        limit: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminDesignsTemplates: {
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
                 *       "name": "Contoso standard",
                 *       "galleryId": "logo-left"
                 *     }
                 */
                "application/json": {
                    name: string;
                    design?: components["schemas"]["DesignInput"];
                    galleryId?: string;
                    /**
                     * @description With `design`: `automatic-reply` makes an out-of-office reply, whose blocks name the reply they are in (a gallery design has its own kind)
                     * @enum {string}
                     */
                    kind?: "signature" | "automatic-reply";
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        };
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdDesign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplatesByIdDesign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "design": {
                 *         "version": 1,
                 *         "page": {
                 *           "width": 520,
                 *           "font": "'Segoe UI', Arial, sans-serif",
                 *           "size": 13,
                 *           "colour": {
                 *             "brand": "text"
                 *           },
                 *           "linkColour": {
                 *             "brand": "primary"
                 *           }
                 *         },
                 *         "blocks": [
                 *           {
                 *             "id": "header",
                 *             "type": "columns",
                 *             "left": [
                 *               {
                 *                 "id": "logo",
                 *                 "type": "image",
                 *                 "asset": "Contoso-logo.png",
                 *                 "alt": "Contoso",
                 *                 "width": 96,
                 *                 "height": 24,
                 *                 "link": "https://www.contoso.com"
                 *               }
                 *             ],
                 *             "right": [
                 *               {
                 *                 "id": "name",
                 *                 "type": "text",
                 *                 "text": "{{displayName}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {
                 *                   "bold": true,
                 *                   "size": 15
                 *                 }
                 *               },
                 *               {
                 *                 "id": "title",
                 *                 "type": "text",
                 *                 "text": "{{jobTitle}}, {{department}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {}
                 *               },
                 *               {
                 *                 "id": "phone",
                 *                 "type": "text",
                 *                 "text": "{{mobilePhone}}",
                 *                 "hideWhenEmpty": true,
                 *                 "style": {
                 *                   "colour": {
                 *                     "brand": "muted"
                 *                   }
                 *                 }
                 *               }
                 *             ],
                 *             "leftWidth": 120,
                 *             "gap": 16,
                 *             "valign": "middle"
                 *           },
                 *           {
                 *             "id": "rule",
                 *             "type": "divider",
                 *             "colour": {
                 *               "brand": "muted"
                 *             },
                 *             "thickness": 1
                 *           },
                 *           {
                 *             "id": "address",
                 *             "type": "text",
                 *             "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                 *             "hideWhenEmpty": true,
                 *             "style": {
                 *               "size": 11,
                 *               "colour": {
                 *                 "brand": "muted"
                 *               }
                 *             }
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    design: components["schemas"]["DesignInput"];
                    /** @description The designs of the language variants, each rendered into its variant; a designed variant left out is removed. Left out: the variants' designs stay as they are */
                    variants?: components["schemas"]["LanguageDesign"][];
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdDesignDetach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": {
                    language?: string;
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
                    /**
                     * @example {
                     *       "design": {
                     *         "version": 1,
                     *         "page": {
                     *           "width": 520,
                     *           "font": "'Segoe UI', Arial, sans-serif",
                     *           "size": 13,
                     *           "colour": {
                     *             "brand": "text"
                     *           },
                     *           "linkColour": {
                     *             "brand": "primary"
                     *           }
                     *         },
                     *         "blocks": [
                     *           {
                     *             "id": "header",
                     *             "type": "columns",
                     *             "left": [
                     *               {
                     *                 "id": "logo",
                     *                 "type": "image",
                     *                 "asset": "Contoso-logo.png",
                     *                 "alt": "Contoso",
                     *                 "width": 96,
                     *                 "height": 24,
                     *                 "link": "https://www.contoso.com"
                     *               }
                     *             ],
                     *             "right": [
                     *               {
                     *                 "id": "name",
                     *                 "type": "text",
                     *                 "text": "{{displayName}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "bold": true,
                     *                   "size": 15
                     *                 }
                     *               },
                     *               {
                     *                 "id": "title",
                     *                 "type": "text",
                     *                 "text": "{{jobTitle}}, {{department}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {}
                     *               },
                     *               {
                     *                 "id": "phone",
                     *                 "type": "text",
                     *                 "text": "{{mobilePhone}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "colour": {
                     *                     "brand": "muted"
                     *                   }
                     *                 }
                     *               }
                     *             ],
                     *             "leftWidth": 120,
                     *             "gap": 16,
                     *             "valign": "middle"
                     *           },
                     *           {
                     *             "id": "rule",
                     *             "type": "divider",
                     *             "colour": {
                     *               "brand": "muted"
                     *             },
                     *             "thickness": 1
                     *           },
                     *           {
                     *             "id": "address",
                     *             "type": "text",
                     *             "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *             "hideWhenEmpty": true,
                     *             "style": {
                     *               "size": 11,
                     *               "colour": {
                     *                 "brand": "muted"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "detached": true,
                     *       "variants": [],
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": {
                        design: components["schemas"]["Design"];
                        detached: boolean;
                        /** @description The language variants' designs (a variant written as HTML has none) */
                        variants: components["schemas"]["VariantDesignState"][];
                        updatedAt: string;
                        updatedBy: string;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "design": {
                     *         "version": 1,
                     *         "page": {
                     *           "width": 520,
                     *           "font": "'Segoe UI', Arial, sans-serif",
                     *           "size": 13,
                     *           "colour": {
                     *             "brand": "text"
                     *           },
                     *           "linkColour": {
                     *             "brand": "primary"
                     *           }
                     *         },
                     *         "blocks": [
                     *           {
                     *             "id": "header",
                     *             "type": "columns",
                     *             "left": [
                     *               {
                     *                 "id": "logo",
                     *                 "type": "image",
                     *                 "asset": "Contoso-logo.png",
                     *                 "alt": "Contoso",
                     *                 "width": 96,
                     *                 "height": 24,
                     *                 "link": "https://www.contoso.com"
                     *               }
                     *             ],
                     *             "right": [
                     *               {
                     *                 "id": "name",
                     *                 "type": "text",
                     *                 "text": "{{displayName}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "bold": true,
                     *                   "size": 15
                     *                 }
                     *               },
                     *               {
                     *                 "id": "title",
                     *                 "type": "text",
                     *                 "text": "{{jobTitle}}, {{department}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {}
                     *               },
                     *               {
                     *                 "id": "phone",
                     *                 "type": "text",
                     *                 "text": "{{mobilePhone}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "colour": {
                     *                     "brand": "muted"
                     *                   }
                     *                 }
                     *               }
                     *             ],
                     *             "leftWidth": 120,
                     *             "gap": 16,
                     *             "valign": "middle"
                     *           },
                     *           {
                     *             "id": "rule",
                     *             "type": "divider",
                     *             "colour": {
                     *               "brand": "muted"
                     *             },
                     *             "thickness": 1
                     *           },
                     *           {
                     *             "id": "address",
                     *             "type": "text",
                     *             "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *             "hideWhenEmpty": true,
                     *             "style": {
                     *               "size": 11,
                     *               "colour": {
                     *                 "brand": "muted"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "detached": true,
                     *       "variants": [],
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": {
                        design: components["schemas"]["Design"];
                        detached: boolean;
                        /** @description The language variants' designs (a variant written as HTML has none) */
                        variants: components["schemas"]["VariantDesignState"][];
                        updatedAt: string;
                        updatedBy: string;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdDesignRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": {
                    language?: string;
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
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        };
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "t_k3v9q2m8x1",
                     *       "name": "Contoso standard",
                     *       "kind": "signature",
                     *       "version": 4,
                     *       "hasDraft": false,
                     *       "draftState": null,
                     *       "roles": [
                     *         "new"
                     *       ],
                     *       "tracking": true,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com",
                     *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br><a href=\"tel:+1 425 555 0109\">+1 425 555 0109</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                     *       "external": null,
                     *       "variants": [],
                     *       "languageBy": {
                     *         "countries": {
                     *           "Germany": "de",
                     *           "Austria": "de"
                     *         },
                     *         "domains": {
                     *           "contoso.de": "de"
                     *         }
                     *       },
                     *       "draft": null,
                     *       "design": {
                     *         "design": {
                     *           "version": 1,
                     *           "page": {
                     *             "width": 520,
                     *             "font": "'Segoe UI', Arial, sans-serif",
                     *             "size": 13,
                     *             "colour": {
                     *               "brand": "text"
                     *             },
                     *             "linkColour": {
                     *               "brand": "primary"
                     *             }
                     *           },
                     *           "blocks": [
                     *             {
                     *               "id": "header",
                     *               "type": "columns",
                     *               "left": [
                     *                 {
                     *                   "id": "logo",
                     *                   "type": "image",
                     *                   "asset": "Contoso-logo.png",
                     *                   "alt": "Contoso",
                     *                   "width": 96,
                     *                   "height": 24,
                     *                   "link": "https://www.contoso.com"
                     *                 }
                     *               ],
                     *               "right": [
                     *                 {
                     *                   "id": "name",
                     *                   "type": "text",
                     *                   "text": "{{displayName}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "bold": true,
                     *                     "size": 15
                     *                   }
                     *                 },
                     *                 {
                     *                   "id": "title",
                     *                   "type": "text",
                     *                   "text": "{{jobTitle}}, {{department}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {}
                     *                 },
                     *                 {
                     *                   "id": "phone",
                     *                   "type": "text",
                     *                   "text": "{{mobilePhone}}",
                     *                   "hideWhenEmpty": true,
                     *                   "style": {
                     *                     "colour": {
                     *                       "brand": "muted"
                     *                     }
                     *                   }
                     *                 }
                     *               ],
                     *               "leftWidth": 120,
                     *               "gap": 16,
                     *               "valign": "middle"
                     *             },
                     *             {
                     *               "id": "rule",
                     *               "type": "divider",
                     *               "colour": {
                     *                 "brand": "muted"
                     *               },
                     *               "thickness": 1
                     *             },
                     *             {
                     *               "id": "address",
                     *               "type": "text",
                     *               "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *               "hideWhenEmpty": true,
                     *               "style": {
                     *                 "size": 11,
                     *                 "colour": {
                     *                   "brand": "muted"
                     *                 }
                     *               }
                     *             }
                     *           ]
                     *         },
                     *         "detached": false,
                     *         "variants": [],
                     *         "updatedAt": "2026-03-09T14:05:12.000Z",
                     *         "updatedBy": "megan.bowen@contoso.com"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        kind: "signature" | "automatic-reply";
                        version: number;
                        hasDraft: boolean;
                        draftState: ("saved" | "submitted") | null;
                        roles: ("new" | "reply")[];
                        tracking: boolean;
                        createdAt: string;
                        updatedAt: string;
                        updatedBy: string;
                        /** @description The live body; null while the template has never been published (its working copy is in `draft`) */
                        html: string | null;
                        /** @description An automatic-reply template's live external reply; null for signatures */
                        external: string | null;
                        variants: components["schemas"]["TemplateVariant"][];
                        languageBy: components["schemas"]["LanguageBy"];
                        draft: components["schemas"]["Draft"] | null;
                        design: {
                            design: components["schemas"]["Design"];
                            detached: boolean;
                            /** @description The language variants' designs (a variant written as HTML has none) */
                            variants: components["schemas"]["VariantDesignState"][];
                            updatedAt: string;
                            updatedBy: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdVersionsByVersionDesign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
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
                    /**
                     * @example {
                     *       "design": {
                     *         "version": 1,
                     *         "page": {
                     *           "width": 520,
                     *           "font": "'Segoe UI', Arial, sans-serif",
                     *           "size": 13,
                     *           "colour": {
                     *             "brand": "text"
                     *           },
                     *           "linkColour": {
                     *             "brand": "primary"
                     *           }
                     *         },
                     *         "blocks": [
                     *           {
                     *             "id": "header",
                     *             "type": "columns",
                     *             "left": [
                     *               {
                     *                 "id": "logo",
                     *                 "type": "image",
                     *                 "asset": "Contoso-logo.png",
                     *                 "alt": "Contoso",
                     *                 "width": 96,
                     *                 "height": 24,
                     *                 "link": "https://www.contoso.com"
                     *               }
                     *             ],
                     *             "right": [
                     *               {
                     *                 "id": "name",
                     *                 "type": "text",
                     *                 "text": "{{displayName}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "bold": true,
                     *                   "size": 15
                     *                 }
                     *               },
                     *               {
                     *                 "id": "title",
                     *                 "type": "text",
                     *                 "text": "{{jobTitle}}, {{department}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {}
                     *               },
                     *               {
                     *                 "id": "phone",
                     *                 "type": "text",
                     *                 "text": "{{mobilePhone}}",
                     *                 "hideWhenEmpty": true,
                     *                 "style": {
                     *                   "colour": {
                     *                     "brand": "muted"
                     *                   }
                     *                 }
                     *               }
                     *             ],
                     *             "leftWidth": 120,
                     *             "gap": 16,
                     *             "valign": "middle"
                     *           },
                     *           {
                     *             "id": "rule",
                     *             "type": "divider",
                     *             "colour": {
                     *               "brand": "muted"
                     *             },
                     *             "thickness": 1
                     *           },
                     *           {
                     *             "id": "address",
                     *             "type": "text",
                     *             "text": "Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052",
                     *             "hideWhenEmpty": true,
                     *             "style": {
                     *               "size": 11,
                     *               "colour": {
                     *                 "brand": "muted"
                     *               }
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "variants": []
                     *     }
                     */
                    "application/json": {
                        design: components["schemas"]["Design"] | null;
                        variants: components["schemas"]["VariantDesignState"][];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getStaticSocialByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
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
                    "image/png": string;
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    postApiAdminPreview: {
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
                 *       "templateId": "t_k3v9q2m8x1",
                 *       "email": "lena.vogel@contoso.com"
                 *     }
                 */
                "application/json": {
                    html?: string;
                    templateId?: string;
                    email?: string;
                    sender?: string;
                    /** @description The language of the variant previewed: sample data writes `{{ooo.until}}` in it */
                    language?: string;
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
                    /**
                     * @example {
                     *       "html": "<p>Lena Vogel, from my script</p>",
                     *       "length": 33,
                     *       "limit": 102400,
                     *       "warnings": [],
                     *       "mailbox": {
                     *         "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "userPrincipalName": "lena.vogel@contoso.com",
                     *         "mail": "lena.vogel@contoso.com",
                     *         "displayName": "Lena Vogel",
                     *         "givenName": "Lena",
                     *         "surname": "Vogel",
                     *         "jobTitle": "Sales Manager",
                     *         "department": "Sales",
                     *         "companyName": "Contoso Ltd",
                     *         "officeLocation": "Redmond",
                     *         "streetAddress": "1 Microsoft Way",
                     *         "city": "Redmond",
                     *         "state": "WA",
                     *         "postalCode": "98052",
                     *         "country": "United States",
                     *         "mobilePhone": "+1 425 555 0109",
                     *         "preferredLanguage": "en-US",
                     *         "businessPhones": [
                     *           "+1 425 555 0100"
                     *         ],
                     *         "userType": "Member",
                     *         "accountEnabled": true,
                     *         "mailboxType": "user",
                     *         "primary": "lena.vogel@contoso.com",
                     *         "groups": [
                     *           {
                     *             "id": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                     *             "displayName": "Sales Europe"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        html: string;
                        length: number;
                        limit: number;
                        warnings: components["schemas"]["TemplateWarning"][];
                        mailbox?: {
                            id: string;
                            userPrincipalName?: string | null;
                            mail?: string | null;
                            displayName?: string | null;
                            givenName?: string | null;
                            surname?: string | null;
                            jobTitle?: string | null;
                            department?: string | null;
                            companyName?: string | null;
                            officeLocation?: string | null;
                            streetAddress?: string | null;
                            city?: string | null;
                            state?: string | null;
                            postalCode?: string | null;
                            country?: string | null;
                            mobilePhone?: string | null;
                            preferredLanguage?: string | null;
                            /** @default [] */
                            businessPhones: string[];
                            userType?: string | null;
                            accountEnabled?: boolean | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            mailboxType: "user" | "shared";
                            primary: string;
                            groups: {
                                id: string;
                                displayName: string;
                            }[];
                        };
                        sender?: {
                            id: string;
                            userPrincipalName?: string | null;
                            mail?: string | null;
                            displayName?: string | null;
                            givenName?: string | null;
                            surname?: string | null;
                            jobTitle?: string | null;
                            department?: string | null;
                            companyName?: string | null;
                            officeLocation?: string | null;
                            streetAddress?: string | null;
                            city?: string | null;
                            state?: string | null;
                            postalCode?: string | null;
                            country?: string | null;
                            mobilePhone?: string | null;
                            preferredLanguage?: string | null;
                            /** @default [] */
                            businessPhones: string[];
                            userType?: string | null;
                            accountEnabled?: boolean | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            mailboxType: "user" | "shared";
                            primary: string;
                            groups: {
                                id: string;
                                displayName: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminDownload: {
        parameters: {
            query: {
                email: string;
                type?: "new" | "reply";
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
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminLint: {
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
                 *       "templateId": "t_k3v9q2m8x1",
                 *       "tracking": true
                 *     }
                 */
                "application/json": {
                    html?: string;
                    templateId?: string;
                    tracking?: boolean;
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
                    /**
                     * @example {
                     *       "findings": [
                     *         {
                     *           "rule": "image-alt",
                     *           "severity": "warning",
                     *           "clients": [
                     *             "outlook-windows",
                     *             "outlook-web"
                     *           ],
                     *           "message": "The logo has no alternative text, so people who block images see nothing in its place.",
                     *           "line": 1,
                     *           "column": 212,
                     *           "start": 211,
                     *           "end": 268
                     *         }
                     *       ],
                     *       "errors": 0,
                     *       "warnings": 1,
                     *       "length": {
                     *         "value": 742,
                     *         "limit": 102400,
                     *         "mailbox": null,
                     *         "estimated": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        findings: components["schemas"]["Finding"][];
                        errors: number;
                        warnings: number;
                        length: {
                            value: number;
                            limit: number;
                            mailbox: string | null;
                            estimated: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminDoctorContext: {
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
                    /**
                     * @example {
                     *       "clients": [
                     *         "outlook-windows",
                     *         "outlook-mac",
                     *         "outlook-web",
                     *         "outlook-ios",
                     *         "outlook-android"
                     *       ],
                     *       "support": {
                     *         "css-border-radius": {
                     *           "title": "Rounded corners",
                     *           "url": "https://www.caniemail.com/features/css-border-radius/",
                     *           "unsupported": [
                     *             "outlook-windows"
                     *           ],
                     *           "note": "Outlook for Windows shows square corners."
                     *         }
                     *       },
                     *       "images": {
                     *         "Contoso-logo.png": {
                     *           "size": 8214,
                     *           "width": 160,
                     *           "height": 40,
                     *           "dark": "vanishes",
                     *           "darkVariant": "Contoso-logo.dark.png"
                     *         }
                     *       },
                     *       "knownPlaceholders": [
                     *         "displayName",
                     *         "jobTitle",
                     *         "department",
                     *         "mobilePhone",
                     *         "streetAddress",
                     *         "city",
                     *         "postalCode"
                     *       ],
                     *       "emptyShare": {
                     *         "mobilePhone": 0.29,
                     *         "jobTitle": 0.03
                     *       },
                     *       "mailboxes": 1250,
                     *       "longestValue": {
                     *         "jobTitle": 64,
                     *         "department": 38
                     *       },
                     *       "longest": {
                     *         "length": 2210,
                     *         "mailbox": "christie.cline@contoso.com"
                     *       },
                     *       "tracking": true
                     *     }
                     */
                    "application/json": {
                        clients: ("outlook-windows" | "outlook-mac" | "outlook-web" | "outlook-ios" | "outlook-android")[];
                        support: {
                            [key: string]: {
                                title: string;
                                url: string;
                                unsupported: ("outlook-windows" | "outlook-mac" | "outlook-web" | "outlook-ios" | "outlook-android")[];
                                note: string | null;
                            };
                        };
                        images: {
                            [key: string]: {
                                size: number;
                                width: number | null;
                                height: number | null;
                                dark: ("vanishes" | "white-box") | null;
                                darkVariant: string | null;
                            };
                        };
                        knownPlaceholders: string[] | null;
                        emptyShare: {
                            [key: string]: number;
                        };
                        mailboxes: number;
                        longestValue: {
                            [key: string]: number;
                        };
                        longest: {
                            length: number;
                            mailbox: string;
                        } | null;
                        tracking: boolean;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdVersionsByVersionFindings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: number;
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
                    /**
                     * @example {
                     *       "findings": [
                     *         {
                     *           "rule": "image-alt",
                     *           "severity": "warning",
                     *           "clients": [
                     *             "outlook-windows",
                     *             "outlook-web"
                     *           ],
                     *           "message": "The logo has no alternative text, so people who block images see nothing in its place.",
                     *           "line": 1,
                     *           "column": 212,
                     *           "start": 211,
                     *           "end": 268
                     *         }
                     *       ],
                     *       "total": 1
                     *     }
                     */
                    "application/json": {
                        findings: components["schemas"]["Finding"][];
                        total: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminAssetByNameDarkVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "style": "outline"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    style: "outline" | "padding";
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
                    /**
                     * @example {
                     *       "name": "Contoso-logo.dark.png",
                     *       "contentType": "image/png",
                     *       "size": 9120,
                     *       "updatedAt": "2026-03-09T14:05:12.000Z"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        contentType: string;
                        size: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Contoso-logo.dark.png",
                     *       "contentType": "image/png",
                     *       "size": 9120,
                     *       "updatedAt": "2026-03-09T14:05:12.000Z"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        contentType: string;
                        size: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "state": "running",
                     *       "gates": {
                     *         "percentage": 10,
                     *         "minHours": 24,
                     *         "minApplies": 50,
                     *         "maxFailureRateIncrease": 0.02,
                     *         "autoPromote": true
                     *       },
                     *       "startedBy": "megan.bowen@contoso.com",
                     *       "startedAt": "2026-03-02T09:30:00.000Z",
                     *       "baseVersion": 3,
                     *       "candidateVersion": 4,
                     *       "decidedAt": null,
                     *       "decidedBy": null,
                     *       "reason": null,
                     *       "results": {
                     *         "current": {
                     *           "version": 3,
                     *           "applied": 1840,
                     *           "failed": 4,
                     *           "skipped": 12,
                     *           "failureRate": 0.0022
                     *         },
                     *         "candidate": {
                     *           "version": 4,
                     *           "applied": 212,
                     *           "failed": 0,
                     *           "skipped": 1,
                     *           "failureRate": 0
                     *         }
                     *       },
                     *       "next": {
                     *         "action": "wait",
                     *         "at": "2026-03-03T09:30:00.000Z",
                     *         "reason": "The new version has run for 6 of the 24 hours it needs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdRolloutPromote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "state": "promoted",
                     *       "gates": {
                     *         "percentage": 10,
                     *         "minHours": 24,
                     *         "minApplies": 50,
                     *         "maxFailureRateIncrease": 0.02,
                     *         "autoPromote": true
                     *       },
                     *       "startedBy": "megan.bowen@contoso.com",
                     *       "startedAt": "2026-03-02T09:30:00.000Z",
                     *       "baseVersion": 3,
                     *       "candidateVersion": 4,
                     *       "decidedAt": "2026-03-09T14:05:12.000Z",
                     *       "decidedBy": "person",
                     *       "reason": "Promoted by megan.bowen@contoso.com",
                     *       "results": {
                     *         "current": {
                     *           "version": 3,
                     *           "applied": 1840,
                     *           "failed": 4,
                     *           "skipped": 12,
                     *           "failureRate": 0.0022
                     *         },
                     *         "candidate": {
                     *           "version": 4,
                     *           "applied": 212,
                     *           "failed": 0,
                     *           "skipped": 1,
                     *           "failureRate": 0
                     *         }
                     *       },
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "state": "promoted",
                     *       "gates": {
                     *         "percentage": 10,
                     *         "minHours": 24,
                     *         "minApplies": 50,
                     *         "maxFailureRateIncrease": 0.02,
                     *         "autoPromote": true
                     *       },
                     *       "startedBy": "megan.bowen@contoso.com",
                     *       "startedAt": "2026-03-02T09:30:00.000Z",
                     *       "baseVersion": 3,
                     *       "candidateVersion": 4,
                     *       "decidedAt": "2026-03-09T14:05:12.000Z",
                     *       "decidedBy": "person",
                     *       "reason": "Promoted by megan.bowen@contoso.com",
                     *       "results": {
                     *         "current": {
                     *           "version": 3,
                     *           "applied": 1840,
                     *           "failed": 4,
                     *           "skipped": 12,
                     *           "failureRate": 0.0022
                     *         },
                     *         "candidate": {
                     *           "version": 4,
                     *           "applied": 212,
                     *           "failed": 0,
                     *           "skipped": 1,
                     *           "failureRate": 0
                     *         }
                     *       },
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTemplatesByIdRolloutRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "state": "rolled_back",
                     *       "gates": {
                     *         "percentage": 10,
                     *         "minHours": 24,
                     *         "minApplies": 50,
                     *         "maxFailureRateIncrease": 0.02,
                     *         "autoPromote": true
                     *       },
                     *       "startedBy": "megan.bowen@contoso.com",
                     *       "startedAt": "2026-03-02T09:30:00.000Z",
                     *       "baseVersion": 3,
                     *       "candidateVersion": 4,
                     *       "decidedAt": "2026-03-09T14:05:12.000Z",
                     *       "decidedBy": "person",
                     *       "reason": "Rolled back by megan.bowen@contoso.com",
                     *       "results": {
                     *         "current": {
                     *           "version": 3,
                     *           "applied": 1840,
                     *           "failed": 4,
                     *           "skipped": 12,
                     *           "failureRate": 0.0022
                     *         },
                     *         "candidate": {
                     *           "version": 4,
                     *           "applied": 212,
                     *           "failed": 0,
                     *           "skipped": 1,
                     *           "failureRate": 0
                     *         }
                     *       },
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "state": "rolled_back",
                     *       "gates": {
                     *         "percentage": 10,
                     *         "minHours": 24,
                     *         "minApplies": 50,
                     *         "maxFailureRateIncrease": 0.02,
                     *         "autoPromote": true
                     *       },
                     *       "startedBy": "megan.bowen@contoso.com",
                     *       "startedAt": "2026-03-02T09:30:00.000Z",
                     *       "baseVersion": 3,
                     *       "candidateVersion": 4,
                     *       "decidedAt": "2026-03-09T14:05:12.000Z",
                     *       "decidedBy": "person",
                     *       "reason": "Rolled back by megan.bowen@contoso.com",
                     *       "results": {
                     *         "current": {
                     *           "version": 3,
                     *           "applied": 1840,
                     *           "failed": 4,
                     *           "skipped": 12,
                     *           "failureRate": 0.0022
                     *         },
                     *         "candidate": {
                     *           "version": 4,
                     *           "applied": 212,
                     *           "failed": 0,
                     *           "skipped": 1,
                     *           "failureRate": 0
                     *         }
                     *       },
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminRollouts: {
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
                    /**
                     * @example {
                     *       "rollouts": [
                     *         {
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "startedBy": "megan.bowen@contoso.com",
                     *           "startedAt": "2026-03-02T09:30:00.000Z",
                     *           "percentage": 10,
                     *           "templateName": "Contoso standard"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        rollouts: {
                            templateId: string;
                            startedBy: string;
                            startedAt: string;
                            percentage: number;
                            templateName: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTemplatesByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "schedule": {
                     *         "templateId": "t_k3v9q2m8x1",
                     *         "templateName": "Contoso standard",
                     *         "publishAt": "2026-04-01T07:00:00.000Z",
                     *         "state": "pending",
                     *         "bookedBy": "megan.bowen@contoso.com",
                     *         "bookedAt": "2026-03-09T14:05:12.000Z",
                     *         "version": null,
                     *         "reason": null,
                     *         "rollout": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        schedule: components["schemas"]["Schedule"] | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminTemplatesByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.com\">contoso.com</a></td></tr></table>",
                 *       "variants": [
                 *         {
                 *           "language": "de",
                 *           "html": "<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\"><tr><td style=\"font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937\"><strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br><a href=\"tel:{{mobilePhone}}\">{{mobilePhone}}</a> | <a href=\"https://www.contoso.de\">contoso.de</a></td></tr></table>"
                 *         }
                 *       ],
                 *       "languageBy": {
                 *         "countries": {
                 *           "Germany": "de",
                 *           "Austria": "de"
                 *         },
                 *         "domains": {
                 *           "contoso.de": "de"
                 *         }
                 *       },
                 *       "publishAt": "2026-04-01T07:00:00.000Z"
                 *     }
                 */
                "application/json": {
                    html: string;
                    /** @description An automatic-reply template's external reply; its `html` is the internal reply */
                    external?: string;
                    /** @description The language variants (at most 20), each the whole HTML for its language; placeholders are shared */
                    variants?: components["schemas"]["TemplateVariantInput"][];
                    /** @description Which recipients get which variant: by country suffix (`{"at": "de"}`) and by domain (`{"example.fr": "fr"}`) */
                    languageBy?: components["schemas"]["LanguageByInputInput"];
                    rollout?: true | components["schemas"]["RolloutGatesInput"];
                    detach?: boolean;
                    /** Format: date-time */
                    publishAt: string;
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
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "templateName": "Contoso standard",
                     *       "publishAt": "2026-04-01T07:00:00.000Z",
                     *       "state": "pending",
                     *       "bookedBy": "megan.bowen@contoso.com",
                     *       "bookedAt": "2026-03-09T14:05:12.000Z",
                     *       "version": null,
                     *       "reason": null,
                     *       "rollout": null
                     *     }
                     */
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, approval_required, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminTemplatesByIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "templateId": "t_k3v9q2m8x1",
                     *       "templateName": "Contoso standard",
                     *       "publishAt": "2026-04-01T07:00:00.000Z",
                     *       "state": "cancelled",
                     *       "bookedBy": "megan.bowen@contoso.com",
                     *       "bookedAt": "2026-03-09T14:05:12.000Z",
                     *       "version": null,
                     *       "reason": "Cancelled by megan.bowen@contoso.com",
                     *       "rollout": null
                     *     }
                     */
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminSchedules: {
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
                    /**
                     * @example {
                     *       "schedules": [
                     *         {
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "templateName": "Contoso standard",
                     *           "publishAt": "2026-04-01T07:00:00.000Z",
                     *           "state": "pending",
                     *           "bookedBy": "megan.bowen@contoso.com",
                     *           "bookedAt": "2026-03-09T14:05:12.000Z",
                     *           "version": null,
                     *           "reason": null,
                     *           "rollout": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        schedules: components["schemas"]["Schedule"][];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminFields: {
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
                    /**
                     * @example {
                     *       "groups": [
                     *         {
                     *           "group": "Person",
                     *           "placeholders": [
                     *             {
                     *               "placeholder": "{{displayName}}",
                     *               "label": "Display name"
                     *             },
                     *             {
                     *               "placeholder": "{{jobTitle}}",
                     *               "label": "Job title"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "group": "Staff profile",
                     *           "placeholders": [
                     *             {
                     *               "placeholder": "{{profile.pronouns}}",
                     *               "label": "Pronouns",
                     *               "section": "Profile fields"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        groups: {
                            group: string;
                            placeholders: {
                                placeholder: string;
                                label: string;
                                section?: string;
                            }[];
                        }[];
                    };
                };
            };
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
    getApiAdminProfileFields: {
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
                    /**
                     * @example {
                     *       "fields": [
                     *         {
                     *           "key": "pronouns",
                     *           "label": "Pronouns",
                     *           "help": "Shown after your name, for example she/her.",
                     *           "type": "choice",
                     *           "options": [
                     *             "she/her",
                     *             "he/him",
                     *             "they/them"
                     *           ],
                     *           "maxLength": 20,
                     *           "enabled": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        fields: {
                            key: string;
                            label: string;
                            help: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "url" | "email" | "phone";
                            options: string[];
                            maxLength: number;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminProfileFields: {
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
                 *       "key": "pronouns",
                 *       "label": "Pronouns",
                 *       "help": "Shown after your name, for example she/her.",
                 *       "type": "choice",
                 *       "options": [
                 *         "she/her",
                 *         "he/him",
                 *         "they/them"
                 *       ],
                 *       "maxLength": 20,
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    key: string;
                    label: string;
                    /** @default  */
                    help?: string;
                    /** @enum {string} */
                    type: "text" | "choice" | "url" | "email" | "phone";
                    options?: unknown[];
                    /** @default 200 */
                    maxLength?: number;
                    /** @default true */
                    enabled?: boolean;
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
                    /**
                     * @example {
                     *       "key": "pronouns",
                     *       "label": "Pronouns",
                     *       "help": "Shown after your name, for example she/her.",
                     *       "type": "choice",
                     *       "options": [
                     *         "she/her",
                     *         "he/him",
                     *         "they/them"
                     *       ],
                     *       "maxLength": 20,
                     *       "enabled": true
                     *     }
                     */
                    "application/json": {
                        key: string;
                        label: string;
                        help: string;
                        /** @enum {string} */
                        type: "text" | "choice" | "url" | "email" | "phone";
                        options: string[];
                        maxLength: number;
                        enabled: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": "pronouns",
                     *       "label": "Pronouns",
                     *       "help": "Shown after your name, for example she/her.",
                     *       "type": "choice",
                     *       "options": [
                     *         "she/her",
                     *         "he/him",
                     *         "they/them"
                     *       ],
                     *       "maxLength": 20,
                     *       "enabled": true
                     *     }
                     */
                    "application/json": {
                        key: string;
                        label: string;
                        help: string;
                        /** @enum {string} */
                        type: "text" | "choice" | "url" | "email" | "phone";
                        options: string[];
                        maxLength: number;
                        enabled: boolean;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminProfileFieldsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Pronouns",
                 *       "help": "Shown after your name, for example she/her.",
                 *       "type": "choice",
                 *       "options": [
                 *         "she/her",
                 *         "he/him",
                 *         "they/them",
                 *         "ze/zir"
                 *       ],
                 *       "maxLength": 20,
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    key?: string;
                    label: string;
                    /** @default  */
                    help?: string;
                    /** @enum {string} */
                    type: "text" | "choice" | "url" | "email" | "phone";
                    options?: unknown[];
                    /** @default 200 */
                    maxLength?: number;
                    /** @default true */
                    enabled?: boolean;
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
                    /**
                     * @example {
                     *       "field": {
                     *         "key": "pronouns",
                     *         "label": "Pronouns",
                     *         "help": "Shown after your name, for example she/her.",
                     *         "type": "choice",
                     *         "options": [
                     *           "she/her",
                     *           "he/him",
                     *           "they/them",
                     *           "ze/zir"
                     *         ],
                     *         "maxLength": 20,
                     *         "enabled": true
                     *       },
                     *       "removedValues": 0
                     *     }
                     */
                    "application/json": {
                        field: {
                            key: string;
                            label: string;
                            help: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "url" | "email" | "phone";
                            options: string[];
                            maxLength: number;
                            enabled: boolean;
                        };
                        removedValues: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminProfileFieldsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
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
                    /**
                     * @example {
                     *       "removedValues": 37
                     *     }
                     */
                    "application/json": {
                        removedValues: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminProfileFieldsByKeyImpact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Pronouns",
                 *       "help": "Shown after your name, for example she/her.",
                 *       "type": "choice",
                 *       "options": [
                 *         "she/her",
                 *         "he/him"
                 *       ],
                 *       "maxLength": 20,
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    key?: string;
                    label: string;
                    /** @default  */
                    help?: string;
                    /** @enum {string} */
                    type: "text" | "choice" | "url" | "email" | "phone";
                    options?: unknown[];
                    /** @default 200 */
                    maxLength?: number;
                    /** @default true */
                    enabled?: boolean;
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
                    /**
                     * @example {
                     *       "removedValues": 4
                     *     }
                     */
                    "application/json": {
                        removedValues: number;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminProfileValues: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
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
                        fields: {
                            key: string;
                            label: string;
                            help: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "url" | "email" | "phone";
                            options: string[];
                            maxLength: number;
                            enabled: boolean;
                        }[];
                        mailboxes: {
                            address: string;
                            values: {
                                [key: string]: string;
                            };
                            updatedAt: string;
                            updatedBy: string;
                            completed: number;
                        }[];
                        cursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminProfileValuesByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        [key: string]: string | null;
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
                    "application/json": {
                        address: string;
                        values: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminImports: {
        parameters: {
            query: {
                dryRun: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "mail,jobTitle,mobilePhone,pronouns\nlena.vogel@contoso.com,Head of Sales,+1 425 555 0110,she/her\nalex.wilber@contoso.com,Marketing Assistant,,he/him\n"
                 *     }
                 */
                "application/json": {
                    csv: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changes": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "values": [
                     *             {
                     *               "name": "jobTitle",
                     *               "from": null,
                     *               "to": "Head of Sales"
                     *             },
                     *             {
                     *               "name": "mobilePhone",
                     *               "from": null,
                     *               "to": "+1 425 555 0110"
                     *             },
                     *             {
                     *               "name": "pronouns",
                     *               "from": null,
                     *               "to": "she/her"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "mailbox": "alex.wilber@contoso.com",
                     *           "values": [
                     *             {
                     *               "name": "pronouns",
                     *               "from": "they/them",
                     *               "to": "he/him"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "applied": true,
                     *       "counts": {
                     *         "rows": 2,
                     *         "mailboxes": 2,
                     *         "values": 4
                     *       },
                     *       "truncated": false
                     *     }
                     */
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changes": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "values": [
                     *             {
                     *               "name": "jobTitle",
                     *               "from": null,
                     *               "to": "Head of Sales"
                     *             },
                     *             {
                     *               "name": "mobilePhone",
                     *               "from": null,
                     *               "to": "+1 425 555 0110"
                     *             },
                     *             {
                     *               "name": "pronouns",
                     *               "from": null,
                     *               "to": "she/her"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "mailbox": "alex.wilber@contoso.com",
                     *           "values": [
                     *             {
                     *               "name": "pronouns",
                     *               "from": "they/them",
                     *               "to": "he/him"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "applied": true,
                     *       "counts": {
                     *         "rows": 2,
                     *         "mailboxes": 2,
                     *         "values": 4
                     *       },
                     *       "truncated": false
                     *     }
                     */
                    "application/json": components["schemas"]["ImportAnswer"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminImportsJobs: {
        parameters: {
            query: {
                dryRun: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "mail,jobTitle,mobilePhone,pronouns\nlena.vogel@contoso.com,Head of Sales,+1 425 555 0110,she/her\nalex.wilber@contoso.com,Marketing Assistant,,he/him\n"
                 *     }
                 */
                "application/json": {
                    csv: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b1f7c2e-8a43-4d0e-9f61-2c7d3e9a4b10",
                     *       "dryRun": false,
                     *       "startedAt": "2026-03-09T14:05:12.000Z",
                     *       "state": "running",
                     *       "progress": {
                     *         "phase": "checking",
                     *         "rows": 0,
                     *         "total": null,
                     *         "percent": 0
                     *       },
                     *       "answer": null
                     *     }
                     */
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b1f7c2e-8a43-4d0e-9f61-2c7d3e9a4b10",
                     *       "dryRun": false,
                     *       "startedAt": "2026-03-09T14:05:12.000Z",
                     *       "state": "running",
                     *       "progress": {
                     *         "phase": "checking",
                     *         "rows": 0,
                     *         "total": null,
                     *         "percent": 0
                     *       },
                     *       "answer": null
                     *     }
                     */
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description The import started; follow it at /api/admin/imports/jobs/:id */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminImportsJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "id": "5b1f7c2e-8a43-4d0e-9f61-2c7d3e9a4b10",
                     *       "dryRun": false,
                     *       "startedAt": "2026-03-09T14:05:12.000Z",
                     *       "state": "done",
                     *       "progress": {
                     *         "phase": "applying",
                     *         "rows": 2,
                     *         "total": 2,
                     *         "percent": 100
                     *       },
                     *       "answer": {
                     *         "changes": [
                     *           {
                     *             "mailbox": "lena.vogel@contoso.com",
                     *             "values": [
                     *               {
                     *                 "name": "jobTitle",
                     *                 "from": null,
                     *                 "to": "Head of Sales"
                     *               },
                     *               {
                     *                 "name": "mobilePhone",
                     *                 "from": null,
                     *                 "to": "+1 425 555 0110"
                     *               },
                     *               {
                     *                 "name": "pronouns",
                     *                 "from": null,
                     *                 "to": "she/her"
                     *               }
                     *             ]
                     *           },
                     *           {
                     *             "mailbox": "alex.wilber@contoso.com",
                     *             "values": [
                     *               {
                     *                 "name": "pronouns",
                     *                 "from": "they/them",
                     *                 "to": "he/him"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "errors": [],
                     *         "applied": true,
                     *         "counts": {
                     *           "rows": 2,
                     *           "mailboxes": 2,
                     *           "values": 4
                     *         },
                     *         "truncated": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminImportsLast: {
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
                    /**
                     * @example {
                     *       "last": {
                     *         "id": "i_9c3e5g7j2m",
                     *         "at": "2026-03-09T14:05:12.000Z",
                     *         "by": "megan.bowen@contoso.com",
                     *         "counts": {
                     *           "rows": 2,
                     *           "mailboxes": 2,
                     *           "values": 4
                     *         },
                     *         "undone": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        last: {
                            id: string;
                            at: string;
                            by: string;
                            counts: {
                                rows: number;
                                /** @description Mailboxes whose imported values change */
                                mailboxes: number;
                                /** @description Values that change */
                                values: number;
                            };
                            undone: boolean;
                        } | null;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminImportsUndo: {
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
                    /**
                     * @example {
                     *       "id": "i_9c3e5g7j2m",
                     *       "at": "2026-03-09T14:05:12.000Z",
                     *       "by": "megan.bowen@contoso.com",
                     *       "counts": {
                     *         "rows": 2,
                     *         "mailboxes": 2,
                     *         "values": 4
                     *       },
                     *       "undone": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        at: string;
                        by: string;
                        counts: {
                            rows: number;
                            /** @description Mailboxes whose imported values change */
                            mailboxes: number;
                            /** @description Values that change */
                            values: number;
                        };
                        undone: boolean;
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "i_9c3e5g7j2m",
                     *       "at": "2026-03-09T14:05:12.000Z",
                     *       "by": "megan.bowen@contoso.com",
                     *       "counts": {
                     *         "rows": 2,
                     *         "mailboxes": 2,
                     *         "values": 4
                     *       },
                     *       "undone": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        at: string;
                        by: string;
                        counts: {
                            rows: number;
                            /** @description Mailboxes whose imported values change */
                            mailboxes: number;
                            /** @description Values that change */
                            values: number;
                        };
                        undone: boolean;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminImportsMapping: {
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
                    /**
                     * @example {
                     *       "columns": {
                     *         "Job title": "jobTitle",
                     *         "Mobile": "mobilePhone",
                     *         "Pronouns": "pronouns"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Header as the file names it, and the attribute or custom field key it fills */
                        columns: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminImportsMapping: {
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
                 *       "columns": {
                 *         "Job title": "jobTitle",
                 *         "Mobile": "mobilePhone",
                 *         "Pronouns": "pronouns"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Header as the file names it, and the attribute or custom field key it fills */
                    columns: {
                        [key: string]: string;
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
                    /**
                     * @example {
                     *       "columns": {
                     *         "Job title": "jobTitle",
                     *         "Mobile": "mobilePhone",
                     *         "Pronouns": "pronouns"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Header as the file names it, and the attribute or custom field key it fills */
                        columns: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminPeopleByEmailLayers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                        mailbox: string;
                        imported: boolean;
                        attributes: {
                            name: string;
                            label: string;
                            /** @description The value signatures use */
                            value: string | null;
                            /** @description Where the value used comes from (null: no layer has one) */
                            source: ("directory" | "import" | "person") | null;
                            directory: string | null;
                            imported: string | null;
                            person: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getScimV2ServiceProviderConfig: {
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"
                     *       ],
                     *       "documentationUri": "https://signatures.contoso.com/api/admin/api-reference",
                     *       "patch": {
                     *         "supported": true
                     *       },
                     *       "bulk": {
                     *         "supported": false,
                     *         "maxOperations": 0,
                     *         "maxPayloadSize": 0
                     *       },
                     *       "filter": {
                     *         "supported": true,
                     *         "maxResults": 200
                     *       },
                     *       "changePassword": {
                     *         "supported": false
                     *       },
                     *       "sort": {
                     *         "supported": false
                     *       },
                     *       "etag": {
                     *         "supported": true
                     *       },
                     *       "authenticationSchemes": [
                     *         {
                     *           "type": "oauthbearertoken",
                     *           "name": "API key",
                     *           "description": "An API key of the organisation with the provisioning capability, sent as a bearer token",
                     *           "primary": true
                     *         }
                     *       ],
                     *       "meta": {
                     *         "resourceType": "ServiceProviderConfig",
                     *         "location": "https://signatures.contoso.com/scim/v2/ServiceProviderConfig"
                     *       }
                     *     }
                     */
                    "application/json": {
                        schemas: string[];
                    } & {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getScimV2Schemas: {
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 3,
                     *       "startIndex": 1,
                     *       "itemsPerPage": 3,
                     *       "Resources": [
                     *         {
                     *           "schemas": [
                     *             "urn:ietf:params:scim:schemas:core:2.0:Schema"
                     *           ],
                     *           "id": "urn:ietf:params:scim:schemas:core:2.0:User",
                     *           "name": "User",
                     *           "description": "A mailbox of the organisation whose signature values a provisioning client sets",
                     *           "attributes": [
                     *             {
                     *               "name": "userName",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "The mailbox address; the directory must know it",
                     *               "required": true,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "server"
                     *             },
                     *             {
                     *               "name": "displayName",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Display name",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             },
                     *             {
                     *               "name": "title",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Job title",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             },
                     *             {
                     *               "name": "preferredLanguage",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Preferred language",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             },
                     *             {
                     *               "name": "name",
                     *               "type": "complex",
                     *               "multiValued": false,
                     *               "description": "The person’s name",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none",
                     *               "subAttributes": [
                     *                 {
                     *                   "name": "givenName",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "First name",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "familyName",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "Last name",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "name": "phoneNumbers",
                     *               "type": "complex",
                     *               "multiValued": true,
                     *               "description": "Work and mobile numbers",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none",
                     *               "subAttributes": [
                     *                 {
                     *                   "name": "value",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "The number",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "type",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "work or mobile",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "name": "addresses",
                     *               "type": "complex",
                     *               "multiValued": true,
                     *               "description": "The work address",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none",
                     *               "subAttributes": [
                     *                 {
                     *                   "name": "type",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "type",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "streetAddress",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "streetAddress",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "locality",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "locality",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "region",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "region",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "postalCode",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "postalCode",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 },
                     *                 {
                     *                   "name": "country",
                     *                   "type": "string",
                     *                   "multiValued": false,
                     *                   "description": "country",
                     *                   "required": false,
                     *                   "caseExact": false,
                     *                   "mutability": "readWrite",
                     *                   "returned": "default",
                     *                   "uniqueness": "none"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "name": "active",
                     *               "type": "boolean",
                     *               "multiValued": false,
                     *               "description": "False: the imported values are not used",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             }
                     *           ],
                     *           "meta": {
                     *             "resourceType": "Schema",
                     *             "location": "https://signatures.contoso.com/scim/v2/Schemas/urn:ietf:params:scim:schemas:core:2.0:User"
                     *           }
                     *         },
                     *         {
                     *           "schemas": [
                     *             "urn:ietf:params:scim:schemas:core:2.0:Schema"
                     *           ],
                     *           "id": "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *           "name": "EnterpriseUser",
                     *           "description": "Enterprise attributes: department and organization (the company name)",
                     *           "attributes": [
                     *             {
                     *               "name": "department",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Department",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             },
                     *             {
                     *               "name": "organization",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Company name",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none"
                     *             }
                     *           ],
                     *           "meta": {
                     *             "resourceType": "Schema",
                     *             "location": "https://signatures.contoso.com/scim/v2/Schemas/urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
                     *           }
                     *         },
                     *         {
                     *           "schemas": [
                     *             "urn:ietf:params:scim:schemas:core:2.0:Schema"
                     *           ],
                     *           "id": "urn:ietf:params:scim:schemas:extension:signature:2.0:User",
                     *           "name": "SignatureUser",
                     *           "description": "The organisation's custom profile fields, by their keys",
                     *           "attributes": [
                     *             {
                     *               "name": "pronouns",
                     *               "type": "string",
                     *               "multiValued": false,
                     *               "description": "Pronouns",
                     *               "required": false,
                     *               "caseExact": false,
                     *               "mutability": "readWrite",
                     *               "returned": "default",
                     *               "uniqueness": "none",
                     *               "canonicalValues": [
                     *                 "she/her",
                     *                 "he/him",
                     *                 "they/them"
                     *               ]
                     *             }
                     *           ],
                     *           "meta": {
                     *             "resourceType": "Schema",
                     *             "location": "https://signatures.contoso.com/scim/v2/Schemas/urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        schemas: string[];
                        totalResults: number;
                        startIndex: number;
                        itemsPerPage: number;
                        Resources: ({
                            schemas: string[];
                            id: string;
                        } & {
                            [key: string]: components["schemas"]["JsonValue"];
                        })[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getScimV2ResourceTypes: {
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 1,
                     *       "startIndex": 1,
                     *       "itemsPerPage": 1,
                     *       "Resources": [
                     *         {
                     *           "schemas": [
                     *             "urn:ietf:params:scim:schemas:core:2.0:ResourceType"
                     *           ],
                     *           "id": "User",
                     *           "name": "User",
                     *           "endpoint": "/Users",
                     *           "description": "Mailboxes whose imported values a provisioning client sets (15 directory attributes and the custom fields)",
                     *           "schema": "urn:ietf:params:scim:schemas:core:2.0:User",
                     *           "schemaExtensions": [
                     *             {
                     *               "schema": "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *               "required": false
                     *             },
                     *             {
                     *               "schema": "urn:ietf:params:scim:schemas:extension:signature:2.0:User",
                     *               "required": false
                     *             }
                     *           ],
                     *           "meta": {
                     *             "resourceType": "ResourceType",
                     *             "location": "https://signatures.contoso.com/scim/v2/ResourceTypes/User"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        schemas: string[];
                        totalResults: number;
                        startIndex: number;
                        itemsPerPage: number;
                        Resources: ({
                            schemas: string[];
                            id: string;
                        } & {
                            [key: string]: components["schemas"]["JsonValue"];
                        })[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getScimV2Users: {
        parameters: {
            query?: {
                filter?: string;
                startIndex?: number;
                count?: number;
                attributes?: string;
                excludedAttributes?: string;
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 1,
                     *       "startIndex": 1,
                     *       "itemsPerPage": 1,
                     *       "Resources": [
                     *         {
                     *           "schemas": [
                     *             "urn:ietf:params:scim:schemas:core:2.0:User",
                     *             "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *             "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *           ],
                     *           "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *           "userName": "lena.vogel@contoso.com",
                     *           "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *           "active": true,
                     *           "displayName": "Lena Vogel",
                     *           "title": "Head of Sales",
                     *           "name": {
                     *             "givenName": "Lena",
                     *             "familyName": "Vogel"
                     *           },
                     *           "phoneNumbers": [
                     *             {
                     *               "type": "work",
                     *               "value": "+1 425 555 0100"
                     *             },
                     *             {
                     *               "type": "mobile",
                     *               "value": "+1 425 555 0110"
                     *             }
                     *           ],
                     *           "addresses": [
                     *             {
                     *               "type": "work",
                     *               "streetAddress": "1 Microsoft Way",
                     *               "locality": "Redmond",
                     *               "region": "WA",
                     *               "postalCode": "98052",
                     *               "country": "US"
                     *             }
                     *           ],
                     *           "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *             "department": "Sales",
                     *             "organization": "Contoso Ltd"
                     *           },
                     *           "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *             "pronouns": "she/her"
                     *           },
                     *           "meta": {
                     *             "resourceType": "User",
                     *             "lastModified": "2026-03-09T14:05:12.000Z",
                     *             "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *             "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        schemas: string[];
                        totalResults: number;
                        startIndex: number;
                        itemsPerPage: number;
                        Resources: ({
                            schemas: string[];
                            id: string;
                        } & {
                            [key: string]: components["schemas"]["JsonValue"];
                        })[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postScimV2Users: {
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
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:User",
                 *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                 *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                 *       ],
                 *       "userName": "lena.vogel@contoso.com",
                 *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                 *       "active": true,
                 *       "displayName": "Lena Vogel",
                 *       "title": "Head of Sales",
                 *       "name": {
                 *         "givenName": "Lena",
                 *         "familyName": "Vogel"
                 *       },
                 *       "phoneNumbers": [
                 *         {
                 *           "type": "work",
                 *           "value": "+1 425 555 0100"
                 *         },
                 *         {
                 *           "type": "mobile",
                 *           "value": "+1 425 555 0110"
                 *         }
                 *       ],
                 *       "addresses": [
                 *         {
                 *           "type": "work",
                 *           "streetAddress": "1 Microsoft Way",
                 *           "locality": "Redmond",
                 *           "region": "WA",
                 *           "postalCode": "98052",
                 *           "country": "US"
                 *         }
                 *       ],
                 *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                 *         "department": "Sales",
                 *         "organization": "Contoso Ltd"
                 *       },
                 *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                 *         "pronouns": "she/her"
                 *       }
                 *     }
                 */
                "application/json": {
                    schemas?: string[];
                    userName: string;
                    externalId?: string | null;
                    active?: boolean;
                    displayName?: string;
                    title?: string;
                    preferredLanguage?: string;
                    name?: {
                        givenName?: string;
                        familyName?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    phoneNumbers?: ({
                        type?: string;
                        value?: string;
                        primary?: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                    addresses?: ({
                        type?: string;
                        streetAddress?: string;
                        locality?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"?: {
                        department?: string;
                        organization?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    "urn:ietf:params:scim:schemas:extension:signature:2.0:User"?: {
                        [key: string]: string | null;
                    };
                } & {
                    [key: string]: unknown;
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *       ],
                     *       "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "userName": "lena.vogel@contoso.com",
                     *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "active": true,
                     *       "displayName": "Lena Vogel",
                     *       "title": "Head of Sales",
                     *       "name": {
                     *         "givenName": "Lena",
                     *         "familyName": "Vogel"
                     *       },
                     *       "phoneNumbers": [
                     *         {
                     *           "type": "work",
                     *           "value": "+1 425 555 0100"
                     *         },
                     *         {
                     *           "type": "mobile",
                     *           "value": "+1 425 555 0110"
                     *         }
                     *       ],
                     *       "addresses": [
                     *         {
                     *           "type": "work",
                     *           "streetAddress": "1 Microsoft Way",
                     *           "locality": "Redmond",
                     *           "region": "WA",
                     *           "postalCode": "98052",
                     *           "country": "US"
                     *         }
                     *       ],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "organization": "Contoso Ltd"
                     *       },
                     *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *         "pronouns": "she/her"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "lastModified": "2026-03-09T14:05:12.000Z",
                     *         "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ScimUser"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *       ],
                     *       "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "userName": "lena.vogel@contoso.com",
                     *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "active": true,
                     *       "displayName": "Lena Vogel",
                     *       "title": "Head of Sales",
                     *       "name": {
                     *         "givenName": "Lena",
                     *         "familyName": "Vogel"
                     *       },
                     *       "phoneNumbers": [
                     *         {
                     *           "type": "work",
                     *           "value": "+1 425 555 0100"
                     *         },
                     *         {
                     *           "type": "mobile",
                     *           "value": "+1 425 555 0110"
                     *         }
                     *       ],
                     *       "addresses": [
                     *         {
                     *           "type": "work",
                     *           "streetAddress": "1 Microsoft Way",
                     *           "locality": "Redmond",
                     *           "region": "WA",
                     *           "postalCode": "98052",
                     *           "country": "US"
                     *         }
                     *       ],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "organization": "Contoso Ltd"
                     *       },
                     *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *         "pronouns": "she/her"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "lastModified": "2026-03-09T14:05:12.000Z",
                     *         "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ScimUser"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getScimV2UsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *       ],
                     *       "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "userName": "lena.vogel@contoso.com",
                     *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "active": true,
                     *       "displayName": "Lena Vogel",
                     *       "title": "Head of Sales",
                     *       "name": {
                     *         "givenName": "Lena",
                     *         "familyName": "Vogel"
                     *       },
                     *       "phoneNumbers": [
                     *         {
                     *           "type": "work",
                     *           "value": "+1 425 555 0100"
                     *         },
                     *         {
                     *           "type": "mobile",
                     *           "value": "+1 425 555 0110"
                     *         }
                     *       ],
                     *       "addresses": [
                     *         {
                     *           "type": "work",
                     *           "streetAddress": "1 Microsoft Way",
                     *           "locality": "Redmond",
                     *           "region": "WA",
                     *           "postalCode": "98052",
                     *           "country": "US"
                     *         }
                     *       ],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "organization": "Contoso Ltd"
                     *       },
                     *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *         "pronouns": "she/her"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "lastModified": "2026-03-09T14:05:12.000Z",
                     *         "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ScimUser"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putScimV2UsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:User",
                 *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                 *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                 *       ],
                 *       "userName": "lena.vogel@contoso.com",
                 *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                 *       "active": true,
                 *       "displayName": "Lena Vogel",
                 *       "title": "Head of Sales",
                 *       "name": {
                 *         "givenName": "Lena",
                 *         "familyName": "Vogel"
                 *       },
                 *       "phoneNumbers": [
                 *         {
                 *           "type": "work",
                 *           "value": "+1 425 555 0100"
                 *         },
                 *         {
                 *           "type": "mobile",
                 *           "value": "+1 425 555 0110"
                 *         }
                 *       ],
                 *       "addresses": [
                 *         {
                 *           "type": "work",
                 *           "streetAddress": "1 Microsoft Way",
                 *           "locality": "Redmond",
                 *           "region": "WA",
                 *           "postalCode": "98052",
                 *           "country": "US"
                 *         }
                 *       ],
                 *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                 *         "department": "Sales Operations",
                 *         "organization": "Contoso Ltd"
                 *       },
                 *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                 *         "pronouns": "she/her"
                 *       }
                 *     }
                 */
                "application/json": {
                    schemas?: string[];
                    userName: string;
                    externalId?: string | null;
                    active?: boolean;
                    displayName?: string;
                    title?: string;
                    preferredLanguage?: string;
                    name?: {
                        givenName?: string;
                        familyName?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    phoneNumbers?: ({
                        type?: string;
                        value?: string;
                        primary?: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                    addresses?: ({
                        type?: string;
                        streetAddress?: string;
                        locality?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"?: {
                        department?: string;
                        organization?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    "urn:ietf:params:scim:schemas:extension:signature:2.0:User"?: {
                        [key: string]: string | null;
                    };
                } & {
                    [key: string]: unknown;
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *       ],
                     *       "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "userName": "lena.vogel@contoso.com",
                     *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "active": true,
                     *       "displayName": "Lena Vogel",
                     *       "title": "Head of Sales",
                     *       "name": {
                     *         "givenName": "Lena",
                     *         "familyName": "Vogel"
                     *       },
                     *       "phoneNumbers": [
                     *         {
                     *           "type": "work",
                     *           "value": "+1 425 555 0100"
                     *         },
                     *         {
                     *           "type": "mobile",
                     *           "value": "+1 425 555 0110"
                     *         }
                     *       ],
                     *       "addresses": [
                     *         {
                     *           "type": "work",
                     *           "streetAddress": "1 Microsoft Way",
                     *           "locality": "Redmond",
                     *           "region": "WA",
                     *           "postalCode": "98052",
                     *           "country": "US"
                     *         }
                     *       ],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales Operations",
                     *         "organization": "Contoso Ltd"
                     *       },
                     *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *         "pronouns": "she/her"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "lastModified": "2026-03-09T14:05:12.000Z",
                     *         "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ScimUser"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteScimV2UsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    patchScimV2UsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:api:messages:2.0:PatchOp"
                 *       ],
                 *       "Operations": [
                 *         {
                 *           "op": "replace",
                 *           "path": "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
                 *           "value": "Sales Operations"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    schemas: string[];
                    Operations: {
                        op: string;
                        path?: string;
                        value?: unknown;
                    }[];
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
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:signature:2.0:User"
                     *       ],
                     *       "id": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "userName": "lena.vogel@contoso.com",
                     *       "externalId": "6e7b768e-07e2-4810-8459-485f84f8f204",
                     *       "active": true,
                     *       "displayName": "Lena Vogel",
                     *       "title": "Head of Sales",
                     *       "name": {
                     *         "givenName": "Lena",
                     *         "familyName": "Vogel"
                     *       },
                     *       "phoneNumbers": [
                     *         {
                     *           "type": "work",
                     *           "value": "+1 425 555 0100"
                     *         },
                     *         {
                     *           "type": "mobile",
                     *           "value": "+1 425 555 0110"
                     *         }
                     *       ],
                     *       "addresses": [
                     *         {
                     *           "type": "work",
                     *           "streetAddress": "1 Microsoft Way",
                     *           "locality": "Redmond",
                     *           "region": "WA",
                     *           "postalCode": "98052",
                     *           "country": "US"
                     *         }
                     *       ],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales Operations",
                     *         "organization": "Contoso Ltd"
                     *       },
                     *       "urn:ietf:params:scim:schemas:extension:signature:2.0:User": {
                     *         "pronouns": "she/her"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "lastModified": "2026-03-09T14:05:12.000Z",
                     *         "location": "https://signatures.contoso.com/scim/v2/Users/6e7b768e-07e2-4810-8459-485f84f8f204",
                     *         "version": "W/\"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce\""
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ScimUser"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminRules: {
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
                    /**
                     * @example {
                     *       "rules": [
                     *         {
                     *           "id": "germany",
                     *           "name": "Offices in Germany and Austria",
                     *           "attribute": "country",
                     *           "operator": "in",
                     *           "value": [
                     *             "Germany",
                     *             "Austria"
                     *           ],
                     *           "new": "t_g5h7j9k1l3",
                     *           "reply": "t_g5h7j9k1l3"
                     *         },
                     *         {
                     *           "id": "sales-europe",
                     *           "name": "Sales Europe group",
                     *           "attribute": "group",
                     *           "operator": "memberOf",
                     *           "value": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                     *           "new": "t_k3v9q2m8x1",
                     *           "reply": "t_r7p2w4n6z0"
                     *         },
                     *         {
                     *           "id": "internal-only",
                     *           "name": "Short signature inside Contoso",
                     *           "attribute": "recipients",
                     *           "operator": "allInternal",
                     *           "value": true,
                     *           "new": null,
                     *           "reply": "t_r7p2w4n6z0"
                     *         }
                     *       ],
                     *       "groups": [
                     *         {
                     *           "id": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                     *           "displayName": "Sales Europe"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        rules: components["schemas"]["Rule"][];
                        groups: {
                            id: string;
                            displayName: string;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminRules: {
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
                 *       "rules": [
                 *         {
                 *           "id": "germany",
                 *           "name": "Offices in Germany and Austria",
                 *           "attribute": "country",
                 *           "operator": "in",
                 *           "value": [
                 *             "Germany",
                 *             "Austria"
                 *           ],
                 *           "new": "t_g5h7j9k1l3",
                 *           "reply": "t_g5h7j9k1l3"
                 *         },
                 *         {
                 *           "id": "sales-europe",
                 *           "name": "Sales Europe group",
                 *           "attribute": "group",
                 *           "operator": "memberOf",
                 *           "value": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                 *           "new": "t_k3v9q2m8x1",
                 *           "reply": "t_r7p2w4n6z0"
                 *         },
                 *         {
                 *           "id": "internal-only",
                 *           "name": "Short signature inside Contoso",
                 *           "attribute": "recipients",
                 *           "operator": "allInternal",
                 *           "value": true,
                 *           "new": null,
                 *           "reply": "t_r7p2w4n6z0"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rules: components["schemas"]["RuleInput"][];
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
                    /**
                     * @example {
                     *       "rules": [
                     *         {
                     *           "id": "germany",
                     *           "name": "Offices in Germany and Austria",
                     *           "attribute": "country",
                     *           "operator": "in",
                     *           "value": [
                     *             "Germany",
                     *             "Austria"
                     *           ],
                     *           "new": "t_g5h7j9k1l3",
                     *           "reply": "t_g5h7j9k1l3"
                     *         },
                     *         {
                     *           "id": "sales-europe",
                     *           "name": "Sales Europe group",
                     *           "attribute": "group",
                     *           "operator": "memberOf",
                     *           "value": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                     *           "new": "t_k3v9q2m8x1",
                     *           "reply": "t_r7p2w4n6z0"
                     *         },
                     *         {
                     *           "id": "internal-only",
                     *           "name": "Short signature inside Contoso",
                     *           "attribute": "recipients",
                     *           "operator": "allInternal",
                     *           "value": true,
                     *           "new": null,
                     *           "reply": "t_r7p2w4n6z0"
                     *         }
                     *       ],
                     *       "groups": [
                     *         {
                     *           "id": "b320ee12-b1cd-4cca-b648-a437be61c5cd",
                     *           "displayName": "Sales Europe"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        rules: components["schemas"]["Rule"][];
                        groups: {
                            id: string;
                            displayName: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminRulesSimulate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description The message's recipients, as their domains only (never addresses): the add-in sends the domains of To, Cc and Bcc. Recipient conditions of rules, banners and footers test them; without them no recipient condition matches. */
                    recipients?: {
                        domains: string[];
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
                    "application/json": {
                        mailbox: {
                            requested: string;
                            primary: string;
                            id: string;
                            displayName: string | null;
                            /** @enum {string} */
                            mailboxType: "user" | "shared";
                            attributes: {
                                country: string | null;
                                department: string | null;
                                jobTitle: string | null;
                                companyName: string | null;
                                officeLocation: string | null;
                                city: string | null;
                                userType: string | null;
                                /** @enum {string} */
                                mailboxType: "user" | "shared";
                            };
                            groups: {
                                id: string;
                                displayName: string;
                            }[];
                        };
                        recipients: {
                            domains: {
                                domain: string;
                                internal: boolean;
                                country: string | null;
                            }[];
                        } | null;
                        roles: {
                            new: {
                                templateName: string | null;
                                templateId: string;
                                decidedBy: {
                                    /** @constant */
                                    kind: "rule";
                                    ruleId: string;
                                    name: string;
                                } | {
                                    /** @constant */
                                    kind: "default";
                                };
                            } | {
                                templateName: string | null;
                                templateId: null;
                                decidedBy: {
                                    /** @constant */
                                    kind: "none";
                                };
                            };
                            reply: {
                                templateName: string | null;
                                templateId: string;
                                decidedBy: {
                                    /** @constant */
                                    kind: "rule";
                                    ruleId: string;
                                    name: string;
                                } | {
                                    /** @constant */
                                    kind: "default";
                                };
                            } | {
                                templateName: string | null;
                                templateId: null;
                                decidedBy: {
                                    /** @constant */
                                    kind: "none";
                                };
                            };
                        };
                        trace: {
                            ruleId: string;
                            name: string;
                            /** @enum {string} */
                            attribute: "country" | "department" | "jobTitle" | "companyName" | "officeLocation" | "city" | "userType" | "mailboxType" | "group" | "recipients";
                            /** @enum {string} */
                            operator: "equals" | "notEquals" | "contains" | "startsWith" | "in" | "exists" | "memberOf" | "anyExternal" | "allInternal" | "anyInDomains" | "anyInCountries";
                            value: (string | string[] | boolean) | null;
                            actual: (string | string[]) | null;
                            matched: boolean;
                            settled: ("new" | "reply")[];
                        }[];
                        thread?: {
                            /** @enum {string} */
                            signature: "every" | "oncePerThread";
                            /** @description Who set it: the rule that chose the reply template (when it sets one), else the organisation */
                            decidedBy?: {
                                /** @enum {string} */
                                kind: "rule" | "organisation";
                                ruleId?: string;
                                name?: string;
                            };
                            explanation: string;
                        };
                        values?: {
                            /** @description Which values come from imported values rather than the directory (null: none) */
                            explanation: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminBanners: {
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
                    /**
                     * @example {
                     *       "banners": [
                     *         {
                     *           "id": "b_h4n2m8s6q0",
                     *           "kind": "banner",
                     *           "name": "Hannover Messe 2026",
                     *           "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                     *           "active": true,
                     *           "startsAt": "2026-04-01T00:00:00.000Z",
                     *           "endsAt": "2026-04-24T23:59:59.000Z",
                     *           "audience": {
                     *             "attribute": "department",
                     *             "operator": "in",
                     *             "value": [
                     *               "Sales",
                     *               "Marketing"
                     *             ]
                     *           },
                     *           "position": "below",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedBy": "megan.bowen@contoso.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        banners: components["schemas"]["BannerOrFooter"][];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminBanners: {
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
                 *       "name": "Hannover Messe 2026",
                 *       "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                 *       "active": true,
                 *       "startsAt": "2026-04-01T00:00:00.000Z",
                 *       "endsAt": "2026-04-24T23:59:59.000Z",
                 *       "audience": {
                 *         "attribute": "department",
                 *         "operator": "in",
                 *         "value": [
                 *           "Sales",
                 *           "Marketing"
                 *         ]
                 *       },
                 *       "position": "below"
                 *     }
                 */
                "application/json": {
                    name: string;
                    html: string;
                    /** @default true */
                    active?: boolean;
                    startsAt?: string | null;
                    endsAt?: string | null;
                    /** @default everyone */
                    audience?: "everyone" | components["schemas"]["Condition"];
                    /**
                     * @default below
                     * @enum {string}
                     */
                    position?: "above" | "below";
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
                    /**
                     * @example {
                     *       "id": "b_h4n2m8s6q0",
                     *       "kind": "banner",
                     *       "name": "Hannover Messe 2026",
                     *       "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                     *       "active": true,
                     *       "startsAt": "2026-04-01T00:00:00.000Z",
                     *       "endsAt": "2026-04-24T23:59:59.000Z",
                     *       "audience": {
                     *         "attribute": "department",
                     *         "operator": "in",
                     *         "value": [
                     *           "Sales",
                     *           "Marketing"
                     *         ]
                     *       },
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b_h4n2m8s6q0",
                     *       "kind": "banner",
                     *       "name": "Hannover Messe 2026",
                     *       "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                     *       "active": true,
                     *       "startsAt": "2026-04-01T00:00:00.000Z",
                     *       "endsAt": "2026-04-24T23:59:59.000Z",
                     *       "audience": {
                     *         "attribute": "department",
                     *         "operator": "in",
                     *         "value": [
                     *           "Sales",
                     *           "Marketing"
                     *         ]
                     *       },
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminBannersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Hannover Messe 2026",
                 *       "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                 *       "active": true,
                 *       "startsAt": "2026-04-01T00:00:00.000Z",
                 *       "endsAt": "2026-04-26T23:59:59.000Z",
                 *       "audience": {
                 *         "attribute": "department",
                 *         "operator": "in",
                 *         "value": [
                 *           "Sales",
                 *           "Marketing"
                 *         ]
                 *       },
                 *       "position": "below"
                 *     }
                 */
                "application/json": {
                    name: string;
                    html: string;
                    /** @default true */
                    active?: boolean;
                    startsAt?: string | null;
                    endsAt?: string | null;
                    /** @default everyone */
                    audience?: "everyone" | components["schemas"]["Condition"];
                    /**
                     * @default below
                     * @enum {string}
                     */
                    position?: "above" | "below";
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
                    /**
                     * @example {
                     *       "id": "b_h4n2m8s6q0",
                     *       "kind": "banner",
                     *       "name": "Hannover Messe 2026",
                     *       "html": "<a href=\"https://www.contoso.com/events/hannover-messe\"><img src=\"https://signatures.contoso.com/assets/hannover-messe.png\" alt=\"Meet Contoso at Hannover Messe, 20 to 24 April, hall 7\" width=\"600\" height=\"100\"></a>",
                     *       "active": true,
                     *       "startsAt": "2026-04-01T00:00:00.000Z",
                     *       "endsAt": "2026-04-26T23:59:59.000Z",
                     *       "audience": {
                     *         "attribute": "department",
                     *         "operator": "in",
                     *         "value": [
                     *           "Sales",
                     *           "Marketing"
                     *         ]
                     *       },
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminBannersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminFooters: {
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
                    /**
                     * @example {
                     *       "footers": [
                     *         {
                     *           "id": "b_f9l2g7k3d1",
                     *           "kind": "footer",
                     *           "name": "Contoso GmbH legal notice",
                     *           "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                     *           "active": true,
                     *           "audience": {
                     *             "attribute": "country",
                     *             "operator": "equals",
                     *             "value": "Germany"
                     *           },
                     *           "startsAt": null,
                     *           "endsAt": null,
                     *           "position": "below",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-09T14:05:12.000Z",
                     *           "updatedBy": "megan.bowen@contoso.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        footers: components["schemas"]["BannerOrFooter"][];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminFooters: {
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
                 *       "name": "Contoso GmbH legal notice",
                 *       "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                 *       "active": true,
                 *       "audience": {
                 *         "attribute": "country",
                 *         "operator": "equals",
                 *         "value": "Germany"
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    html: string;
                    /** @default true */
                    active?: boolean;
                    /** @default everyone */
                    audience?: "everyone" | components["schemas"]["Condition"];
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
                    /**
                     * @example {
                     *       "id": "b_f9l2g7k3d1",
                     *       "kind": "footer",
                     *       "name": "Contoso GmbH legal notice",
                     *       "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                     *       "active": true,
                     *       "audience": {
                     *         "attribute": "country",
                     *         "operator": "equals",
                     *         "value": "Germany"
                     *       },
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b_f9l2g7k3d1",
                     *       "kind": "footer",
                     *       "name": "Contoso GmbH legal notice",
                     *       "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                     *       "active": true,
                     *       "audience": {
                     *         "attribute": "country",
                     *         "operator": "equals",
                     *         "value": "Germany"
                     *       },
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminFootersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Contoso GmbH legal notice",
                 *       "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                 *       "active": true,
                 *       "audience": {
                 *         "attribute": "country",
                 *         "operator": "in",
                 *         "value": [
                 *           "Germany",
                 *           "Austria"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    html: string;
                    /** @default true */
                    active?: boolean;
                    /** @default everyone */
                    audience?: "everyone" | components["schemas"]["Condition"];
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
                    /**
                     * @example {
                     *       "id": "b_f9l2g7k3d1",
                     *       "kind": "footer",
                     *       "name": "Contoso GmbH legal notice",
                     *       "html": "<p style=\"font-size:10px;color:#6b7280\">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>",
                     *       "active": true,
                     *       "audience": {
                     *         "attribute": "country",
                     *         "operator": "in",
                     *         "value": [
                     *           "Germany",
                     *           "Austria"
                     *         ]
                     *       },
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "position": "below",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-09T14:05:12.000Z",
                     *       "updatedBy": "megan.bowen@contoso.com"
                     *     }
                     */
                    "application/json": components["schemas"]["BannerOrFooter"];
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminFootersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminAssets: {
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
                    /**
                     * @example {
                     *       "assets": [
                     *         {
                     *           "name": "Contoso-logo.png",
                     *           "contentType": "image/png",
                     *           "size": 8214,
                     *           "updatedAt": "2026-03-02T09:30:00.000Z"
                     *         },
                     *         {
                     *           "name": "Hannover-messe.png",
                     *           "contentType": "image/png",
                     *           "size": 48120,
                     *           "updatedAt": "2026-03-09T14:05:12.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        assets: {
                            name: string;
                            contentType: string;
                            size: number;
                            updatedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminAssetByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
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
                    /**
                     * @example {
                     *       "name": "Contoso-logo.png",
                     *       "contentType": "image/png",
                     *       "size": 8214,
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                     *     }
                     */
                    "application/json": {
                        name: string;
                        contentType: string;
                        size: number;
                        updatedAt: string | null;
                        base64: string;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminAssetByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
                 *       "contentType": "image/png"
                 *     }
                 */
                "application/json": {
                    /** Format: base64 */
                    base64: string;
                    contentType?: string;
                };
                "image/*": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Contoso-logo.png",
                     *       "contentType": "image/png",
                     *       "size": 70,
                     *       "updatedAt": "2026-03-09T14:05:12.000Z"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        contentType: string;
                        size: number;
                        updatedAt: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminAssetByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    templateId?: string;
                    email?: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    type?: "new" | "reply";
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
                        to: string;
                        id: string;
                        transport: string;
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
                        to: string;
                        id: string;
                        transport: string;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminActivity: {
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
                    /**
                     * @example {
                     *       "days": 7,
                     *       "mailboxes": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "applied": 182,
                     *           "failed": 0,
                     *           "skipped": 2,
                     *           "lastOutcome": "applied",
                     *           "lastAt": "2026-03-09T14:05:12.000Z",
                     *           "lastClient": "Outlook on Windows 16.0.18429",
                     *           "lastError": null
                     *         }
                     *       ],
                     *       "feed": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "reportedBy": "lena.vogel@contoso.com",
                     *           "type": "new",
                     *           "outcome": "applied",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "version": 3,
                     *           "error": null,
                     *           "client": "Outlook on Windows 16.0.18429",
                     *           "clientFamily": "windows-classic",
                     *           "clientVersion": "16.0.18429",
                     *           "event": "newMessage",
                     *           "reason": null,
                     *           "durationMs": 412,
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "source": "addin"
                     *         },
                     *         {
                     *           "mailbox": "adele.vance@contoso.com",
                     *           "reportedBy": "adele.vance@contoso.com",
                     *           "type": "new",
                     *           "outcome": "failed",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "version": 3,
                     *           "error": "The service did not answer in time.",
                     *           "client": "Outlook on Windows 16.0.18429",
                     *           "clientFamily": "windows-classic",
                     *           "clientVersion": "16.0.18429",
                     *           "event": "newMessage",
                     *           "reason": "service_unreachable",
                     *           "durationMs": null,
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "source": "addin"
                     *         }
                     *       ],
                     *       "adoption": {
                     *         "mailboxes": 1250,
                     *         "applying": 1187,
                     *         "rate": 0.95
                     *       }
                     *     }
                     */
                    "application/json": {
                        days: number;
                        mailboxes: {
                            mailbox: string;
                            applied: number;
                            failed: number;
                            skipped: number;
                            /** @enum {string} */
                            lastOutcome: "applied" | "failed" | "skipped";
                            lastAt: string;
                            lastClient: string | null;
                            lastError: string | null;
                        }[];
                        feed: {
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
                        }[];
                        adoption: {
                            mailboxes: number;
                            applying: number;
                            rate: number | null;
                        };
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminActivityEvents: {
        parameters: {
            query?: {
                mailbox?: string;
                source?: string;
                origin?: "addin" | "server";
                outcome?: "applied" | "failed" | "skipped";
                limit?: number;
                cursor?: string;
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
                    /**
                     * @example {
                     *       "events": [
                     *         {
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "reportedBy": "lena.vogel@contoso.com",
                     *           "type": "new",
                     *           "outcome": "applied",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "version": 3,
                     *           "error": null,
                     *           "client": "Outlook on Windows 16.0.18429",
                     *           "clientFamily": "windows-classic",
                     *           "clientVersion": "16.0.18429",
                     *           "event": "newMessage",
                     *           "reason": null,
                     *           "durationMs": 412,
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "source": "addin"
                     *         },
                     *         {
                     *           "mailbox": "adele.vance@contoso.com",
                     *           "reportedBy": "adele.vance@contoso.com",
                     *           "type": "new",
                     *           "outcome": "failed",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "version": 3,
                     *           "error": "The service did not answer in time.",
                     *           "client": "Outlook on Windows 16.0.18429",
                     *           "clientFamily": "windows-classic",
                     *           "clientVersion": "16.0.18429",
                     *           "event": "newMessage",
                     *           "reason": "service_unreachable",
                     *           "durationMs": null,
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "source": "addin"
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": {
                        events: {
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
                        }[];
                        cursor: string | null;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminActivityClients: {
        parameters: {
            query?: {
                days?: number;
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
                    /**
                     * @example {
                     *       "days": 30,
                     *       "clients": [
                     *         {
                     *           "applied": 5230,
                     *           "failed": 3,
                     *           "skipped": 12,
                     *           "failureRate": 0.0006,
                     *           "reasons": [],
                     *           "medianMs": 380,
                     *           "p95Ms": 910,
                     *           "client": "windows-classic",
                     *           "label": "Outlook for Windows (classic)",
                     *           "versions": [
                     *             {
                     *               "applied": 5230,
                     *               "failed": 3,
                     *               "skipped": 12,
                     *               "failureRate": 0.0006,
                     *               "reasons": [],
                     *               "medianMs": 380,
                     *               "p95Ms": 910,
                     *               "version": "16.0.18429"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        days: number;
                        clients: {
                            applied: number;
                            failed: number;
                            skipped: number;
                            failureRate: number | null;
                            reasons: {
                                /** @enum {string} */
                                reason: "no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added";
                                label: string;
                                count: number;
                            }[];
                            medianMs: number | null;
                            p95Ms: number | null;
                            /** @enum {string} */
                            client: "windows-classic" | "windows-new" | "web" | "mac" | "ios" | "android" | "apple-mail" | "gmail" | "other";
                            label: string;
                            versions: {
                                applied: number;
                                failed: number;
                                skipped: number;
                                failureRate: number | null;
                                reasons: {
                                    /** @enum {string} */
                                    reason: "no_token" | "service_unreachable" | "service_error" | "not_served" | "client_error" | "signed" | "encrypted" | "rights_protected" | "stamped" | "add_in_signed" | "meeting" | "no_body" | "unsupported_shape" | "unsupported_charset" | "unsupported_encoding" | "too_large" | "malformed" | "rewrite_failed" | "not_a_mailbox" | "excluded" | "paused" | "subscription" | "no_template" | "server_side_off" | "from_other_organisation" | "organisation_mismatch" | "next_hop_refused" | "sender_unverified" | "automatic" | "already_signed" | "thread_signed" | "dkim_signed" | "footer_added";
                                    label: string;
                                    count: number;
                                }[];
                                medianMs: number | null;
                                p95Ms: number | null;
                                version: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminAudit: {
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
                    /**
                     * @example {
                     *       "mailboxes": 1250,
                     *       "syncFailure": null,
                     *       "leftOut": {
                     *         "external": 14,
                     *         "excluded": 22
                     *       },
                     *       "coverage": [
                     *         {
                     *           "attribute": "jobTitle",
                     *           "label": "Job title",
                     *           "present": 1212,
                     *           "missing": 38,
                     *           "rate": 0.97
                     *         },
                     *         {
                     *           "attribute": "mobilePhone",
                     *           "label": "Mobile phone",
                     *           "present": 890,
                     *           "missing": 360,
                     *           "rate": 0.71
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        mailboxes: number;
                        syncFailure: {
                            /** @description When the first of the failed runs in a row ran */
                            since: string;
                            lastAt: string;
                            /** @description Failed runs in a row */
                            runs: number;
                            /**
                             * @description Microsoft 365 out or refusing, or the service itself
                             * @enum {string}
                             */
                            cause: "directory" | "service";
                        } | null;
                        leftOut: {
                            external: number;
                            excluded: number;
                        };
                        coverage: {
                            attribute: string;
                            /** @description The attribute as the editor’s placeholder list names it */
                            label: string;
                            present: number;
                            missing: number;
                            rate: number | null;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminTrail: {
        parameters: {
            query?: {
                mailbox?: string;
                messageId?: string;
                from?: string;
                to?: string;
                limit?: number;
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
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "at": "2026-03-09T14:05:12.000Z",
                     *           "mailbox": "lena.vogel@contoso.com",
                     *           "source": "server",
                     *           "messageId": "<PH0PR11MB4950.3A8F@PH0PR11MB4950.namprd11.prod.outlook.com>",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "version": 3,
                     *           "ruleId": "sales-europe",
                     *           "language": "en",
                     *           "outcome": "signed",
                     *           "type": "new",
                     *           "domains": [
                     *             "fabrikam.com"
                     *           ],
                     *           "explanation": "Signed with Contoso standard, version 3, because Lena Vogel is in the group Sales Europe."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        entries: {
                            /** @description When it was decided (ISO 8601) */
                            at: string;
                            mailbox: string;
                            /** @enum {string} */
                            source: "addin" | "server";
                            /** @description The Internet Message-ID (the relay reads it; the add-in never sees one) */
                            messageId?: string;
                            templateId?: string;
                            version?: number;
                            /** @description The rule that matched; absent when a role default or nothing decided */
                            ruleId?: string;
                            /** @description The template's language variant chosen; absent: its default body */
                            language?: string;
                            /** @enum {string} */
                            outcome: "signed" | "passed" | "refused" | "failed";
                            /** @description Why it passed, was refused or failed (the relay’s and the gate’s reasons), or `stale` */
                            reason?: string;
                            /** @enum {string} */
                            type?: "new" | "reply";
                            /** @description The recipients' domains (never addresses), as the decision took them: what the simulation reproduces it with */
                            domains?: string[];
                            /** @description What was decided and why, in sentences in the reader’s language (their own choice, else Accept-Language) */
                            explanation: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminLinks: {
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
                    /**
                     * @example {
                     *       "days": 30,
                     *       "links": [
                     *         {
                     *           "slug": "k7m2p9",
                     *           "target": "https://www.contoso.com/book-a-demo",
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "templateName": "Contoso standard",
                     *           "clicks": 255,
                     *           "trend": [
                     *             {
                     *               "date": "2026-03-01",
                     *               "clicks": 41
                     *             },
                     *             {
                     *               "date": "2026-03-02",
                     *               "clicks": 118
                     *             },
                     *             {
                     *               "date": "2026-03-03",
                     *               "clicks": 96
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        days: number;
                        links: {
                            slug: string;
                            target: string;
                            templateId: string;
                            templateName: string | null;
                            clicks: number;
                            trend: {
                                date: string;
                                clicks: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminLinksOverview: {
        parameters: {
            query?: {
                days?: number;
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
                    /**
                     * @example {
                     *       "days": 30,
                     *       "from": "2026-02-01",
                     *       "to": "2026-03-02",
                     *       "totalClicks": 255,
                     *       "daily": [
                     *         {
                     *           "date": "2026-03-01",
                     *           "clicks": 41
                     *         },
                     *         {
                     *           "date": "2026-03-02",
                     *           "clicks": 118
                     *         },
                     *         {
                     *           "date": "2026-03-03",
                     *           "clicks": 96
                     *         }
                     *       ],
                     *       "devices": [
                     *         {
                     *           "name": "Desktop",
                     *           "clicks": 171
                     *         },
                     *         {
                     *           "name": "Mobile",
                     *           "clicks": 84
                     *         }
                     *       ],
                     *       "clients": [
                     *         {
                     *           "name": "Outlook",
                     *           "clicks": 149
                     *         },
                     *         {
                     *           "name": "Gmail",
                     *           "clicks": 62
                     *         },
                     *         {
                     *           "name": "Apple Mail",
                     *           "clicks": 44
                     *         }
                     *       ],
                     *       "referrers": [
                     *         {
                     *           "name": "outlook.office.com",
                     *           "clicks": 58
                     *         },
                     *         {
                     *           "name": "mail.google.com",
                     *           "clicks": 31
                     *         }
                     *       ],
                     *       "hourOfDay": [
                     *         [
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           1,
                     *           4,
                     *           12,
                     *           18,
                     *           16,
                     *           11,
                     *           7,
                     *           9,
                     *           14,
                     *           13,
                     *           10,
                     *           6,
                     *           3,
                     *           2,
                     *           1,
                     *           0,
                     *           0,
                     *           0
                     *         ],
                     *         [
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           2,
                     *           5,
                     *           14,
                     *           21,
                     *           17,
                     *           12,
                     *           8,
                     *           10,
                     *           12,
                     *           11,
                     *           9,
                     *           5,
                     *           2,
                     *           1,
                     *           0,
                     *           0,
                     *           0,
                     *           0
                     *         ]
                     *       ],
                     *       "applies": 18240,
                     *       "clicksPer1000": 14,
                     *       "campaigns": [
                     *         {
                     *           "templateId": "t_k3v9q2m8x1",
                     *           "templateName": "Contoso standard",
                     *           "clicks": 255
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        days: number;
                        from: string;
                        to: string;
                        totalClicks: number;
                        daily: {
                            date: string;
                            clicks: number;
                        }[];
                        devices: {
                            name: string;
                            clicks: number;
                        }[];
                        clients: {
                            name: string;
                            clicks: number;
                        }[];
                        referrers: {
                            name: string;
                            clicks: number;
                        }[];
                        hourOfDay: number[][];
                        applies: number;
                        clicksPer1000: number | null;
                        campaigns: {
                            templateId: string;
                            templateName: string | null;
                            clicks: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminLinksDetailBySlug: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                slug: string;
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
                    /**
                     * @example {
                     *       "days": 30,
                     *       "from": "2026-02-01",
                     *       "to": "2026-03-02",
                     *       "totalClicks": 255,
                     *       "daily": [
                     *         {
                     *           "date": "2026-03-01",
                     *           "clicks": 41
                     *         },
                     *         {
                     *           "date": "2026-03-02",
                     *           "clicks": 118
                     *         },
                     *         {
                     *           "date": "2026-03-03",
                     *           "clicks": 96
                     *         }
                     *       ],
                     *       "devices": [
                     *         {
                     *           "name": "Desktop",
                     *           "clicks": 171
                     *         },
                     *         {
                     *           "name": "Mobile",
                     *           "clicks": 84
                     *         }
                     *       ],
                     *       "clients": [
                     *         {
                     *           "name": "Outlook",
                     *           "clicks": 149
                     *         },
                     *         {
                     *           "name": "Gmail",
                     *           "clicks": 62
                     *         },
                     *         {
                     *           "name": "Apple Mail",
                     *           "clicks": 44
                     *         }
                     *       ],
                     *       "referrers": [
                     *         {
                     *           "name": "outlook.office.com",
                     *           "clicks": 58
                     *         },
                     *         {
                     *           "name": "mail.google.com",
                     *           "clicks": 31
                     *         }
                     *       ],
                     *       "hourOfDay": [
                     *         [
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           1,
                     *           4,
                     *           12,
                     *           18,
                     *           16,
                     *           11,
                     *           7,
                     *           9,
                     *           14,
                     *           13,
                     *           10,
                     *           6,
                     *           3,
                     *           2,
                     *           1,
                     *           0,
                     *           0,
                     *           0
                     *         ],
                     *         [
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           0,
                     *           2,
                     *           5,
                     *           14,
                     *           21,
                     *           17,
                     *           12,
                     *           8,
                     *           10,
                     *           12,
                     *           11,
                     *           9,
                     *           5,
                     *           2,
                     *           1,
                     *           0,
                     *           0,
                     *           0,
                     *           0
                     *         ]
                     *       ],
                     *       "applies": 18240,
                     *       "clicksPer1000": 14,
                     *       "link": {
                     *         "slug": "k7m2p9",
                     *         "target": "https://www.contoso.com/book-a-demo",
                     *         "templateId": "t_k3v9q2m8x1"
                     *       }
                     *     }
                     */
                    "application/json": {
                        days: number;
                        from: string;
                        to: string;
                        totalClicks: number;
                        daily: {
                            date: string;
                            clicks: number;
                        }[];
                        devices: {
                            name: string;
                            clicks: number;
                        }[];
                        clients: {
                            name: string;
                            clicks: number;
                        }[];
                        referrers: {
                            name: string;
                            clicks: number;
                        }[];
                        hourOfDay: number[][];
                        applies: number;
                        clicksPer1000: number | null;
                        link: {
                            slug: string;
                            target: string;
                            templateId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getRBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect */
            302: {
                headers: {
                    /** @description Where to go next */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
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
    getApiAdminSettingsDigestPreview: {
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
                        subject: string;
                        html: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminSettingsDigestSend: {
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
                        to: string;
                        subject: string;
                        id: string;
                        transport: string;
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
                        to: string;
                        subject: string;
                        id: string;
                        transport: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminOnboarding: {
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
                        steps: {
                            id: string;
                            label: string;
                            done: boolean;
                        }[];
                        completed: number;
                        dismissed: boolean;
                        dpa: {
                            acceptedAt: string;
                            acceptedBy: string | null;
                            version: string | null;
                        } | null;
                        /** @description The version of the data processing agreement in force (the `/dpa` page) */
                        dpaVersion: string;
                    };
                };
            };
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
    postApiAdminOnboardingDismiss: {
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
                        steps: {
                            id: string;
                            label: string;
                            done: boolean;
                        }[];
                        completed: number;
                        dismissed: boolean;
                        dpa: {
                            acceptedAt: string;
                            acceptedBy: string | null;
                            version: string | null;
                        } | null;
                        /** @description The version of the data processing agreement in force (the `/dpa` page) */
                        dpaVersion: string;
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
                        steps: {
                            id: string;
                            label: string;
                            done: boolean;
                        }[];
                        completed: number;
                        dismissed: boolean;
                        dpa: {
                            acceptedAt: string;
                            acceptedBy: string | null;
                            version: string | null;
                        } | null;
                        /** @description The version of the data processing agreement in force (the `/dpa` page) */
                        dpaVersion: string;
                    };
                };
            };
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
    postApiAdminDpaAccept: {
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
                        acceptedAt: string;
                        acceptedBy: string | null;
                        version: string | null;
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
                        acceptedAt: string;
                        acceptedBy: string | null;
                        version: string | null;
                    };
                };
            };
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
    getApiAdminBilling: {
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
                    /**
                     * @example {
                     *       "subscriptionId": "sub_1Q2w3E4r5T6y7U8i",
                     *       "status": "active",
                     *       "cancelAtPeriodEnd": false,
                     *       "currentPeriodEnd": "2026-04-01T00:00:00.000Z",
                     *       "seats": 1250,
                     *       "itemId": "si_Pq9Rs8Tu7Vw6",
                     *       "card": {
                     *         "brand": "visa",
                     *         "last4": "4242"
                     *       },
                     *       "latestInvoice": {
                     *         "id": "in_1Q2w3E4r5T",
                     *         "status": "paid",
                     *         "amountDue": 125000,
                     *         "currency": "eur",
                     *         "hostedUrl": "https://invoice.stripe.com/i/acct_contoso/in_1Q2w3E4r5T"
                     *       },
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "graceEndsAt": null,
                     *       "trialEndsAt": null,
                     *       "inTrial": false,
                     *       "consolidated": false,
                     *       "delivering": true,
                     *       "seatsToBill": 1208
                     *     }
                     */
                    "application/json": {
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        itemId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        graceEndsAt: string | null;
                        trialEndsAt: string | null;
                        inTrial: boolean;
                        consolidated: boolean;
                        delivering: boolean;
                        seatsToBill: number;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminBillingCheckout: {
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
                        url: string;
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
                        url: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminBillingPortal: {
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
                        url: string;
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
                        url: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminBillingCancel: {
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        itemId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        graceEndsAt: string | null;
                        trialEndsAt: string | null;
                        inTrial: boolean;
                        consolidated: boolean;
                        delivering: boolean;
                        seatsToBill: number;
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        itemId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        graceEndsAt: string | null;
                        trialEndsAt: string | null;
                        inTrial: boolean;
                        consolidated: boolean;
                        delivering: boolean;
                        seatsToBill: number;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminBillingReactivate: {
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        itemId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        graceEndsAt: string | null;
                        trialEndsAt: string | null;
                        inTrial: boolean;
                        consolidated: boolean;
                        delivering: boolean;
                        seatsToBill: number;
                        checkoutUrl: string | null;
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        itemId: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        graceEndsAt: string | null;
                        trialEndsAt: string | null;
                        inTrial: boolean;
                        consolidated: boolean;
                        delivering: boolean;
                        seatsToBill: number;
                        checkoutUrl: string | null;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    };
                    vatId?: string;
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
                        name: string;
                        /** Format: email */
                        email: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        vatId?: string;
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminBillingInvoices: {
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
                        unavailable: boolean;
                        invoices: {
                            id: string;
                            number: string | null;
                            date: string;
                            amountDue: number;
                            amountPaid: number;
                            currency: string;
                            status: string | null;
                            hostedUrl: string | null;
                            pdfUrl: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminBillingAdjustments: {
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
                        adjustments: {
                            id: string;
                            date: string;
                            amount: number;
                            currency: string;
                            category: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiBillingPaymentsWebhook: {
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
                        received: true;
                        type: string;
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
                        /** @constant */
                        received: true;
                        type: string;
                    };
                };
            };
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
    getApiAdminExclusions: {
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
                    /**
                     * @example {
                     *       "mode": "exclusion",
                     *       "mailboxes": [
                     *         {
                     *           "address": "scanner@contoso.com",
                     *           "note": "Sends scanned documents",
                     *           "addedBy": "megan.bowen@contoso.com",
                     *           "addedAt": "2026-03-02T09:30:00.000Z",
                     *           "resolves": true,
                     *           "billable": false
                     *         }
                     *       ],
                     *       "groups": [
                     *         {
                     *           "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *           "displayName": "Warehouse staff",
                     *           "note": "No external e-mail",
                     *           "addedBy": "megan.bowen@contoso.com",
                     *           "addedAt": "2026-03-02T09:30:00.000Z",
                     *           "syncedAt": "2026-03-09T14:05:12.000Z",
                     *           "memberCount": 42
                     *         }
                     *       ],
                     *       "totals": {
                     *         "directoryMailboxes": 1250,
                     *         "listed": 43,
                     *         "listedInDirectory": 42
                     *       },
                     *       "seatsBilled": 1208,
                     *       "monthlyCost": "€1,812.00",
                     *       "monthlyCostCents": 181200,
                     *       "currency": "EUR"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        mode: "exclusion" | "inclusion";
                        mailboxes: {
                            address: string;
                            note: string;
                            addedBy: string;
                            addedAt: string;
                            resolves: boolean;
                            billable: boolean;
                        }[];
                        groups: {
                            id: string;
                            displayName: string;
                            note: string;
                            addedBy: string;
                            addedAt: string;
                            syncedAt: string;
                            memberCount: number;
                        }[];
                        totals: {
                            directoryMailboxes: number;
                            listed: number;
                            listedInDirectory: number;
                        };
                        seatsBilled: number;
                        monthlyCost: string;
                        monthlyCostCents: number;
                        currency: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminExclusions: {
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
                 *       "mailboxes": [
                 *         "scanner@contoso.com",
                 *         "noreply@contoso.com"
                 *       ],
                 *       "note": "Machines, not people"
                 *     }
                 */
                "application/json": {
                    mailboxes: string[];
                    /** @default  */
                    note?: string;
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
                    /**
                     * @example {
                     *       "added": [
                     *         "scanner@contoso.com",
                     *         "noreply@contoso.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        added: string[];
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "added": [
                     *         "scanner@contoso.com",
                     *         "noreply@contoso.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        added: string[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    putApiAdminExclusionsMode: {
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
                 *       "mode": "inclusion"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    mode: "exclusion" | "inclusion";
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
                    /**
                     * @example {
                     *       "mode": "inclusion"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        mode: "exclusion" | "inclusion";
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminExclusionsByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminExclusionsSuggested: {
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
                    /**
                     * @example {
                     *       "windowDays": 90,
                     *       "mailboxes": [
                     *         {
                     *           "address": "reception@contoso.com",
                     *           "displayName": "Reception",
                     *           "mailboxType": "shared"
                     *         }
                     *       ],
                     *       "monthlySaving": "€1.50",
                     *       "monthlySavingCents": 150,
                     *       "currency": "EUR"
                     *     }
                     */
                    "application/json": {
                        windowDays: number;
                        mailboxes: {
                            address: string;
                            displayName: string | null;
                            /** @enum {string} */
                            mailboxType: "user" | "shared";
                        }[];
                        monthlySaving: string;
                        monthlySavingCents: number;
                        currency: string;
                    };
                };
            };
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminExclusionsGroups: {
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
                 *       "groupId": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                 *       "note": "No external e-mail"
                 *     }
                 */
                "application/json": {
                    groupId: string;
                    /** @default  */
                    note?: string;
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
                    /**
                     * @example {
                     *       "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *       "displayName": "Warehouse staff",
                     *       "note": "No external e-mail",
                     *       "addedBy": "megan.bowen@contoso.com",
                     *       "addedAt": "2026-03-02T09:30:00.000Z",
                     *       "syncedAt": "2026-03-09T14:05:12.000Z",
                     *       "memberCount": 42,
                     *       "members": [
                     *         "diego.siciliani@contoso.com",
                     *         "isaiah.langer@contoso.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: string;
                        displayName: string;
                        note: string;
                        addedBy: string;
                        addedAt: string;
                        syncedAt: string;
                        memberCount: number;
                        members: string[];
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *       "displayName": "Warehouse staff",
                     *       "note": "No external e-mail",
                     *       "addedBy": "megan.bowen@contoso.com",
                     *       "addedAt": "2026-03-02T09:30:00.000Z",
                     *       "syncedAt": "2026-03-09T14:05:12.000Z",
                     *       "memberCount": 42,
                     *       "members": [
                     *         "diego.siciliani@contoso.com",
                     *         "isaiah.langer@contoso.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        id: string;
                        displayName: string;
                        note: string;
                        addedBy: string;
                        addedAt: string;
                        syncedAt: string;
                        memberCount: number;
                        members: string[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    deleteApiAdminExclusionsGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "released": [
                     *         "diego.siciliani@contoso.com",
                     *         "isaiah.langer@contoso.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        released: string[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    postApiAdminExclusionsGroupsByIdSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                    /**
                     * @example {
                     *       "group": {
                     *         "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *         "displayName": "Warehouse staff",
                     *         "note": "No external e-mail",
                     *         "addedBy": "megan.bowen@contoso.com",
                     *         "addedAt": "2026-03-02T09:30:00.000Z",
                     *         "syncedAt": "2026-03-09T14:05:12.000Z",
                     *         "memberCount": 42
                     *       },
                     *       "stillInDirectory": true,
                     *       "added": [
                     *         "lynne.robbins@contoso.com"
                     *       ],
                     *       "removed": []
                     *     }
                     */
                    "application/json": {
                        group: {
                            id: string;
                            displayName: string;
                            note: string;
                            addedBy: string;
                            addedAt: string;
                            syncedAt: string;
                            memberCount: number;
                        };
                        stillInDirectory: boolean;
                        added: string[];
                        removed: string[];
                    };
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "group": {
                     *         "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *         "displayName": "Warehouse staff",
                     *         "note": "No external e-mail",
                     *         "addedBy": "megan.bowen@contoso.com",
                     *         "addedAt": "2026-03-02T09:30:00.000Z",
                     *         "syncedAt": "2026-03-09T14:05:12.000Z",
                     *         "memberCount": 42
                     *       },
                     *       "stillInDirectory": true,
                     *       "added": [
                     *         "lynne.robbins@contoso.com"
                     *       ],
                     *       "removed": []
                     *     }
                     */
                    "application/json": {
                        group: {
                            id: string;
                            displayName: string;
                            note: string;
                            addedBy: string;
                            addedAt: string;
                            syncedAt: string;
                            memberCount: number;
                        };
                        stillInDirectory: boolean;
                        added: string[];
                        removed: string[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: read_only_key, missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminGroupsSearch: {
        parameters: {
            query: {
                q: string;
                limit?: number;
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
                    /**
                     * @example {
                     *       "groups": [
                     *         {
                     *           "id": "4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d",
                     *           "displayName": "Warehouse staff",
                     *           "mail": "warehouse@contoso.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        groups: {
                            id: string;
                            displayName: string;
                            mail?: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `fields` names each field and its reason (code: invalid_request) */
            400: components["responses"]["InvalidRequest"];
            /** @description No valid token or key (code: unauthenticated, invalid_key, key_expired) */
            401: components["responses"]["Unauthenticated"];
            /** @description Refused for this caller or organisation (code: missing_capability, suspended, pending_deletion, not_onboarded) */
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
    getApiAdminManagedStatus: {
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
                        managedBy: {
                            partnerId: string;
                            partnerName: string;
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                        } | null;
                        pendingTransfers: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        }[];
                    };
                };
            };
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
    postApiAdminManagedTransferByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        transfer: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        };
                        managedBy: {
                            partnerId: string;
                            partnerName: string;
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                        } | null;
                        previous: {
                            partnerId: string;
                            partnerName: string;
                        } | null;
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
                        transfer: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        };
                        managedBy: {
                            partnerId: string;
                            partnerName: string;
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                        } | null;
                        previous: {
                            partnerId: string;
                            partnerName: string;
                        } | null;
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
    postApiAdminManagedTransferByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        transfer: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        };
                        managedBy: {
                            partnerId: string;
                            partnerName: string;
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                        } | null;
                        previous: {
                            partnerId: string;
                            partnerName: string;
                        } | null;
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
                        transfer: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        };
                        managedBy: {
                            partnerId: string;
                            partnerName: string;
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                        } | null;
                        previous: {
                            partnerId: string;
                            partnerName: string;
                        } | null;
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
    postApiAdminManagedPartnerRevoke: {
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
                        revoked: {
                            partnerId: string;
                            partnerName: string;
                        };
                        /** @constant */
                        billing: "direct";
                        graceEndsAt: string;
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
                        revoked: {
                            partnerId: string;
                            partnerName: string;
                        };
                        /** @constant */
                        billing: "direct";
                        graceEndsAt: string;
                    };
                };
            };
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
    getApiAdminPartnerClients: {
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
                        clients: {
                            id: string;
                            name: string | null;
                            state: ("active" | "suspended" | "pending_deletion") | "not_onboarded";
                            since: string;
                            /** @enum {string} */
                            via: "invite" | "transfer";
                            seatsBilled: number | null;
                            billing: {
                                status: string;
                                inTrial: boolean;
                                trialEndsAt: string | null;
                                delivering: boolean;
                            };
                            health: {
                                days: number;
                                applied: number;
                                failed: number;
                                skipped: number;
                                successRate: number | null;
                                lastActivityAt: string | null;
                            };
                        }[];
                    };
                };
            };
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
    getApiAdminPartnerStaff: {
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
                        staff: {
                            oid: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "Owner" | "Admin" | "Technician" | "Billing";
                            name: string | null;
                            addedAt: string;
                            addedBy: string;
                        }[];
                    };
                };
            };
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
    putApiAdminPartnerStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "Owner" | "Admin" | "Technician" | "Billing";
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
                        oid: string | null;
                        email: string;
                        /** @enum {string} */
                        role: "Owner" | "Admin" | "Technician" | "Billing";
                        name: string | null;
                        addedAt: string;
                        addedBy: string;
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
    deleteApiAdminPartnerStaffByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    getApiAdminPartnerEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
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
                        events: {
                            id: string;
                            at: string;
                            actor: string;
                            actorName: string | null;
                            action: string;
                            clientId: string | null;
                            details: {
                                [key: string]: components["schemas"]["JsonValue"];
                            } | null;
                            /** @description What happened, as a sentence: names rather than ids, dates for people */
                            summary: string;
                        }[];
                        cursor: string | null;
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
    postApiAdminPartnerAgreementAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
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
                        partner: {
                            id: string;
                            name: string;
                            agreement: {
                                version: string;
                                acceptedAt: string;
                                acceptedBy: string;
                            };
                        };
                        /** @enum {string} */
                        role: "Owner" | "Admin" | "Technician" | "Billing";
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
                        partner: {
                            id: string;
                            name: string;
                            agreement: {
                                version: string;
                                acceptedAt: string;
                                acceptedBy: string;
                            };
                        };
                        /** @enum {string} */
                        role: "Owner" | "Admin" | "Technician" | "Billing";
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
    getApiAdminPartnerInvites: {
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
                        invites: {
                            token: string;
                            link: string;
                            email: string | null;
                            domain: string | null;
                            note: string | null;
                            /** @enum {string} */
                            state: "pending" | "accepted" | "revoked" | "expired";
                            createdAt: string;
                            createdBy: string;
                            expiresAt: string;
                            mailedAt: string | null;
                            acceptedBy: {
                                tenantId: string;
                                name: string;
                            } | null;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                            revokedBy: string | null;
                        }[];
                    };
                };
            };
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
    postApiAdminPartnerInvites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    domain?: string;
                    note?: string;
                    send?: boolean;
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
                        token: string;
                        link: string;
                        email: string | null;
                        domain: string | null;
                        note: string | null;
                        /** @enum {string} */
                        state: "pending" | "accepted" | "revoked" | "expired";
                        createdAt: string;
                        createdBy: string;
                        expiresAt: string;
                        mailedAt: string | null;
                        acceptedBy: {
                            tenantId: string;
                            name: string;
                        } | null;
                        acceptedAt: string | null;
                        revokedAt: string | null;
                        revokedBy: string | null;
                        mail: {
                            sent: boolean;
                            to: string | null;
                            reason: string | null;
                        };
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
                        token: string;
                        link: string;
                        email: string | null;
                        domain: string | null;
                        note: string | null;
                        /** @enum {string} */
                        state: "pending" | "accepted" | "revoked" | "expired";
                        createdAt: string;
                        createdBy: string;
                        expiresAt: string;
                        mailedAt: string | null;
                        acceptedBy: {
                            tenantId: string;
                            name: string;
                        } | null;
                        acceptedAt: string | null;
                        revokedAt: string | null;
                        revokedBy: string | null;
                        mail: {
                            sent: boolean;
                            to: string | null;
                            reason: string | null;
                        };
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
    deleteApiAdminPartnerInvitesByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
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
                        token: string;
                        link: string;
                        email: string | null;
                        domain: string | null;
                        note: string | null;
                        /** @enum {string} */
                        state: "pending" | "accepted" | "revoked" | "expired";
                        createdAt: string;
                        createdBy: string;
                        expiresAt: string;
                        mailedAt: string | null;
                        acceptedBy: {
                            tenantId: string;
                            name: string;
                        } | null;
                        acceptedAt: string | null;
                        revokedAt: string | null;
                        revokedBy: string | null;
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
    getApiAdminPartnerTransfers: {
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
                        transfers: {
                            id: string;
                            partnerId: string;
                            partnerName: string;
                            clientId: string;
                            clientName: string;
                            /** @enum {string} */
                            state: "pending" | "approved" | "declined";
                            requestedAt: string;
                            requestedBy: string;
                            answeredAt: string | null;
                            answeredBy: string | null;
                        }[];
                    };
                };
            };
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
    postApiAdminPartnerTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain?: string;
                    /** Format: uuid */
                    tenantId?: string;
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
                        id: string;
                        partnerId: string;
                        partnerName: string;
                        clientId: string;
                        clientName: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "declined";
                        requestedAt: string;
                        requestedBy: string;
                        answeredAt: string | null;
                        answeredBy: string | null;
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
                        id: string;
                        partnerId: string;
                        partnerName: string;
                        clientId: string;
                        clientName: string;
                        /** @enum {string} */
                        state: "pending" | "approved" | "declined";
                        requestedAt: string;
                        requestedBy: string;
                        answeredAt: string | null;
                        answeredBy: string | null;
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
    postApiAdminPartnerClientsByTenantIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
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
                        clientId: string;
                        releasedAt: string;
                        /** @constant */
                        billing: "direct";
                        graceEndsAt: string;
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
                        clientId: string;
                        releasedAt: string;
                        /** @constant */
                        billing: "direct";
                        graceEndsAt: string;
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
    getApiAdminPartnerBilling: {
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        seatsToBill: number;
                        clients: number;
                    };
                };
            };
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
    postApiAdminPartnerBillingCheckout: {
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
                        url: string;
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
                        url: string;
                    };
                };
            };
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
    postApiAdminPartnerBillingPortal: {
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
                        url: string;
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
                        url: string;
                    };
                };
            };
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
    postApiAdminPartnerBillingSync: {
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        seatsToBill: number;
                        clients: number;
                        change: {
                            from: number | null;
                            to: number;
                        } | null;
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
                        subscriptionId: string | null;
                        status: string;
                        cancelAtPeriodEnd: boolean;
                        currentPeriodEnd: string | null;
                        seats: number | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        latestInvoice: {
                            id: string;
                            status: string | null;
                            amountDue: number;
                            currency: string;
                            hostedUrl: string | null;
                        } | null;
                        updatedAt: string | null;
                        seatsToBill: number;
                        clients: number;
                        change: {
                            from: number | null;
                            to: number;
                        } | null;
                    };
                };
            };
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
    putApiAdminPartnerBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        country: string;
                    };
                    vatId?: string;
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
                        name: string;
                        /** Format: email */
                        email: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        vatId?: string;
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
    getApiAdminPartnerBillingInvoices: {
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
                        unavailable: boolean;
                        invoices: {
                            id: string;
                            number: string | null;
                            date: string;
                            amountDue: number;
                            amountPaid: number;
                            currency: string;
                            status: string | null;
                            hostedUrl: string | null;
                            pdfUrl: string | null;
                        }[];
                    };
                };
            };
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
    getApiAdminPartnerBillingAdjustments: {
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
                        adjustments: {
                            id: string;
                            date: string;
                            amount: number;
                            currency: string;
                            category: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
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
    getApiAdminPartnerUsage: {
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
                        clients: {
                            tenantId: string;
                            name: string;
                            /** @enum {string} */
                            state: "billed" | "trial" | "suspended" | "pending_deletion" | "not_onboarded";
                            seats: number;
                            seatsBilled: number;
                            since: string;
                        }[];
                        seatsBilled: number;
                    };
                };
            };
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
    getApiAdminPartnerUsageExport: {
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
                    "text/csv": string;
                };
            };
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
    getApiAdminPartnerUsagePeriods: {
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
                        unavailable: boolean;
                        periods: {
                            invoiceId: string;
                            number: string | null;
                            start: string;
                            end: string;
                            status: string | null;
                            amountDue: number;
                            amountPaid: number;
                            currency: string;
                        }[];
                    };
                };
            };
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
    getAdminMetrics: {
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
                    "text/plain": string;
                };
            };
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
