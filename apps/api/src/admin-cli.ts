import { parseArgs } from "node:util";
import { AdminCreateInput } from "@marketplace/shared/admin-contracts";
import { loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { HttpError } from "./lib/http-error.ts";
import { createAdmin } from "./modules/auth/auth.service.ts";

/**
 * `npm run admin -- create --email … --name … --password …` (decision 0018): admins have no sign-up
 * page; whoever runs the server makes them, on the database the server uses (DATA_DIR or
 * DATABASE_URL). Exits 0 with the new admin, 1 on bad input or a taken e-mail, 2 on bad usage.
 */
const USAGE = "Usage: npm run admin -- create --email <email> --name <name> --password <password>";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (parsed.positionals.length !== 1 || parsed.positionals[0] !== "create") fail(USAGE, 2);

const input = AdminCreateInput.safeParse(parsed.values);
if (!input.success) {
  const lines = input.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`);
  fail(`Cannot create the admin:\n${lines.join("\n")}\n${USAGE}`);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const database = await createDb(config).catch((error: Error) => fail(error.message));
let exitCode = 0;
try {
  await database.migrate();
  const admin = await createAdmin(database.db, input.data);
  console.log(`Created admin ${admin.name} <${admin.email}> (id ${admin._id}).`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
