import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import plist from 'plist';
import { test, expect } from './fixtures';
import { texts } from './locale';
import { register, uniqueEmail } from './flows';
import { apiTarget } from './card-state';

const t = texts('en');

test.describe.configure({ mode: 'parallel' });

test('physical SIM: reserve the date, set up the APN, reach the top page', async ({ page, api, request }) => {
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('prepaid'), password: 'pass-word1', code: sim.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);
  expect((await apiTarget(request, who.email, who.password)).to).toBe('/step2');

  // The warning that a reservation is final stands before the confirmation.
  await expect(page.getByText(t.onboarding.activationDate.final)).toBeVisible();
  const date = await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).getAttribute('min');
  await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).fill(date!);
  await page.getByRole('button', { name: t.onboarding.activationDate.next }).click();
  await expect(page.getByTestId('chosen-date')).toHaveText(date!.replace(/-/g, '/'));
  await page.getByRole('button', { name: t.onboarding.activationDate.reserve }).click();
  await expect(page.getByRole('status').filter({ hasText: date!.replace(/-/g, '/') })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.onboarding.activationDate.addToCalendar }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${date!.replace(/-/g, '')}`);
  expect(ics).toContain('BEGIN:VALARM');

  const reserved = await apiTarget(request, who.email, who.password);
  expect(reserved.state.ac_status).toBe('activate');
  expect(reserved.to).toBe('/step3');

  // Neither the UI nor the API lets the date change.
  const again = await request.post('/api/en/cards/prepaid_activate', {
    headers: { Authorization: `Bearer ${reserved.state.access_token}` },
    data: { id: reserved.state.sc_id, activation_date: date },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('E0013');

  // The screen itself no longer offers a date once one is reserved.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: date!.replace(/-/g, '/') })).toBeVisible();
  await expect(page.getByLabel(t.onboarding.activationDate.label, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: t.onboarding.activationDate.toApn }).click();
  await expect(page).toHaveURL(/\/step3$/);
  await page.getByRole('link', { name: t.apn.devices.ios }).click();
  await expect(page).toHaveURL(/\/step3\/1$/);
  const profileDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: t.apn.profile.download }).click();
  const profile = await profileDownload;
  expect(profile.suggestedFilename()).toBe('APN_Settings.mobileconfig');
  const parsed = plist.parse(await readFile((await profile.path())!, 'utf8')) as {
    PayloadContent: { PayloadType: string; APNs?: { Name: string }[] }[];
  };
  const cellular = parsed.PayloadContent.find((p) => p.PayloadType === 'com.apple.cellular');
  expect(cellular?.APNs?.[0]?.Name).toBeTruthy();

  await page.getByRole('button', { name: t.apn.return }).click();
  await expect(page).toHaveURL(/\/step3$/);
  await page.getByRole('link', { name: t.apn.devices.android }).click();
  await expect(page.getByRole('heading', { name: t.apn.details.title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Android Settings, Network & internet: tap SIMs' })).toBeVisible();
  await page.getByRole('button', { name: t.apn.setupComplete }).click();
  await expect(page).toHaveURL(/\/basicInfo$/);
  await expect(page.getByText(sim.iccid)).toBeVisible();
  expect((await apiTarget(request, who.email, who.password)).to).toBe('/topPage');
  await page.getByRole('button', { name: t.onboarding.basicInfo.dedicatedLink }).click();
  await expect(page).toHaveURL(/\/topPage$/);
});

test('sonet eSIM: EID, issuance, initial settings and APN', async ({ page, api, request }) => {
  const sim = await api.mintSim('sonet_esim');
  const who = { email: uniqueEmail('esims'), password: 'pass-word1', code: sim.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);

  const eid = page.getByLabel(t.onboarding.esimIssue.eidLabel);
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  await expect(page.getByText(t.common.validation.Thisfieldisrequired)).toBeVisible();
  await eid.fill('1234');
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  await expect(page.getByText(t.common.validation.EIDmustbe32digits)).toBeVisible();
  // 32 digits, one misread: refused for its check digits before anything is asked or issued.
  await eid.fill('89049032000000000000000000012345');
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  await expect(page.getByText(t.common.apiErrors.E0110)).toBeVisible();
  await expect(eid).toBeFocused();
  await eid.fill('8904903200000000000000000001238599999');
  await expect(eid).toHaveValue('89049032000000000000000000012385');
  await page.getByLabel(t.onboarding.esimIssue.agree).check();
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  const dialog = page.getByRole('dialog', { name: t.onboarding.esimIssue.confirmTitle });
  await dialog.getByRole('button', { name: t.onboarding.esimIssue.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  await dialog.getByRole('button', { name: t.onboarding.esimIssue.issue }).click();
  await expect(page).toHaveURL(/\/esim-activation-notification$/);
  expect((await apiTarget(request, who.email, who.password)).to).toBe('/esim-activation-notification');

  await expect(page.getByRole('status').filter({ hasText: t.onboarding.notification.ready })).toBeVisible({ timeout: 30_000 });
  // The eSIM notice, not the registration link (decision 0044) nor a reset link.
  await api.waitForMail(
    who.email,
    (m) => m.text.length > 0 && m.subject.length > 0 && !m.text.includes('resetPassword') && !m.text.includes('confirmRegistration'),
  );
  expect((await apiTarget(request, who.email, who.password)).to).toBe('/esim-apn-settings');
  await page.getByRole('button', { name: t.onboarding.notification.toSettings }).click();
  await expect(page).toHaveURL(/\/esim-apn-settings$/);
  await page.getByRole('link', { name: t.esim.pick.start }).first().click();
  await expect(page).toHaveURL(/\/apn-config\/1\/1$/);
  await expect(page.getByRole('heading', { name: t.apn.steps.title })).toBeVisible();
  await page.getByRole('button', { name: t.esim.toApnStep }).click();
  await expect(page).toHaveURL(/\/step3\/1$/);
  await expect(page.getByText(t.apn.esimsCaution)).toBeVisible();
  await page.getByRole('button', { name: t.apn.return }).click();
  await expect(page).toHaveURL(/\/apn-config\/1\/1$/);
  await page.getByRole('button', { name: t.esim.toApnStep }).click();
  await page.getByRole('button', { name: t.apn.setupComplete }).click();
  await expect(page).toHaveURL(/\/basicInfo$/);
  // ICCID and EID each under its own label (not one "ICCID / EID" row showing only the ICCID).
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${sim.iccid}$`) })).toBeVisible();
  await expect(page.getByText(t.onboarding.basicInfo.eid, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^89049032000000000000000000012385$/ })).toBeVisible();
  await page.getByRole('button', { name: t.onboarding.basicInfo.toTop }).click();
  await expect(page).toHaveURL(/\/topPage$/);
  expect((await apiTarget(request, who.email, who.password)).to).toBe('/topPage');
});

