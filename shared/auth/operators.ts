/** A platform operator is named in PLATFORM_OPERATORS as `<tenant id>/<object id>` of a verified token. */
export const isPlatformOperator = (operators: readonly string[], person: { tenantId: string; oid: string }) =>
  operators.includes(`${person.tenantId}/${person.oid}`);
