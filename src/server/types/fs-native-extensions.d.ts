// The part of fs-native-extensions (no types of its own) the DATA_DIR lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on an open file, without waiting: false when another holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
