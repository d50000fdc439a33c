import { checkWhoMayCall } from "../../test/authorization-matrix.ts";

// The console part of the authorization matrix (test/authorization-matrix.ts).
checkWhoMayCall("console");
