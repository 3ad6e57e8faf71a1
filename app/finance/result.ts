/** A calculator input that failed validation: which field, and a sentence a person can act on. */
export type FinanceError = { field: string; message: string };

/** Every calculator returns this instead of throwing, so a route can show the message beside the field. */
export type FinanceResult<T> = { ok: true; value: T } | { ok: false; error: FinanceError };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(field: string, message: string): { ok: false; error: FinanceError } {
  return { ok: false, error: { field, message } };
}
