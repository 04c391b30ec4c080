import { fuzzSuite } from './fuzz-targets';

/** Bad input to every cards endpoint (fuzz.ts says what is checked). */
fuzzSuite('cards', 60);
