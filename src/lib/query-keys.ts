/**
 * The one key root several features share: what is cached about the customer's SIMs (the line
 * list, each SIM's info, usage, state and 5G option). A payment or an activation changes a SIM's
 * data, and the feature that made the change says so through this root without knowing the other
 * features' keys (features never import each other). Every other key lives in its feature's
 * `keys.ts`.
 */
export const simKeys = {
  /** Everything cached about the customer's SIMs. */
  all: () => ['cards'] as const,
  /** One SIM's data, by its id (or, for the 5G option, its ICCID). */
  one: (sim: number | string) => ['cards', sim] as const,
};
