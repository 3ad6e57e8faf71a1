import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Fault tests start their own production server (from the same build as the other browser
// tests) with the environment each scenario needs, and read its log lines.

export interface ServerProcess {
  base: string;
  pid: number;
  dataDir: string;
  /** Every line the server has logged so far. */
  lines: string[];
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

export async function waitForStatus(url: string, status: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered ${status}`);
}

/** The environment a test server runs with: production, on 127.0.0.1, plain-http cookies. */
function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    COOKIE_SECURE: "false",
    ...env,
  };
}

/** Starts a server that is expected to stop by itself (a refused start): its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "ns-fault-"));
  const child = spawn(process.execPath, ["host/server.ts"], {
    env: serverEnv(port, dataDir, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) =>
    child.once("exit", (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  return { code, output };
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "ns-fault-"));
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["host/server.ts"], {
    env: serverEnv(port, dataDir, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffered = "";
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    // Starting (loading the bundle, migrating) takes seconds when other work shares the CPU.
    await waitForStatus(`${base}/healthz`, 200, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`server did not start: ${String(error)}\n${lines.join("\n")}`);
  }
  return {
    base,
    pid: child.pid ?? 0,
    dataDir,
    lines,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** Milliseconds a request takes, and its status. */
export async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}
