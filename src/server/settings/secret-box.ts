/**
 * Authenticated encryption of stored secrets (a Stripe key entered at run time) with a key derived from
 * APP_SECRET: AES-256-GCM, a fresh 96-bit nonce per value. Sealed text: `v1.{nonce}.{tag}.{ciphertext}`
 * (base64url). A value sealed under another APP_SECRET, or altered, fails to open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "newshores", "stored-settings-v1", 32));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", nonce, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split(".");
      if (version !== "v1" || !nonce || !tag || body === undefined) throw new Error("Stored value is not sealed in a known format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
