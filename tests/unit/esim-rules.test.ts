import { describe, expect, it } from 'vitest';
import { iosInstallLink, parseLpa, qrToRgba } from '../../src/features/esim/model';

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
