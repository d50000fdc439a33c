import { checkWhoMayCall } from "../../test/authorization-matrix.ts";

// The returns part of the authorization matrix (test/authorization-matrix.ts).
checkWhoMayCall("returns");
