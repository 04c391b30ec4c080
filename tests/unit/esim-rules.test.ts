import { describe, expect, it } from 'vitest';
import { INSTALL_SECTIONS, iosInstallLink, lpaString, manualEntry, methodOf, parseLpa, phoneOf, qrToRgba } from '@/features/esim/model';
import { qrFileName } from '@/contract';

describe('eSIM activation code', () => {
  it('splits the GSMA LPA string', () => {
    expect(parseLpa('LPA:1$smdp.example.com$ABC-123')).toEqual({ smdp: 'smdp.example.com', matchingId: 'ABC-123' });
    expect(parseLpa('not an lpa')).toBeUndefined();
  });
  it('builds the iOS one-tap install link with the encoded code', () => {
    expect(iosInstallLink('LPA:1$smdp.example.com$ABC-123')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24ABC-123',
    );
  });
});

describe('QR pixels', () => {
  it('unpacks 0xAARRGGBB into RGBA bytes', () => {
    const rgba = qrToRgba({ width: 2, height: 1, pixels: [0xff000000, 0xffffffff] });
    expect(Array.from(rgba)).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
    expect(Array.from(qrToRgba({ width: 1, height: 1, pixels: [0x80123456] }))).toEqual([0x12, 0x34, 0x56, 0x80]);
  });
});

describe('install page by phone and method (decision 0030)', () => {
  it.each([
    ['1', '1', ['oneTap', 'manual']],
    ['1', '2', ['qr', 'manual']],
    ['2', '1', ['manual']],
    ['2', '2', ['qr', 'manual']],
  ] as const)('device %s, method %s → %o', (device, method, sections) =>
    expect(INSTALL_SECTIONS[phoneOf(device)][methodOf(method)]).toEqual(sections),
  );
});

describe('manual entry per phone (decision 0029)', () => {
  const split = { activation_code: 'AB-CD', smdp_address: 'smdp.example', android_act_code: 'LPA:1$smdp.example$AB-CD' };
  const lpaBoth = {
    activation_code: 'LPA:1$smdp.example$AB-CD',
    smdp_address: 'smdp.example',
    android_act_code: 'LPA:1$smdp.example$AB-CD',
  };
  const noLpa = { activation_code: 'AB-CD', smdp_address: 'smdp.example', android_act_code: 'AB-CD' };
  it.each([
    [
      'iphone',
      split,
      [
        { key: 'smdp', value: 'smdp.example' },
        { key: 'matchingId', value: 'AB-CD' },
      ],
    ],
    [
      'iphone',
      lpaBoth,
      [
        { key: 'smdp', value: 'smdp.example' },
        { key: 'matchingId', value: 'AB-CD' },
      ],
    ],
    ['android', split, [{ key: 'lpa', value: 'LPA:1$smdp.example$AB-CD' }]],
    ['android', lpaBoth, [{ key: 'lpa', value: 'LPA:1$smdp.example$AB-CD' }]],
    ['android', noLpa, [{ key: 'lpa', value: 'LPA:1$smdp.example$AB-CD' }]],
  ] as const)('%s %o', (phone, data, fields) => expect(manualEntry(data, phone)).toEqual(fields));
  it('the QR and Apple link carry the whole LPA string', () => expect(lpaString(split)).toBe('LPA:1$smdp.example$AB-CD'));
});

describe('saved QR file name', () => {
  it.each([
    [{ tel_no: '070-1234-5678', iccid: '8981100000000000001' }, 'esim-5678.png'],
    [{ tel_no: null, iccid: '8981100000000000042' }, 'esim-0042.png'],
    [{ iccid: '8981100000000009876' }, 'esim-9876.png'],
    [{}, 'esim.png'],
  ] as const)('%o → %s', (line, name) => expect(qrFileName(line)).toBe(name));
});

describe('SIM type names customers read', () => {
  // "eSIM (S)", "eSIM（LF）": internal codes, not what a customer bought.
  it.each(['ja', 'en', 'zh', 'tw', 'vi'])('%s names no eSIM by its internal code', async (lng) => {
    const esim = (await import(`../../public/locales/${lng}/esim.json`)).default as { userType: Record<string, string> };
    const lines = (await import(`../../public/locales/${lng}/lines.json`)).default as { simType: Record<string, string> };
    for (const name of [...Object.values(esim.userType), ...Object.values(lines.simType)])
      expect(name).not.toMatch(/[(（]\s*(S|A|LF)\s*[)）]/);
    expect(esim.userType.ESIMS).toBe('So-net eSIM');
    expect(lines.simType.LF).toBe('Linksfield eSIM');
  });
});
