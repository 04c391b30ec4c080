import { describe, expect, it } from 'vitest';
import { fetchTranslations } from '@/lib/i18n-backend';

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

// Spec §9: at most 5 retries, waiting 350 ms first and doubling: 350, 700, 1400, 2800, 5600 ms.
const CASES: [name: string, answers: Answer[], waits: number[], ok: boolean][] = [
  ['first try', [200], [], true],
  ['no answer twice, then the file', ['no-response', 'no-response', 200], [350, 700], true],
  ['a server error, then the file', [503, 200], [350], true],
  ['a missing file is final', [404], [], false],
  ['five retries and no more', Array<Answer>(10).fill('no-response'), [350, 700, 1400, 2800, 5600], false],
  ['the fifth retry still counts', [500, 500, 500, 500, 500, 200], [350, 700, 1400, 2800, 5600], true],
];

describe('fetchTranslations', () => {
  it.each(CASES)('%s', async (_name, answers, waits, ok) => {
    const net = scripted(answers);
    const result = fetchTranslations('/locales/ja/common.json', net.fetcher, net.wait);
    if (ok) await expect(result).resolves.toEqual({ hello: 'こんにちは' });
    else await expect(result).rejects.toThrow();
    expect(net.calls).toHaveLength(waits.length + 1);
    expect(net.waits).toEqual(waits);
  });
});
