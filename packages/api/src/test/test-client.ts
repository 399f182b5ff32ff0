import type { App } from "../app/create-app.ts";

export type Json = Record<string, unknown> & {
  success?: boolean;
  message?: string;
  data?: unknown;
  errors?: Array<{ path: string; message: string }>;
};

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  body?: RequestInit["body"];
  headers?: Record<string, string>;
}

/** Talks to an app in memory like a browser would: keeps its cookies, sends our Origin on changes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    readonly origin = "http://localhost",
  ) {}

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== "GET" && method !== "HEAD" && !("origin" in headers) && !("Origin" in headers)) {
      headers.Origin = this.origin;
    }
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["Content-Type"] ??= "application/json";
    }
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get("content-type")?.includes("json")) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>("GET", path, options);
  }
  post<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>("POST", path, { ...options, ...(json !== undefined ? { json } : {}) });
  }
  put<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>("PUT", path, { ...options, ...(json !== undefined ? { json } : {}) });
  }
  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>("DELETE", path, options);
  }

  async login(email: string, password: string, rememberMe = false) {
    const response = await this.post("/api/users/login", { email, password, rememberMe });
    if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.text}`);
    return response;
  }
}
