import { record } from './record';

/** The test's own usage source (USAGE_SOURCE_MODULE): every line has used 1536 MB (1.5 GB). */
export default function createUsageSource() {
  return {
    name: 'test usage',
    async usedMb(req: { iccid: string; simId: number }) {
      record('usage', 'usedMb', req);
      return 1536;
    },
  };
}
