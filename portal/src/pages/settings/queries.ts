import { useQueryClient } from '@tanstack/react-query';
import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, type Answer } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import { profileKeys } from '../profile/queries';

export type Settings = Answer<'/api/admin/settings'>;
type TestEmail = paths['/api/admin/test-email']['post']['requestBody']['content']['application/json'];
type SentTo = Reply<'post', '/api/admin/test-email'>;

const settingsKeys = {
  settings: ['settings'] as const,
  digest: ['settings', 'digest'] as const,
};

export function useSettings() {
  return useRead(settingsKeys.settings, (api) => expectData(api.GET('/api/admin/settings')));
}

/**
 * Changes some settings; the answer becomes the cached settings. Publish approval shows on the review page, profile
 * editing and own photos on the staff profile page.
 */
export function useUpdateSettings(options?: ChangeOptions<Settings, Partial<Settings>>) {
  const queryClient = useQueryClient();
  return useChange(
    [settingsKeys.settings, keys.approvals, profileKeys.profile, profileKeys.photo],
    (api, patch: Partial<Settings>) => expectData(api.PUT('/api/admin/settings', { body: patch })),
    writingFirst(options, (saved) => queryClient.setQueryData(settingsKeys.settings, saved)),
  );
}

/** The health digest as it would be sent now; asked once `enabled`. */
export function useDigestPreview(enabled: boolean) {
  return useRead(settingsKeys.digest, (api) => expectData(api.GET('/api/admin/settings/digest/preview')), { enabled });
}

/** Mails the digest to the signed-in person; it changes nothing (not even when the next one goes out). */
export function useSendDigest(options?: ChangeOptions<Reply<'post', '/api/admin/settings/digest/send'>>) {
  return useChange([], (api) => expectData(api.POST('/api/admin/settings/digest/send')), options);
}

/** Accepts the data processing agreement in force; the checklist carries its state. */
export function useAcceptDpa(options?: ChangeOptions<Reply<'post', '/api/admin/dpa/accept'>>) {
  return useChange([keys.onboarding], (api) => expectData(api.POST('/api/admin/dpa/accept')), options);
}

/** Sends a message carrying a signature to an inbox of the organisation; it changes nothing. */
export function useSendTestEmail(options?: ChangeOptions<SentTo, TestEmail>) {
  return useChange([], (api, body: TestEmail) => expectData(api.POST('/api/admin/test-email', { body })), options);
}

export type Webhook = Answer<'/api/admin/webhooks'>['webhooks'][number];
export type CreatedWebhook = Reply<'post', '/api/admin/webhooks'>;
type NewWebhook = paths['/api/admin/webhooks']['post']['requestBody']['content']['application/json'];
export type WebhookDelivery = Reply<'post', '/api/admin/webhooks/{id}/test'>;

const webhookKeys = {
  webhooks: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

export function useWebhooks() {
  return useRead(webhookKeys.webhooks, (api) => expectData(api.GET('/api/admin/webhooks')));
}

/** A webhook's last deliveries, asked once `enabled` (the person opened them). */
export function useDeliveries(id: string, enabled: boolean) {
  return useRead(
    webhookKeys.deliveries(id),
    (api) => expectData(api.GET('/api/admin/webhooks/{id}/deliveries', { params: { path: { id } } })),
    { enabled },
  );
}

/** Registers a webhook: the answer carries its secret, this once. */
export function useCreateWebhook(options?: ChangeOptions<CreatedWebhook, NewWebhook>) {
  return useChange([webhookKeys.webhooks], (api, body: NewWebhook) => expectData(api.POST('/api/admin/webhooks', { body })), options);
}

export function useDeleteWebhook(options?: ChangeOptions<void, string>) {
  return useChange(
    [webhookKeys.webhooks],
    (api, id: string) => expectOk(api.DELETE('/api/admin/webhooks/{id}', { params: { path: { id } } })),
    options,
  );
}

/** Sends a test delivery now; its deliveries are read again. */
export function useTestWebhook(options?: ChangeOptions<WebhookDelivery, string>) {
  return useChange(
    [webhookKeys.webhooks],
    (api, id: string) => expectData(api.POST('/api/admin/webhooks/{id}/test', { params: { path: { id } } })),
    options,
  );
}

export type AlertRecipients = Answer<'/api/admin/alerts'>;
export type AlertKind = AlertRecipients['recipients'][number]['kinds'][number];
type AlertRecipientsBody = paths['/api/admin/alerts']['put']['requestBody']['content']['application/json'];

const alertKeys = { recipients: ['alerts', 'recipients'] as const };

export function useAlertRecipients() {
  return useRead(alertKeys.recipients, (api) => expectData(api.GET('/api/admin/alerts')));
}

/** Sets who receives which alerts; the answer becomes the cached recipients. */
export function useSetAlertRecipients(options?: ChangeOptions<AlertRecipients, AlertRecipientsBody>) {
  const queryClient = useQueryClient();
  return useChange(
    [alertKeys.recipients],
    (api, body: AlertRecipientsBody) => expectData(api.PUT('/api/admin/alerts', { body })),
    writingFirst(options, (saved) => queryClient.setQueryData(alertKeys.recipients, saved)),
  );
}
