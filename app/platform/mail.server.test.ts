import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createLogger } from "./logger.server.ts";
import { createMailer } from "./mail.server.ts";

describe("outbox mailer", () => {
  test("writes the mail to DATA_DIR/outbox and logs the file name, never the link in it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ns-mail-"));
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "NiveshShala <hello@niveshshala.in>",
      dataDir,
      logger: createLogger("debug", (line) => lines.push(line)),
    });
    const token = "secret-token-abc123";
    await mailer.send({
      to: "asha@example.in",
      subject: "Reset your password",
      text: `Set a new password:\nhttps://niveshshala.in/reset-password?token=${token}\n`,
    });
    const [file] = readdirSync(path.join(dataDir, "outbox"));
    expect(readFileSync(path.join(dataDir, "outbox", file ?? ""), "utf8")).toContain(token);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain("reset-password");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "mail written to outbox", file });
  });
});
