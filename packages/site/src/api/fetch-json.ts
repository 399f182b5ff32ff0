/** GET a same-origin JSON resource; throws on a network error, a non-2xx status or a body that is not JSON. */
export async function fetchJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: "application/json" }, ...init });
  if (!response.ok) throw new Error(`${path} antwortete ${response.status}`);
  return (await response.json()) as unknown;
}
