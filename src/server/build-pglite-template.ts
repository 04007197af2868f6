/**
 * `node dist/server/build-pglite-template.js`: builds dist/pglite-template (a created and migrated PGlite folder
 * that a first start copies, decision 023) unless the one there is current. scripts/build-server.mjs runs it.
 */
import { migrationsFolder } from './db/client';
import { buildPgliteTemplate, templateCurrent } from './db/pglite-template';

if (!templateCurrent(migrationsFolder)) {
  const started = performance.now();
  await buildPgliteTemplate(migrationsFolder);
  console.log(`PGlite template built in ${Math.round(performance.now() - started)} ms.`);
}
