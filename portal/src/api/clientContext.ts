/** The client organisation a partner's staff member chose to work inside, kept for this browser tab only. */
export interface ChosenClient {
  id: string;
  name: string;
}

const STORAGE_KEY = 'signature-portal.client';

/** The header every API call carries while working inside a client (the service checks the relationship). */
export const CLIENT_TENANT_HEADER = 'X-Client-Tenant';

export function chosenClient(): ChosenClient | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      'id' in value &&
      'name' in value &&
      typeof value.id === 'string' &&
      typeof value.name === 'string'
    ) {
      return { id: value.id, name: value.name };
    }
  } catch {
    // Anything else stored under the key is no choice.
  }
  return null;
}

export function chooseClient(client: ChosenClient | null): void {
  if (client) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(client));
  else sessionStorage.removeItem(STORAGE_KEY);
}
