import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

let t = Date.now();
const c = await PGlite.create("memory://", { extensions: { btree_gist } });
console.log("create", Date.now() - t);
t = Date.now();
await c.exec("create extension btree_gist; create table a(x int)");
console.log("q", Date.now() - t);
t = Date.now();
const dump = await c.dumpDataDir("none");
console.log("dump", Date.now() - t, dump.size);
t = Date.now();
const c2 = await PGlite.create({ loadDataDir: dump, extensions: { btree_gist } });
console.log("load", Date.now() - t);
t = Date.now();
console.log((await c2.query("select count(*) from a")).rows);
