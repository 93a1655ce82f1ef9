/** A value safe in a header of the relay's own: letters, digits and a few marks, bounded. */
function token(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return /^[\w.:@-]{1,64}$/.test(text) ? text : null;
}

/**
 * The `X-Signature-Relay` stamp of a signed message: the relay's name, then the template and version the decision's
 * context names when it does (`relay.contoso.com; template=t1; v=3`). Exchange's transport rule and the relay itself pass a
 * stamped message on unchanged, so a message never goes round twice.
 */
export function stampFor(name: string, context: Readonly<Record<string, string | number | null>>): string {
  const parts = [token(name) ?? 'signature-relay'];
  // The service names the template `templateId`; `template` is read too.
  const template = token(context.templateId ?? context.template);
  const version = token(context.version);
  if (template) parts.push(`template=${template}`);
  if (version) parts.push(`v=${version}`);
  return parts.join('; ');
}
