import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import support from '@locales/en/support.json';
import { CustomerSupport } from '@/features/support/components/customer-support';

/**
 * Customer support said "open now" during the New Year closure the portal itself
 * announces. Hours follow the holiday calendar (src/config/support-holidays.json, whose sample closes
 * 2026/12/30 to 2027/01/03) and Japan time, whatever the device's zone (the tests run in UTC).
 */
i18next.addResourceBundle('en', 'support', support, true, true);
const at = (iso: string) => Date.parse(iso);

describe('customer support hours', () => {
  it.each([
    ['a normal day, 12:00 in Japan', '2026-12-10T03:00:00Z', 'Support is open now.'],
    ['a normal day, 09:59 in Japan', '2026-12-10T00:59:00Z', 'Support is closed now. Leave us a message and we will reply when we open.'],
    [
      '3 January, 10:00 in Japan (holiday closure)',
      '2027-01-03T01:00:00Z',
      'Support is closed now. Leave us a message and we will reply when we open.',
    ],
    [
      '30 December, 12:00 in Japan (first day of the closure)',
      '2026-12-30T03:00:00Z',
      'Support is closed now. Leave us a message and we will reply when we open.',
    ],
    ['4 January, 10:00 in Japan (open again)', '2027-01-04T01:00:00Z', 'Support is open now.'],
  ])('%s', (_, iso, expected) => {
    render(<CustomerSupport now={at(iso)} helpUrl="https://help.example.jp/en/" />);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('says when the holiday closure runs, in yyyy/MM/dd', () => {
    render(<CustomerSupport now={at('2027-01-02T03:00:00Z')} helpUrl="https://help.example.jp/en/" />);
    expect(screen.getByText('Support is closed for the holidays from 2026/12/30 to 2027/01/03.')).toBeTruthy();
  });
});
