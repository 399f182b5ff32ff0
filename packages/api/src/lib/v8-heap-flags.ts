import { setFlagsFromString } from "node:v8";

/**
 * V8's allocation-site pretenuring off, before the server handles a request. V8 moves an object literal's
 * allocation site to the old generation once it sees nearly all of the site's objects survive a minor GC.
 * In this server that decision was made at start (in the profiled runs: once the outbox worker had built
 * its first mails; without them it was not) and then stuck for per-request objects: every request's headers, strings and
 * contexts were allocated in or promoted to the old generation (about 4 kB each, 2.4 MB per minor GC),
 * minor GCs took 15–60 ms instead of 1 ms, major GCs ran every few seconds, and a trivial answer cost
 * about twice the CPU (profiled under `pnpm bench`; see the commit). Long-lived data (caches, the demo
 * seed) is promoted by ordinary minor GCs all the same. The flag is read by the garbage collector at each
 * collection, so setting it here, first thing in `main.ts`, covers every way the server is started.
 */
setFlagsFromString("--no-allocation-site-pretenuring");
