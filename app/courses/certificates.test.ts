import { describe, expect, test } from "vitest";
import {
  certificateDecision,
  formatCertificateDate,
  isCertificateName,
  isRandomId,
  nameOnCertificate,
} from "./certificates.ts";

describe("certificate decisions", () => {
  test("only a pass issues a certificate", () => {
    expect(certificateDecision(undefined, { score: 10, total: 15, passed: false })).toBe("none");
    expect(certificateDecision(undefined, { score: 11, total: 15, passed: true })).toBe("issue");
  });
  test("a better later score improves it; an equal, worse or failed one keeps it", () => {
    const existing = { score: 11, total: 15 };
    expect(certificateDecision(existing, { score: 12, total: 15, passed: true })).toBe("improve");
    expect(certificateDecision(existing, { score: 11, total: 15, passed: true })).toBe("keep");
    expect(certificateDecision(existing, { score: 3, total: 15, passed: false })).toBe("keep");
    // 14/20 = 70% is below 11/15 = 73.3%.
    expect(certificateDecision(existing, { score: 14, total: 20, passed: true })).toBe("keep");
    expect(certificateDecision(existing, { score: 15, total: 20, passed: true })).toBe("improve");
  });
});

describe("names on certificates", () => {
  test("Latin letters with accents, spaces, dots, apostrophes and hyphens", () => {
    for (const name of ["Asha Kumari", "R. K. Nair", "D'Souza", "Anne-Marie Müller", "José"])
      expect(isCertificateName(name), name).toBe(true);
    for (const name of ["", "A", "आशा", "Asha <b>", "1234", "x".repeat(81)])
      expect(isCertificateName(name), name).toBe(false);
  });
  test("the chosen name first, then a printable username, else 'Learner'", () => {
    expect(nameOnCertificate({ certificateName: "Asha Kumari", username: "asha" })).toBe("Asha Kumari");
    expect(nameOnCertificate({ certificateName: null, username: "asha" })).toBe("asha");
    expect(nameOnCertificate({ certificateName: "  Ravi   Iyer ", username: "ravi" })).toBe("Ravi Iyer");
    expect(nameOnCertificate({ certificateName: "", username: "आशा" })).toBe("Learner");
  });
});

test("random ids are 32 lowercase hex digits (128 bits)", () => {
  expect(isRandomId("0123456789abcdef0123456789abcdef")).toBe(true);
  expect(isRandomId("0123456789ABCDEF0123456789abcdef")).toBe(false);
  expect(isRandomId("0123456789abcdef")).toBe(false);
  expect(isRandomId("../../etc/passwd")).toBe(false);
});

test("certificate dates are the calendar date in India", () => {
  expect(formatCertificateDate("2026-11-24T10:00:00.000Z")).toBe("24 November 2026");
  // 20:00 UTC is 01:30 the next day in India.
  expect(formatCertificateDate("2026-11-24T20:00:00.000Z")).toBe("25 November 2026");
});
