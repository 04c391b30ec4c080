/**
 * `validateSearch` for links that carry optional text (an activation code, a reset token, an order
 * id): each named parameter is either absent or a string no longer than its limit, anything else is
 * refused, as a schema would. Plain code rather than a schema library, because every route's search
 * check ships with the first screen (docs/decisions/0020).
 */
export class SearchParamError extends Error {
  constructor(readonly param: string) {
    super(`Invalid search parameter: ${param}`);
    this.name = 'SearchParamError';
  }
}

export function optionalTexts<K extends string>(limits: Record<K, number>) {
  return (search: Record<string, unknown>): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const key of Object.keys(limits) as K[]) {
      const value = search[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length > limits[key]) throw new SearchParamError(key);
      out[key] = value;
    }
    return out;
  };
}
