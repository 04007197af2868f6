import { readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

/** Serves the built SPA: its assets, and index.html for every other path (the client routes). */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  app.use("/assets/*", serveStatic({ root: webRoot }));
  app.use("/favicon.svg", serveStatic({ root: webRoot }));
  const html = readFileSync(`${webRoot}/index.html`, "utf8");
  app.get("*", (c) => c.html(html));
}
