import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const WEB = path.resolve(import.meta.dirname, "../../web");

/**
 * The web app's build (browser app and server renderer), for tests of server-rendered pages. `npm
 * test` builds it before the API's tests; run on its own, a test builds it when it is missing.
 */
export function builtWebDist(): string {
  const dist = path.join(WEB, "dist");
  const renderer = path.join(WEB, "dist-server", "entry-server.js");
  if (!fs.existsSync(path.join(dist, "index.html")) || !fs.existsSync(renderer)) {
    execFileSync("npm", ["run", "build"], { cwd: WEB, stdio: "ignore" });
  }
  return dist;
}
