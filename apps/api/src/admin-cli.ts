import { parseArgs } from "node:util";
import { AdminCreateInput, StaffRoleField } from "@marketplace/shared/admin-contracts";
import { emailField } from "@marketplace/shared/auth-contracts";
import { loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { HttpError } from "./lib/http-error.ts";
import { createAdmin, setStaffRole } from "./modules/auth/auth.service.ts";

/**
 * `npm run admin -- create --email … --name … --password … [--role …]` (decision 0018) and
 * `npm run admin -- set-role <email> <role>` (decision 0043): admins have no sign-up page; whoever
 * runs the server makes them and gives them their staff role (owner unless told), on the database the
 * server uses (DATA_DIR or DATABASE_URL). Exits 0 when done, 1 on bad input, a taken or unknown
 * e-mail, 2 on bad usage.
 */
const USAGE = [
  "Usage: npm run admin -- create --email <email> --name <name> --password <password> [--role owner|operations|finance]",
  "       npm run admin -- set-role <email> <owner|operations|finance>",
].join("\n");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const [command, ...operands] = parsed.positionals;
const creating = command === "create" && operands.length === 0;
const settingRole =
  command === "set-role" && operands.length === 2 && Object.keys(parsed.values).length === 0;
if (!creating && !settingRole) fail(USAGE, 2);

/** Either command's input, checked before the database is opened: bad input changes nothing. */
const task = creating ? checkCreate() : checkSetRole();

function checkCreate() {
  const input = AdminCreateInput.safeParse(parsed.values);
  if (!input.success) {
    const lines = input.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`);
    fail(`Cannot create the admin:\n${lines.join("\n")}\n${USAGE}`);
  }
  return { kind: "create" as const, input: input.data };
}

function checkSetRole() {
  const [email, role] = operands;
  const checked = { email: emailField.safeParse(email), role: StaffRoleField.safeParse(role) };
  const lines = Object.entries(checked).flatMap(([field, result]) =>
    result.success ? [] : result.error.issues.map((issue) => `  <${field}>: ${issue.message}`),
  );
  if (!checked.email.success || !checked.role.success)
    fail(`Cannot change the role:\n${lines.join("\n")}\n${USAGE}`);
  return { kind: "set-role" as const, email: checked.email.data, role: checked.role.data };
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
  if (task.kind === "create") {
    const admin = await createAdmin(database.db, task.input);
    console.log(`Created admin ${admin.name} <${admin.email}> (id ${admin._id}), role ${admin.role}.`);
  } else {
    const admin = await setStaffRole(database.db, task.email, task.role);
    console.log(`${admin.name} <${admin.email}> is now ${admin.role}; it holds from her next request.`);
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
