import { describe, expect, test } from "vitest";
import {
  certificateStatement,
  checkCertificateName,
  formatCertificateDate,
  isBetterScore,
  isRandomId,
  linkedInAddUrl,
} from "./certificates.ts";

describe("a better score", () => {
  test("compares fractions without rounding", () => {
    expect(isBetterScore({ score: 14, total: 20 }, undefined)).toBe(true);
    expect(isBetterScore({ score: 15, total: 20 }, { score: 14, total: 20 })).toBe(true);
    expect(isBetterScore({ score: 14, total: 20 }, { score: 14, total: 20 })).toBe(false);
    // 14/20 = 70% is below 11/15 = 73.3%.
    expect(isBetterScore({ score: 14, total: 20 }, { score: 11, total: 15 })).toBe(false);
  });
});

describe("names on certificates", () => {
  test("any script, accents, apostrophes, hyphens and dots", () => {
    for (const name of [
      "Asha Kumari",
      "R. K. Nair",
      "D'Souza",
      "Anne-Marie Müller",
      "Antonín Dvořák",
      "आशा कुमारी",
      "प्रिया शर्मा",
      "தமிழ்செல்வி கார்த்திகேயன்",
      "ശ്രീക്കുട്ടി നായർ",
      "Ελένη Παπαδοπούλου",
      "Óscar O’Brien",
    ])
      expect(checkCertificateName(name), name).toEqual({ ok: true, name });
  });
  test("trims, joins spaces and composes accents", () => {
    expect(checkCertificateName("  Ravi   Iyer ")).toEqual({ ok: true, name: "Ravi Iyer" });
    expect(checkCertificateName("Dvor\u030cák")).toEqual({ ok: true, name: "Dvořák" });
  });
  test("2 to 80 characters, counted as characters", () => {
    expect(checkCertificateName("A")).toMatchObject({ ok: false, message: /at least 2/ });
    expect(checkCertificateName("ab")).toMatchObject({ ok: true });
    expect(checkCertificateName("क".repeat(80))).toMatchObject({ ok: true });
    expect(checkCertificateName("x".repeat(81))).toMatchObject({ ok: false, message: /at most 80.*81/ });
  });
  test("control characters, markup and other symbols are refused with a sentence saying why", () => {
    expect(checkCertificateName("Asha\u0000Kumari")).toMatchObject({
      ok: false,
      message: /control character/,
    });
    expect(checkCertificateName("Asha\nKumari")).toMatchObject({ ok: false, message: /control character/ });
    expect(checkCertificateName("Asha <b>")).toMatchObject({ ok: false, message: /markup/ });
    expect(checkCertificateName("<script>alert(1)</script>")).toMatchObject({ ok: false, message: /markup/ });
    expect(checkCertificateName("1234")).toMatchObject({ ok: false, message: /letters/ });
    expect(checkCertificateName("Asha @home")).toMatchObject({ ok: false, message: /letters/ });
    expect(checkCertificateName("-Asha")).toMatchObject({ ok: false, message: /starting with a letter/ });
  });
  test("scripts the PDF cannot print are named", () => {
    expect(checkCertificateName("山田太郎")).toMatchObject({ ok: false, message: /Devanagari/ });
  });
});

test("what the certificate says", () => {
  expect(
    certificateStatement({ lessonCount: 10, courseTitle: "Investment Fundamentals", percent: 66.7 }),
  ).toBe("completed the 10 lessons of Investment Fundamentals and passed its final assessment with 66.7%");
  expect(
    certificateStatement({ lessonCount: null, courseTitle: "Investment Fundamentals", percent: 80 }),
  ).toBe("passed the final assessment of Investment Fundamentals with 80%");
});

test("LinkedIn's add-to-profile link carries name, organisation, month and year (India), URL and id", () => {
  const url = new URL(
    linkedInAddUrl({
      courseTitle: "Investment Fundamentals",
      siteName: "NiveshShala",
      // 20:00 UTC on 30 November is 1 December in India.
      issuedAt: "2026-11-30T20:00:00.000Z",
      verifyUrl: "https://niveshshala.in/certificates/0123456789abcdef0123456789abcdef",
      id: "0123456789abcdef0123456789abcdef",
    }),
  );
  expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: "CERTIFICATION_NAME",
    name: "Investment Fundamentals",
    organizationName: "NiveshShala",
    issueYear: "2026",
    issueMonth: "12",
    certUrl: "https://niveshshala.in/certificates/0123456789abcdef0123456789abcdef",
    certId: "0123456789abcdef0123456789abcdef",
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
