import { createHash } from 'node:crypto';
import type { ApnValues } from './html';
import { plistXml, type PlistValue } from './plist';

export const MOBILECONFIG_TYPE = 'application/x-apple-aspen-config';
export const MOBILECONFIG_FILENAME = 'APN_Settings.mobileconfig';

const IDENTIFIER = 'jp.example.prepaid.apn';

/**
 * A name-based (version 5 style) UUID: the same SIM always gets the same profile UUIDs, so
 * installing the profile again replaces the old one instead of adding a second APN profile.
 */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(`prepaid-portal:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The iOS configuration profile that sets the APN in one tap (Apple's com.apple.cellular payload).
 * In that payload `Name` is the access point name itself; the display name is on the profile.
 * Unsigned: iOS then shows it as "Not Verified", as with most MVNOs' profiles.
 */
export function apnProfile(simId: number, v: ApnValues): string {
  const apn: Record<string, PlistValue> = { Name: v.apn ?? '' };
  if (v.authentication_type) apn.AuthenticationType = v.authentication_type;
  if (v.username !== null) apn.Username = v.username;
  if (v.password !== null) apn.Password = v.password;
  const profile: PlistValue = {
    PayloadContent: [
      {
        PayloadType: 'com.apple.cellular',
        PayloadIdentifier: `${IDENTIFIER}.${simId}.cellular`,
        PayloadUUID: stableUuid(`${simId}/cellular`),
        PayloadVersion: 1,
        PayloadDisplayName: 'Cellular',
        PayloadDescription: `APN ${v.apn ?? ''}`,
        AttachAPN: apn,
        APNs: [apn],
      },
    ],
    PayloadType: 'Configuration',
    PayloadIdentifier: `${IDENTIFIER}.${simId}`,
    PayloadUUID: stableUuid(`${simId}/profile`),
    PayloadVersion: 1,
    PayloadDisplayName: v.name ?? 'APN',
    PayloadDescription: `Mobile data settings for ${v.name ?? 'this SIM'}`,
    PayloadOrganization: v.name ?? 'APN',
    PayloadRemovalDisallowed: false,
  };
  return plistXml(profile);
}
