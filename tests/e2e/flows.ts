import type { Page } from '@playwright/test';
import type { Texts } from './locale';

/** Logs in through the form as a customer does. */
export async function logIn(page: Page, t: Texts, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

export type NewCustomer = { email: string; password: string; code: string };

/** Fills the registration form completely, the way a traveller would. */
export async function register(page: Page, t: Texts, who: NewCustomer) {
  await page.getByLabel(t.auth.fields.activationCode, { exact: true }).fill(who.code);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.emailConfirm, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill(who.password);
  await page.getByLabel(t.auth.fields.fullName, { exact: true }).fill('Tran Thi Mai');
  await page.getByLabel(t.auth.fields.purpose, { exact: true }).selectOption('travel');
  await page.getByLabel(t.auth.fields.nationality, { exact: true }).selectOption('VN');
  await page.getByLabel(t.auth.fields.gender, { exact: true }).selectOption('female');
  await page.getByLabel(t.auth.fields.birthday, { exact: true }).fill('1994-07-15');
  await page.getByLabel(t.auth.fields.affiliation, { exact: true }).fill('Hanoi University');
  await page.getByLabel(t.auth.register.agreePrivacy).check();
  await page.getByLabel(t.auth.register.agreeTerms).check();
  await page.getByLabel(t.auth.register.agreeNotice).check();
  await page.getByRole('button', { name: t.auth.register.submit, exact: true }).click();
}

/** Logging out finishes on the login screen; wait for it, or the next navigation cuts it short. */
export async function logOut(page: Page) {
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
}

export async function openMenuAndChoose(page: Page, t: Texts, item: string) {
  await page.getByRole('button', { name: t.common.shell.openMenu }).click();
  await page.getByRole('dialog', { name: t.common.shell.menu }).getByRole('link', { name: item, exact: true }).click();
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
