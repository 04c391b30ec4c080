import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import onboarding from '@locales/en/onboarding.json';
import { EsimActivationForm } from '@/features/onboarding/components/esim-activation-form';
import { eidFromInput } from '@/features/onboarding/eid';

i18next.addResourceBundle('en', 'onboarding', onboarding);

const EID = '89049032007008882600076929071293';

// Written by hand: how customers copy an EID from their phone's "About" screen or a note.
const PASTED: [string, string][] = [
  ['grouped in fours', '8904 9032 0070 0888 2600 0769 2907 1293'],
  ['with an EID: label', `EID: ${EID}`],
  ['label and groups', 'EID: 89049032 00700888 26000769 29071293'],
  ['with a line break', `${EID}\n`],
];

describe('pasting an EID', () => {
  it.each(PASTED)('keeps all 32 digits when %s', (_how, text) => expect(eidFromInput(text)).toBe(EID));

  it.each(PASTED)('the field shows the whole EID when it is pasted %s', async (_how, text) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EsimActivationForm scId={1} usertype="ESIMS" onIssued={async () => undefined} />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText('EID (32 digits)');
    await userEvent.setup().click(field);
    await userEvent.paste(text);
    expect((field as HTMLInputElement).value).toBe(EID);
    expect(screen.getByText('32 of 32 digits entered.')).toBeTruthy();
  });

  it('still stops at 32 digits', () => expect(eidFromInput(`${EID}99`)).toBe(EID));
});
