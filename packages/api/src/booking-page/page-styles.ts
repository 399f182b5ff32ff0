/**
 * The booking page's whole stylesheet, inlined: one request less on a phone's first visit, and small
 * enough (about 2 kB) to resend. The colours are the design tokens of `@tischservice/ui` (light theme),
 * written out because the API never imports the UI package; text colours keep AA contrast on their
 * backgrounds.
 */
export const pageStyles = `
:root{color-scheme:light;--bg:#fcfbf8;--fg:#1c1917;--muted:#66605a;--line:#e5e0d6;--gold:#d4a72c;--gold-strong:#7a5c00;--card:#fff}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--gold-strong)}
a:focus-visible{outline:3px solid var(--gold-strong);outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem;z-index:1}
.skip:focus{left:.5rem;top:.5rem}
.top{display:flex;align-items:center;padding:.75rem 1rem;border-bottom:1px solid var(--line);background:var(--card)}
.brand{font-weight:700;text-decoration:none;color:var(--fg)}
.brand span{color:var(--gold-strong)}
main{max-width:44rem;margin:0 auto;padding:0 0 2rem}
.banner{display:block;width:100%;aspect-ratio:16/7;object-fit:cover;background:var(--line)}
.intro,section{padding:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .25rem}
h2{font-size:1.25rem;margin:0 0 .75rem}
h3{font-size:1rem;margin:1rem 0 .5rem}
.cuisine{margin:0;color:var(--muted);font-weight:600}
.quick{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0 0;padding:0;list-style:none}
.quick a{display:inline-block;padding:.5rem .9rem;border:1px solid var(--line);border-radius:999px;background:var(--card);text-decoration:none;color:var(--fg);min-height:44px}
.quick .cta{background:var(--gold);border-color:var(--gold);font-weight:600}
.booking{background:var(--card);border-block:1px solid var(--line);min-height:36rem}
.description{white-space:pre-line;margin:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
.closed{color:var(--muted)}
ul.plain{list-style:none;margin:0;padding:0}
ul.plain li{padding:.5rem 0;border-bottom:1px solid var(--line)}
.menu li{display:flex;justify-content:space-between;gap:1rem}
.price{white-space:nowrap;font-variant-numeric:tabular-nums}
address{font-style:normal}
footer{border-top:1px solid var(--line);padding:1rem;color:var(--muted);font-size:.9rem}
footer ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;margin:0 0 .5rem;padding:0}
@media (min-width:48rem){h1{font-size:2.25rem}.intro,section{padding:1.5rem 2rem}.banner{aspect-ratio:16/5}}
`
  .trim()
  .replace(/\n/g, "");
