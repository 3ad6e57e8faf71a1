// New passwords are checked against the 49,000 most common passwords from public breach
// corpora, as shipped by @zxcvbn-ts/language-common (a maintained npm package; the list is
// the SecLists/xato frequency list). Server side only: it is far too large for the browser,
// whose form checks a short list for instant feedback. Loaded on first use, kept in a Set by
// the one list the services open.

export interface BreachedPasswords {
  count(): Promise<number>;
  /** True when the password (ignoring case) is on the list. */
  includes(password: string): Promise<boolean>;
}

async function loadBreached(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
}

export function breachedPasswordList(): BreachedPasswords {
  let list: Promise<ReadonlySet<string>> | undefined;
  const loaded = () => {
    list ??= loadBreached();
    return list;
  };
  return {
    count: async () => (await loaded()).size,
    includes: async (password) => (await loaded()).has(password.toLowerCase()),
  };
}

declare module "#app/platform/context.server.ts" {
  interface FeatureServices {
    /** The breached-password list new passwords are checked against. */
    breachedPasswords: BreachedPasswords;
  }
}

export const breachedPasswordMessage =
  "This password appears in lists of passwords exposed in data breaches; choose another";
