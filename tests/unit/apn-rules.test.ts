import { describe, expect, it } from 'vitest';
import { KEPT_OFFLINE } from '@/features/apn/kept-offline';
import { APN_DEVICES, apnFields, apnSourceFor, devicesFor, offersProfile, shownValue } from '@/features/apn/model';

describe('APN details box rows (spec §2)', () => {
  it.each([
    ['PREPAID', 'ios', ['name', 'apn', 'username', 'password', 'authentication_type']],
    ['PREPAID', 'android', ['name', 'apn', 'username', 'password', 'authentication_type']],
    ['PREPAID', 'windows', ['name', 'apn', 'username', 'password', 'authentication_type', 'ip', 'type_of_apn']],
    ['PREPAID', 'wifi', ['name', 'apn', 'username', 'password', 'authentication_type']],
    ['ESIMS', 'android', ['name', 'apn']],
    ['LF', 'android', ['name', 'apn']],
  ] as const)('%s on %s', (usertype, device, fields) => expect(apnFields(usertype, device)).toEqual(fields));
  it('prints a missing value as null', () => {
    expect(shownValue(null)).toBe('null');
    expect(shownValue('')).toBe('');
  });
});

describe('where the settings come from (spec §6, §7)', () => {
  it.each([
    ['PREPAID', 'ios', 'prepaid'],
    ['PREPAID', 'wifi', 'prepaid'],
    ['ESIMS', 'ios', 'sonetEsimApn'],
    ['ESIMS', 'android', 'sonetEsimApn'],
    ['ESIMA', 'android', 'esimAndroid'],
    ['LF', 'android', 'esimAndroid'],
  ] as const)('%s on %s → %s', (usertype, _device, source) => expect(apnSourceFor(usertype)).toBe(source));
  it('offers a profile only to prepaid iPhones', () => {
    expect(offersProfile('PREPAID', 'ios')).toBe(true);
    expect(offersProfile('PREPAID', 'android')).toBe(false);
    expect(offersProfile('ESIMS', 'ios')).toBe(false);
  });
  it('lists the devices of each SIM type', () => {
    expect(devicesFor('PREPAID')).toEqual(['ios', 'android', 'windows', 'wifi']);
    expect(devicesFor('LF')).toEqual(['ios', 'android']);
  });
});

// Astro/LF logins fetched iOS APN copies that do not exist (404 in each language).
describe('APN instructions that exist, per SIM type (what the offline copies fetch)', () => {
  it.each([
    ['PREPAID', ['ios', 'android', 'windows', 'wifi']],
    ['ESIMS', ['ios', 'android']],
    ['ESIMA', ['android']],
    ['LF', ['android']],
  ] as const)('%s → %o', (usertype, devices) => expect(APN_DEVICES[usertype]).toEqual(devices));
});

// A sonet eSIM's path to its steps passes its installation steps: both pages are kept for offline use.
describe('instruction pages kept for offline use, per SIM type', () => {
  it.each([
    ['PREPAID', [['prepaid', ['ios', 'android', 'windows', 'wifi']]]],
    [
      'ESIMS',
      [
        ['sonetEsimInitial', ['ios', 'android']],
        ['sonetEsimApn', ['ios', 'android']],
      ],
    ],
    ['ESIMA', [['esimAndroid', ['android']]]],
    ['LF', [['esimAndroid', ['android']]]],
  ] as const)('%s → %o', (usertype, pages) => expect(KEPT_OFFLINE[usertype].map((p) => [p.source, p.devices])).toEqual(pages));
});
