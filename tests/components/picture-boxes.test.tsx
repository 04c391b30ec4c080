import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import apn from '@locales/en/apn.json';
import { CampaignBanner } from '@/features/account/components/campaign-banner';
import { ApnInstructions } from '@/features/apn/components/apn-instructions';
import type { ApnSettings } from '@/contract';

// A picture keeps its box while it loads (nothing below moves), and the first one, the
// largest thing in view, is fetched at once while the rest wait until they are near.
beforeAll(() => {
  i18next.addResourceBundle('en', 'apn', apn);
});

describe('campaign banner pictures', () => {
  const banner = (id: number) => ({
    id,
    title: `Campaign ${id}`,
    image: `/api/media/banner/b${id}.svg?v=0123456789ab`,
    alt: `Banner ${id}`,
    link: null,
  });

  it('keep a 640×200 box; the first is fetched first, the others lazily', () => {
    render(<CampaignBanner banners={[banner(1), banner(2), banner(3)]} />);
    const [first, ...rest] = screen.getAllByRole('img');
    for (const img of [first!, ...rest]) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '200']);
      expect(img.className).toContain('aspect-[16/5]');
    }
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBeNull();
    expect(rest.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });
});

describe('APN step pictures', () => {
  const settings = (instructions: ApnSettings['instructions']): ApnSettings => ({
    name: null,
    apn: null,
    username: null,
    password: null,
    authentication_type: null,
    ip: null,
    type_of_apn: null,
    video: null,
    instructions,
  });

  it('keep the box of the size the API sent; the first picture is eager, the rest lazy', () => {
    render(
      <ApnInstructions
        settings={settings([
          { instruction: '<strong>No picture</strong> here', image: null },
          {
            instruction: 'Open the settings window',
            image: '/api/media/apn/windows-cellular.svg?v=0123456789ab',
            image_width: 480,
            image_height: 320,
          },
          { instruction: 'Tap the APN', image: '/api/media/apn/android-apn-list.svg?v=0123456789ab', image_width: 240, image_height: 480 },
        ])}
      />,
    );
    const [windows, phone] = screen.getAllByRole('img');
    expect([windows!.getAttribute('width'), windows!.getAttribute('height')]).toEqual(['480', '320']);
    expect([phone!.getAttribute('width'), phone!.getAttribute('height')]).toEqual(['240', '480']);
    expect([windows!.getAttribute('loading'), phone!.getAttribute('loading')]).toEqual(['eager', 'lazy']);
  });

  it('say what they show with the API’s alt text, else a generic one', () => {
    render(
      <ApnInstructions
        settings={settings([
          {
            instruction: 'Tap SIMs',
            image: '/api/media/apn/en/prepaid/android-network.svg?v=0123456789ab',
            image_width: 280,
            image_height: 540,
            image_alt: 'Android Settings, Network & internet: tap SIMs',
          },
          { instruction: 'Tap the APN', image: 'https://cdn.example.jp/apn.png' },
        ])}
      />,
    );
    const [described, other] = screen.getAllByRole('img');
    expect(described!.getAttribute('alt')).toBe('Android Settings, Network & internet: tap SIMs');
    expect(other!.getAttribute('alt')).toBe('Screenshot of step 2');
  });

  it('guess a phone-sized box when the API sends no size', () => {
    render(<ApnInstructions settings={settings([{ instruction: 'Tap the APN', image: 'https://cdn.example.jp/apn.png' }])} />);
    const img = screen.getByRole('img');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '480']);
  });
});
