import { fuzzSuite } from './fuzz-targets';

/** Bad input to every payments endpoint (fuzz.ts says what is checked). */
fuzzSuite('payments', 60);
