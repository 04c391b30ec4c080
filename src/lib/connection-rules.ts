/**
 * What the customer is told when money and SIM actions cannot reach the API (decision 0121):
 *
 * | the device says | the API answered | the portal's own address answered a probe | told                 |
 * |-----------------|------------------|-------------------------------------------|----------------------|
 * | offline         | —                | —                                         | no connection        |
 * | online          | yes              | —                                         | (nothing: online)    |
 * | online          | no               | yes                                       | server unreachable   |
 * | online          | no               | no, or not known yet                      | no connection        |
 *
 * The device's "offline" is reliable (airplane mode, no signal). Its "online" is not: Wi-Fi without
 * internet and a captive portal say online, and so does a document that a browser's offline emulation
 * forgot. Only when another request to the portal's own address gets an answer is it our server that
 * is silent; when nothing of ours answers, the customer's connection is what to check.
 */
export type Connection = 'online' | 'no-connection' | 'server-unreachable';

export interface ConnectionSignals {
  /** `navigator.onLine`: its false is taken at its word, its true is only a hint. */
  deviceOnline: boolean;
  /** The last request that needed the API got an answer (any HTTP status). */
  apiAnswered: boolean;
  /** While the API is silent: did a probe of the portal's own address get an answer? undefined until known. */
  portalAnswered: boolean | undefined;
}

export function connectionOf({ deviceOnline, apiAnswered, portalAnswered }: ConnectionSignals): Connection {
  if (!deviceOnline) return 'no-connection';
  if (apiAnswered) return 'online';
  return portalAnswered === true ? 'server-unreachable' : 'no-connection';
}
