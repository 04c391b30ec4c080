/** The test's own usage source (USAGE_SOURCE_MODULE): every line has used 100 MB. */
export default function createUsageSource() {
  return { name: 'test usage', usedMb: async () => 100 };
}
