import { describe, expect, it } from 'vitest';
import { fetchTranslations, FIRST_RETRY_MS, MAX_RETRIES } from '../../src/lib/i18n-backend';

type Answer = number | 'no-response';

/** A fetch that answers from a script, and records the waits between tries. */
function scripted(answers: Answer[]) {
  const calls: string[] = [];
  const waits: number[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    const answer = answers.shift() ?? 200;
    if (answer === 'no-response') throw new TypeError('Failed to fetch');
    return new Response(answer === 200 ? '{"hello":"こんにちは"}' : 'nope', { status: answer });
  };
  return { calls, waits, fetcher, wait: async (ms: number) => void waits.push(ms) };
}

// Spec §9: at most 5 retries from 350 ms, doubling.
const CASES: [name: string, answers: Answer[], tries: number, ok: boolean][] = [
  ['first try', [200], 1, true],
  ['no answer twice, then the file', ['no-response', 'no-response', 200], 3, true],
  ['a server error, then the file', [503, 200], 2, true],
  ['a missing file is final', [404], 1, false],
  ['five retries and no more', Array<Answer>(10).fill('no-response'), MAX_RETRIES + 1, false],
  ['the fifth retry still counts', [...Array<Answer>(MAX_RETRIES).fill(500), 200], MAX_RETRIES + 1, true],
];

describe('fetchTranslations', () => {
  it.each(CASES)('%s', async (_name, answers, tries, ok) => {
    const net = scripted(answers);
    const result = fetchTranslations('/locales/ja/common.json', net.fetcher, net.wait);
    if (ok) await expect(result).resolves.toEqual({ hello: 'こんにちは' });
    else await expect(result).rejects.toThrow();
    expect(net.calls).toHaveLength(tries);
    expect(net.waits).toEqual(Array.from({ length: tries - 1 }, (_, i) => FIRST_RETRY_MS * 2 ** i));
  });
});
