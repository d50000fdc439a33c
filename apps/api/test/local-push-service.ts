import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A push service on 127.0.0.1 for the tests (decision 0052), speaking RFC 8030's "push message"
 * exchange: a POST to a subscription's endpoint is answered 201 Created with a Location, and an
 * endpoint marked gone answers 410 (or 404). It serves HTTPS, as every push service does, with a
 * certificate made for it now by openssl; `ca` is what the server under test trusts it with. Each
 * request is kept whole, so a test can check its headers, its VAPID signature and, holding the
 * subscription's private key, decrypt its body.
 */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  origin: string;
  /** The certificate to trust (an https.Agent's `ca`). */
  ca: string;
  requests: PushRequest[];
  /** Answers these statuses, one per push, to the endpoint's pushes before accepting again. */
  answerNext(endpointPath: string, ...statuses: number[]): void;
  /** The endpoint answers 410 Gone from now on (its subscription expired or was unsubscribed). */
  markGone(endpointPath: string, status?: 404 | 410): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "push-service-"));
  const keyFile = path.join(folder, "key.pem");
  const certFile = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  const key = fs.readFileSync(keyFile, "utf8");
  const cert = fs.readFileSync(certFile, "utf8");
  fs.rmSync(folder, { recursive: true, force: true });

  const requests: PushRequest[] = [];
  const scripted = new Map<string, number[]>();
  const gone = new Map<string, number>();
  let messages = 0;
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const pathname = new URL(request.url ?? "/", "https://127.0.0.1").pathname;
      if (request.method !== "POST") {
        response.writeHead(405).end();
        return;
      }
      requests.push({ path: pathname, headers: request.headers, body: Buffer.concat(chunks) });
      const next = scripted.get(pathname)?.shift();
      const status = gone.get(pathname) ?? next ?? 201;
      if (status === 201) {
        messages += 1;
        response.writeHead(201, { location: `/message/${messages}`, ttl: request.headers.ttl ?? "0" }).end();
      } else {
        response.writeHead(status, { "content-type": "text/plain" }).end(`answered ${status}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    ca: cert,
    requests,
    answerNext(endpointPath, ...statuses) {
      scripted.set(endpointPath, [...(scripted.get(endpointPath) ?? []), ...statuses]);
    },
    markGone(endpointPath, status = 410) {
      gone.set(endpointPath, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of one subscription: its P-256 key pair and 16-byte auth secret (RFC 8291). */
export interface TestSubscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  endpoint: string;
  /** The body `POST /api/seller/push-subscriptions` takes, as `PushSubscription.toJSON()` gives it. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export function newSubscriber(origin: string, name: string): TestSubscriber {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `${origin}/wpush/${name}-${randomBytes(6).toString("hex")}`;
  return {
    ecdh,
    authSecret,
    endpoint,
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/**
 * Decrypts a push message's body as the browser does (RFC 8291 with RFC 8188's aes128gcm), written
 * here from the RFCs with node:crypto alone: the header (salt, record size, the server's public key),
 * the shared secret, the two HKDF steps, then each record's AES-128-GCM and its padding.
 */
export function decryptPush(subscriber: TestSubscriber, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const uaPublic = subscriber.ecdh.getPublicKey();
  const ecdhSecret = subscriber.ecdh.computeSecret(asPublic);
  // RFC 8291 section 3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0 || ua || as, 32).
  const prkKey = hmac(subscriber.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  // RFC 8188 section 2.2 and 2.3: the content key and the nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "latin1")).subarray(0, 16);
  const nonceBase = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "latin1")).subarray(0, 12);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(nonceBase);
    // The record's sequence number XORed into the nonce's last bytes (RFC 8188 section 2.3).
    for (let byte = 0; byte < 4; byte++)
      nonce[11 - byte] = (nonce[11 - byte] ?? 0) ^ ((sequence >>> (8 * byte)) & 0xff);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 in the last record, 1 before it.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    const last = offset + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`record ${sequence}: padding delimiter ${delimiter}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}

/**
 * Reads and checks RFC 8292's `Authorization: vapid t=<JWT>, k=<public key>`: the JWT is ES256,
 * signed by the key `k` names, and answers its claims for the test to check.
 */
export function verifyVapid(authorization: string | undefined): {
  publicKey: string;
  header: Record<string, unknown>;
  claims: { aud?: string; exp?: number; sub?: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid Authorization: ${authorization}`);
  const [token, publicKey] = [match[1], match[2]];
  const [header, claims, signature] = token.split(".");
  if (!header || !claims || !signature) throw new Error("the JWT has not three parts");
  const point = Buffer.from(publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the JWT's signature does not verify with k");
  return {
    publicKey,
    header: JSON.parse(Buffer.from(header, "base64url").toString("utf8")),
    claims: JSON.parse(Buffer.from(claims, "base64url").toString("utf8")),
  };
}
