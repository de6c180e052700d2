import { PGlite } from '@electric-sql/pglite'
let t = Date.now()
const db = new PGlite()
await db.waitReady
console.log('start', Date.now() - t)
t = Date.now()
await db.exec("create table a (id serial primary key, b text); insert into a(b) values ('x')")
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size)
t = Date.now()
const db2 = new PGlite({ loadDataDir: dump })
await db2.waitReady
console.log('load', Date.now() - t, (await db2.query('select * from a')).rows)
console.log((await db2.query('select version()')).rows)
