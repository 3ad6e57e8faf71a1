// Shared by the bench scripts: is a port taken, and wait until a freshly spawned host is ready.

/** Whether anything answers at `base`: another server on the port would be measured instead. */
export async function isServing(base: string): Promise<boolean> {
  return fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
}

/** Up to 30 s by default: on a shared, busy machine the host can take well over a second to start. */
export async function waitForServer(base: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const ready = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}
