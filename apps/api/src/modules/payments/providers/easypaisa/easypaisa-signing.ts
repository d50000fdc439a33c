import { createCipheriv, createDecipheriv } from "node:crypto";

/**
 * Easypaisa's `merchantHashedReq` (decision 0053, [E1] payWithEasypay.php): the sent fields as
 * `name=value` pairs in name order, empty ones left out, joined with "&", encrypted with AES in ECB
 * mode (PKCS#5 padding) under the store's hash key, in Base64. The key's length picks AES-128, -192
 * or -256, as the plugin does.
 */
export function easypaisaHashInput(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== "merchantHashedReq" && (fields[name] ?? "") !== "")
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
}

function cipherName(hashKey: string): string {
  const bits = Buffer.byteLength(hashKey, "utf8") * 8;
  if (bits !== 128 && bits !== 192 && bits !== 256)
    throw new Error("The hash key must be 16, 24 or 32 bytes.");
  return `aes-${bits}-ecb`;
}

export function easypaisaHashedRequest(fields: Readonly<Record<string, string>>, hashKey: string): string {
  const cipher = createCipheriv(cipherName(hashKey), Buffer.from(hashKey, "utf8"), null);
  return Buffer.concat([cipher.update(easypaisaHashInput(fields), "utf8"), cipher.final()]).toString(
    "base64",
  );
}

/** The text a `merchantHashedReq` holds, or null when the key does not open it. */
export function openEasypaisaHashedRequest(hashed: string, hashKey: string): string | null {
  try {
    const decipher = createDecipheriv(cipherName(hashKey), Buffer.from(hashKey, "utf8"), null);
    return Buffer.concat([decipher.update(Buffer.from(hashed, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
