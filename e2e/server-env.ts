/**
 * scrypt's cost (log2 of N) for the passwords the stories' servers hash: an eighth of OWASP's work,
 * as the API tests use. At full cost each sign-up and seeded account takes 0.4 s of a core on the
 * 2-core CI machine, and no story is about the hasher (its load is tested in the API's tests).
 */
export const E2E_PASSWORD_HASH_COST = "14";