for (const type of ['astro_esim', 'linksfield_esim'] as const) {
  test(`${type}: issuance, QR code that decodes to the activation code, Android APN`, async ({ page, api, request }) => {
    const sim = await api.mintSim(type);
    const who = { email: uniqueEmail(type), password: 'pass-word1', code: sim.activation_code };
    await page.goto('/register');
    await register(page, t, who);
    await expect(page).toHaveURL(/\/step2$/);
    await expect(page.getByLabel(t.onboarding.esimIssue.eidLabel)).toHaveCount(0);
    await expect(page.getByText(t.onboarding.esimIssue.notice24h)).toBeVisible();
    await page.getByLabel(t.onboarding.esimIssue.agree).check();
    await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.onboarding.esimIssue.issue }).click();
    await expect(page).toHaveURL(/\/esim-activation-notification$/);
    await expect(page.getByRole('button', { name: t.onboarding.notification.toSettings })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: t.onboarding.notification.toSettings }).click();

    await page.getByRole('region', { name: t.esim.pick.android }).getByRole('link', { name: t.esim.pick.otherScreen }).click();
    await expect(page).toHaveURL(/\/apn-config\/2\/2$/);
    // Another screen: the QR leads; Android's manual entry takes the whole LPA string (decisions 0029, 0030).
    const code = (await page
      .getByText(/^LPA:1\$/)
      .first()
      .textContent())!;
    expect(code).toMatch(/^LPA:1\$[^$]+\$[^$]+$/);
    await expect(page.getByRole('link', { name: t.esim.iosLink })).toHaveCount(0);

    // The QR on the page decodes to the code shown beside it.
    const drawn = await page.getByTestId('esim-qr').evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')!;
      return { width: canvas.width, height: canvas.height, data: Array.from(ctx.getImageData(0, 0, canvas.width, canvas.height).data) };
    });
    expect(jsQR(Uint8ClampedArray.from(drawn.data), drawn.width, drawn.height)?.data).toBe(code);

    // …and so does the PNG that Keep saves.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.esim.keep }).click();
    const saved = await download;
    // Named after the line, large enough to scan from another screen.
    expect(saved.suggestedFilename()).toMatch(/^esim-\d{4}\.png$/);
    const png = PNG.sync.read(await readFile((await saved.path())!));
    expect(png.width).toBeGreaterThanOrEqual(512);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);

    // On the iPhone itself: Apple's one-tap link first, then the SM-DP+ address and the activation code apart.
    await page.getByRole('link', { name: t.esim.install.useThisPhone }).click();
    await expect(page).toHaveURL(/\/apn-config\/2\/1$/);
    await expect(page.getByTestId('esim-qr')).toHaveCount(0);
    await page.goto('/apn-config/1/1');
    await expect(page.getByRole('link', { name: t.esim.iosLink })).toHaveAttribute(
      'href',
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(code)}`,
    );
    const [, smdp, matchingId] = /^LPA:1\$([^$]+)\$(.+)$/.exec(code)!;
    await expect(page.getByText(smdp!, { exact: true })).toBeVisible();
    await expect(page.getByText(matchingId!, { exact: true })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toHaveCount(0);
    // Return is there during onboarding too: back to the choice of phone and method.
    await page.getByRole('button', { name: t.apn.return }).click();
    await expect(page).toHaveURL(/\/esim-apn-settings$/);
    await page.goto('/apn-config/2/2');
    if (type === 'linksfield_esim') await expect(page.getByText(t.esim.lfNotice24h)).toBeVisible();

    await page.getByRole('button', { name: t.esim.toApnStep }).click();
    await expect(page).toHaveURL(/\/esim-apn-android-step3\/2\/2$/);
    // The codes page has a Return of its own now: wait until the APN page has replaced it.
    await expect(page.getByRole('button', { name: t.apn.setupComplete })).toBeVisible();
    await page.getByRole('button', { name: t.apn.return }).click();
    await expect(page).toHaveURL(/\/apn-config\/2\/2$/);
    await page.getByRole('button', { name: t.esim.toApnStep }).click();
    await page.getByRole('button', { name: t.apn.setupComplete }).click();
    await expect(page).toHaveURL(/\/basicInfo$/);
    await page.getByRole('button', { name: t.onboarding.basicInfo.toTop }).click();
    await expect(page).toHaveURL(/\/topPage$/);
    expect((await apiTarget(request, who.email, who.password)).to).toBe('/topPage');
  });
}
