/** Rejects, naming `what`, when `promise` has not settled within `ms`: no bench step waits forever. */
export function withBound<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}
