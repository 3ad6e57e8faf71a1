import type { PDFFont, PDFPage } from "pdf-lib";

// The certificate as a one-page A4 landscape PDF, drawn with pdf-lib's standard fonts: the
// site's name, the learner's name, the course, date and score, the certificate id and a QR
// code plus printed URL of the public verification page. pdf-lib and qrcode load on the first
// certificate asked for, not at server start (pdf-lib alone takes about a second to import).

export interface CertificatePdfFacts {
  id: string;
  name: string;
  courseTitle: string;
  courseLevel: string;
  /** Already formatted, e.g. "24 November 2026". */
  date: string;
  score: number;
  total: number;
  percent: number;
  siteName: string;
  verifyUrl: string;
}

const a4Landscape: [number, number] = [841.89, 595.28];
type Libraries = { pdf: typeof import("pdf-lib"); qr: typeof import("qrcode") };
let libraries: Promise<Libraries> | undefined;
function loadLibraries(): Promise<Libraries> {
  libraries ??= Promise.all([import("pdf-lib"), import("qrcode")]).then(([pdf, qr]) => ({ pdf, qr }));
  return libraries;
}

/** The standard fonts speak WinAnsi: anything else becomes "?" rather than failing. */
export function printable(text: string): string {
  return text
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20b9]/g, "?")
    .replace(/\u20b9/g, "Rs.");
}

type Colour = ReturnType<Libraries["pdf"]["rgb"]>;

function centred(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color: Colour,
  maxWidth = 700,
) {
  let fontSize = size;
  const clean = printable(text);
  while (font.widthOfTextAtSize(clean, fontSize) > maxWidth && fontSize > 8) fontSize -= 1;
  const width = font.widthOfTextAtSize(clean, fontSize);
  page.drawText(clean, { x: (a4Landscape[0] - width) / 2, y, size: fontSize, font, color });
}

/** Dark modules of the QR code, one rectangle per horizontal run. */
function drawQrCode({ pdf, qr }: Libraries, page: PDFPage, url: string, x: number, y: number, size: number) {
  const { rgb } = pdf;
  const { modules } = qr.create(url, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && runStart < 0) runStart = column;
      if (!dark && runStart >= 0) {
        page.drawRectangle({
          x: x + (quiet + runStart) * cell,
          y: y + size - (quiet + row + 1) * cell,
          width: (column - runStart) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        runStart = -1;
      }
    }
  }
}

export async function certificatePdf(facts: CertificatePdfFacts): Promise<Uint8Array> {
  const libs = await loadLibraries();
  const { PDFDocument, StandardFonts, rgb } = libs.pdf;
  const brand = rgb(4 / 255, 120 / 255, 87 / 255);
  const ink = rgb(15 / 255, 23 / 255, 42 / 255);
  const muted = rgb(71 / 255, 85 / 255, 105 / 255);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${facts.siteName} certificate ${facts.id}`));
  pdf.setSubject(printable(`${facts.name}: ${facts.courseTitle}`));
  pdf.setAuthor(printable(facts.siteName));
  pdf.setKeywords([facts.id, "certificate", printable(facts.courseTitle)]);
  pdf.setCreator(printable(facts.siteName));
  pdf.setProducer("pdf-lib");

  const page = pdf.addPage(a4Landscape);
  const [width, height] = a4Landscape;
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);

  // A double frame in the brand colour.
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: brand,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: brand,
    borderWidth: 0.75,
  });

  centred(page, facts.siteName, height - 92, sansBold, 26, brand);
  centred(page, "Free investment education for India", height - 112, sans, 11, muted);
  centred(page, "Certificate of Completion", height - 170, serifBold, 36, ink);
  centred(page, "This certifies that", height - 212, serif, 15, muted);
  centred(page, facts.name, height - 262, serifBold, 40, ink, 640);
  page.drawLine({
    start: { x: width / 2 - 220, y: height - 276 },
    end: { x: width / 2 + 220, y: height - 276 },
    thickness: 0.75,
    color: muted,
  });
  centred(page, "completed the course and passed its quiz", height - 306, serif, 15, muted);
  centred(page, facts.courseTitle, height - 342, serifBold, 26, ink);
  centred(
    page,
    `${facts.courseLevel} level  \u2022  Score ${facts.score} of ${facts.total} (${facts.percent}%)  \u2022  ${facts.date}`,
    height - 372,
    sans,
    13,
    ink,
  );

  // Verification: the id and URL in print, and the same URL as a QR code.
  const qrSize = 96;
  drawQrCode(libs, page, facts.verifyUrl, width - 60 - qrSize, 58, qrSize);
  page.drawText("Certificate ID", { x: 64, y: 128, size: 10, font: sansBold, color: muted });
  page.drawText(printable(facts.id), { x: 64, y: 112, size: 12, font: sans, color: ink });
  page.drawText("Verify this certificate at", { x: 64, y: 92, size: 10, font: sansBold, color: muted });
  page.drawText(printable(facts.verifyUrl), { x: 64, y: 76, size: 10, font: sans, color: brand });
  page.drawText(
    "A record of completing a free online course. It is not a professional qualification or a licence.",
    { x: 64, y: 56, size: 8, font: sans, color: muted },
  );
  return pdf.save();
}
