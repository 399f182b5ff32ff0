import { vi } from "vitest";

/**
 * Holds the page's timeouts of one delay until `release()`; every other timeout runs as usual. Unlike
 * `vi.useFakeTimers`, it leaves the test's own waiting alone: `expect.poll` advances fake timers while it
 * waits, and would so fire the held timeout while the test checks that it has not fired.
 */
export function holdTimeouts(delayMs: number): { release: () => void } {
  const held = new Map<number, () => void>();
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  vi.spyOn(window, "setTimeout").mockImplementation(((
    handler: TimerHandler,
    timeout?: number,
    ...args: unknown[]
  ) => {
    if (timeout !== delayMs || typeof handler !== "function")
      return realSetTimeout(handler, timeout, ...args);
    // A real timer that never fires within a test gives the held one an id no other timer has.
    const id = realSetTimeout(() => {}, 2 ** 31 - 1);
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout);
  vi.spyOn(window, "clearTimeout").mockImplementation(((id?: number) => {
    if (id !== undefined) held.delete(id);
    realClearTimeout(id);
  }) as typeof window.clearTimeout);
  return {
    release() {
      const due = [...held.entries()];
      held.clear();
      for (const [id, run] of due) {
        realClearTimeout(id);
        run();
      }
    },
  };
}
