import { fuzzSuite } from './fuzz-targets';

/** Bad input to every accounts endpoint (fuzz.ts says what is checked). */
fuzzSuite('accounts', 60);
