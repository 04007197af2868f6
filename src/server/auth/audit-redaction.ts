/** What a secret's value becomes in the impersonation audit. */
export const REDACTED = '[redacted]';

/**
 * Field names that hold a secret, matched on the name lower-cased with `_`, `-` and other separators removed
 * (apiKey, api_key, X-Api-Key, accessToken, refresh_token, password, newPassword, clientSecret, authorization…).
 * The same pattern redacts existing rows in the migration `redact_impersonation_audit`; keep them alike.
 */
export const SECRET_NAME =
  /apikey|privatekey|secretkey|accesskey|signingkey|encryptionkey|token|passw|passphrase|secret|authorization|credential|cookie/;

/** Values shaped like a secret whatever their field is called: an Authorization header, a JWT, a vendor key. */
const SECRET_VALUE = [
  /^(bearer|basic)\s+\S{8,}/i,
  /^eyJ[\w-]{8,}\.[\w-]+\.[\w-]*$/,
  /^(sk|pk|rk)[-_](live|test|proj|ant)?[-_]?[A-Za-z0-9_-]{12,}$/,
  /^xox[abprs]-[A-Za-z0-9-]{10,}$/,
];

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a field of this name holds a secret (a number under a plural "…tokens" is a count, e.g. maxTokens). */
export function isSecretField(name: string, value: unknown): boolean {
  const n = normalized(name);
  if (!SECRET_NAME.test(n)) return false;
  return !(typeof value === 'number' && n.endsWith('tokens'));
}

export const looksLikeSecret = (value: string) => SECRET_VALUE.some((shape) => shape.test(value));

/** Defines rather than assigns, so a "__proto__" key in a body stays a plain field of the copy. */
const setField = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

/**
 * A copy of a parsed JSON value with every secret field (at any depth) and every secret-shaped string replaced by
 * "[redacted]". Walks with an explicit stack, so no nesting depth can overflow the call stack.
 */
export function redactSecrets(value: unknown): unknown {
  const root: unknown[] = [undefined];
  const stack: Slot[] = [{ parent: root, key: 0, value }];
  while (stack.length > 0) {
    const { parent, key, value: current } = stack.pop()!;
    let copy: unknown = current;
    if (Array.isArray(current)) {
      const items: unknown[] = new Array(current.length);
      current.forEach((item, i) => stack.push({ parent: items, key: i, value: item }));
      copy = items;
    } else if (current !== null && typeof current === 'object') {
      const fields: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(current)) {
        if (isSecretField(name, inner)) setField(fields, name, REDACTED);
        else stack.push({ parent: fields, key: name, value: inner });
      }
      copy = fields;
    } else if (typeof current === 'string' && looksLikeSecret(current)) {
      copy = REDACTED;
    }
    setField(parent, key, copy);
  }
  return root[0];
}

/** Text that is not JSON: kept only when it names and holds no secret (its structure is unknown). */
export const redactSecretText = (text: string) =>
  SECRET_NAME.test(normalized(text)) || looksLikeSecret(text) ? REDACTED : text;
