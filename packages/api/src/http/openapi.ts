import { appVersion } from "../lib/version.ts";
import type { AppRouter } from "./create-router.ts";

/** `/api/openapi.json` (OpenAPI 3.1 from the routes' zod schemas) and a self-contained docs page. */
export function mountOpenApi(app: AppRouter): void {
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Tischservice API",
      version: appVersion,
      description:
        "Reservierungen, Tische, Menü und Einstellungen für Restaurants. Fehler antworten mit `{ success: false, message, errors? }` auf Deutsch.",
    },
    servers: [{ url: "/" }],
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "ts_session",
    description: "Sitzungscookie; unter https heißt es `__Host-ts_session`.",
  });
  app.get("/api/docs", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(docsHtml);
  });
  app.get("/api/docs/docs.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(docsScript);
  });
}

const docsHtml = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tischservice API – Dokumentation</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2328;background:#faf8f2}
header{background:#2b2417;color:#f5e6b8;padding:16px 24px}header h1{margin:0;font-size:20px}
main{max-width:1100px;margin:0 auto;padding:16px 24px}
details{background:#fff;border:1px solid #e3dcc8;border-radius:8px;margin:8px 0}
summary{cursor:pointer;padding:10px 14px;display:flex;gap:12px;align-items:baseline}
.m{font-weight:700;font-family:ui-monospace,monospace;min-width:64px;text-transform:uppercase}
.get{color:#0a6b3d}.post{color:#8a5a00}.put{color:#1f4fa8}.delete{color:#a11d1d}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f1e8;padding:10px;overflow:auto;border-radius:6px;margin:0 14px 12px}
.tag{margin-top:24px;font-size:17px;border-bottom:2px solid #c9a646}p.d{margin:0 14px 8px}
</style></head>
<body><header><h1>Tischservice API</h1><p>OpenAPI-Dokument: <a style="color:#f5e6b8" href="/api/openapi.json">/api/openapi.json</a></p></header>
<main id="root"><p>Lade Dokumentation…</p></main><script src="/api/docs/docs.js"></script></body></html>`;

const docsScript = `(async function () {
  var root = document.getElementById("root");
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  try {
    var doc = await (await fetch("/api/openapi.json")).json();
    var byTag = {};
    Object.keys(doc.paths).sort().forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || "Allgemein";
        (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    root.textContent = "";
    Object.keys(byTag).sort().forEach(function (tag) {
      root.append(el("h2", { class: "tag" }, [tag]));
      byTag[tag].forEach(function (entry) {
        var op = entry.op;
        var body = [];
        if (op.description) body.push(el("p", { class: "d" }, [op.description]));
        if (op.parameters) body.push(el("pre", {}, ["Parameter: " + JSON.stringify(op.parameters, null, 2)]));
        if (op.requestBody) body.push(el("pre", {}, ["Anfrage: " + JSON.stringify(op.requestBody.content, null, 2)]));
        body.push(el("pre", {}, ["Antworten: " + JSON.stringify(op.responses, null, 2)]));
        root.append(el("details", {}, [el("summary", {}, [el("span", { class: "m " + entry.method }, [entry.method]), el("code", {}, [entry.path]), el("span", {}, [op.summary || ""])])].concat(body)));
      });
    });
  } catch (error) {
    root.textContent = "Die Dokumentation konnte nicht geladen werden.";
  }
})();`;
