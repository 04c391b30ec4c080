import { fuzzSuite } from './fuzz-targets';

/** Bad input to every sandbox endpoint (fuzz.ts says what is checked). */
fuzzSuite('sandbox', 60);
