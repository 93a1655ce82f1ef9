// Whether this browser last found the signed-in person's organisation served. Only then does the portal ask who is
// signed in before the organisation's state has answered: for an organisation not connected yet (or suspended) that
// question is refused, and a new organisation's first visit should not log a refusal.
const key = (tenantId: string) => `signature-portal.served.${tenantId}`;

export function wasServed(tenantId: string): boolean {
  try {
    return localStorage.getItem(key(tenantId)) === 'yes';
  } catch {
    return false; // storage blocked: ask in order
  }
}

export function rememberServed(tenantId: string, served: boolean): void {
  try {
    if (served) localStorage.setItem(key(tenantId), 'yes');
    else localStorage.removeItem(key(tenantId));
  } catch {
    // storage blocked: the next start asks in order
  }
}
