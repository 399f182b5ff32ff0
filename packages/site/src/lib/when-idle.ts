/**
 * Runs `task` in a task of its own once the browser is idle (at the latest after `timeoutMs`), so that work
 * which can wait (e.g. the first read of localStorage, which opens the origin's storage) does not lengthen
 * the tasks that hydrate the page. Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 500): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
