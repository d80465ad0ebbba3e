/** Runs async critical sections one at a time, in call order. */
export interface Mutex {
  run<T>(section: () => Promise<T>): Promise<T>;
}

/** A mutex built on a promise chain: each section starts after the previous one settles, whatever its outcome. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(section: () => Promise<T>): Promise<T> {
      const result = tail.then(section);
      // The chain must survive a failed section, otherwise every later caller would inherit its rejection.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
