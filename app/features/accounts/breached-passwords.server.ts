// New passwords are checked against the 49,000 most common passwords from public breach
// corpora, as shipped by @zxcvbn-ts/language-common (a maintained npm package; the list is
// the SecLists/xato frequency list). Server side only: it is far too large for the browser,
// whose form checks a short list for instant feedback. Loaded on first use, kept in a Set.
let breached: Promise<ReadonlySet<string>> | undefined;

async function loadBreached(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
}

export async function breachedPasswordCount(): Promise<number> {
  breached ??= loadBreached();
  return (await breached).size;
}

/** True when the password (ignoring case) is on the breached list. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  breached ??= loadBreached();
  return (await breached).has(password.toLowerCase());
}

export const breachedPasswordMessage =
  "This password appears in lists of passwords exposed in data breaches; choose another";
