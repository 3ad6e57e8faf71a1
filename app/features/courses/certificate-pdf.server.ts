import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";

// The certificate as a one-page A4 landscape PDF: the site's name, the learner's name, what
// they did (the lessons completed and the assessment passed, with the score), the date, the
// certificate id, and the public verification address as a link and a QR code. Fixed English
// text uses pdf-lib's standard fonts; the name is drawn with Noto fonts (Latin, Greek,
// Cyrillic and the scripts of India), shaped by fontkit, so "प्रिया शर्मा" prints as written.
// pdf-lib, fontkit and qrcode load on the first certificate asked for, not at server start.

export interface CertificatePdfFacts {
  id: string;
  name: string;
  courseTitle: string;
  courseLevel: string;
  /** The words before and after the course's title: "completed the 10 lessons of" ... "and passed its final assessment with 85%". */
  statement: { before: string; after: string };
  /** Already formatted, e.g. "24 November 2026". */
  date: string;
  score: number;
  total: number;
  percent: number;
  siteName: string;
  verifyUrl: string;
  /** A replaced certificate says when, and which certificate replaced it. */
  replaced?: { date: string; url: string } | undefined;
}

const a4Landscape: [number, number] = [841.89, 595.28];
type Fontkit = typeof import("@foliojs-fork/fontkit");
type Libraries = { pdf: typeof import("pdf-lib"); qr: typeof import("qrcode"); fontkit: Fontkit };
// Loaded on the first certificate, not at start (Node keeps each module once loaded).
async function loadLibraries(): Promise<Libraries> {
  const [pdf, qr, fontkit] = await Promise.all([
    import("pdf-lib"),
    import("qrcode"),
    import("@foliojs-fork/fontkit"),
  ]);
  return { pdf, qr, fontkit: (fontkit as { default?: Fontkit }).default ?? fontkit };
}

// Bold faces for the name, in the order they are tried for each letter. Fontsource splits a
// family into subsets (Latin, Latin Extended, Greek...), each a font file of its own.
const require = createRequire(import.meta.url);
const nameFontFiles = [
  ...["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"].map(
    (subset) => `@fontsource/noto-serif/files/noto-serif-${subset}-700-normal.woff`,
  ),
  ...[
    "devanagari",
    "bengali",
    "gurmukhi",
    "gujarati",
    "oriya",
    "tamil",
    "telugu",
    "kannada",
    "malayalam",
  ].map((script) => `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-700-normal.woff`),
];
// Buffers, not plain byte arrays: fontkit reads a font's signature with Buffer methods. Each
// file is read and parsed the first time a name needs it, so a Latin name touches one or two.
type NameFont = { bytes(): Promise<Buffer>; covers(codePoint: number): Promise<boolean> };
type FontCache = Map<string, Promise<{ bytes: Buffer; font: { hasGlyphForCodePoint(cp: number): boolean } }>>;
function nameFont(fontCache: FontCache, fontkit: Fontkit, file: string): NameFont {
  const load = () => {
    let loaded = fontCache.get(file);
    if (!loaded) {
      loaded = readFile(require.resolve(file)).then((bytes) => ({ bytes, font: fontkit.create(bytes) }));
      fontCache.set(file, loaded);
    }
    return loaded;
  };
  return {
    bytes: async () => (await load()).bytes,
    covers: async (codePoint) => (await load()).font.hasGlyphForCodePoint(codePoint),
  };
}

/**
 * The name cut into runs, each drawn with the first font that has its letters. Combining marks
 * and joiners stay with the letter before them, spaces with the run they are in, so a syllable
 * is never split between fonts (it would lose its shaping).
 */
export function nameRuns(name: string, covers: readonly ((codePoint: number) => boolean)[]) {
  const runs: { font: number; text: string }[] = [];
  for (const character of name) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && (/^[\p{M} ]$/u.test(character) || character === "\u200c" || character === "\u200d")) {
      last.text += character;
      continue;
    }
    const found = covers.findIndex((cover) => cover(codePoint));
    const font = found < 0 ? 0 : found;
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** Draws the name centred at `y`, shrinking it until it fits `maxWidth`. */
async function drawName(
  fontCache: FontCache,
  libs: Libraries,
  pdf: PDFDocument,
  page: PDFPage,
  name: string,
  y: number,
  size: number,
  maxWidth: number,
  color: Colour,
) {
  pdf.registerFontkit(libs.fontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  const fonts = nameFontFiles.map((file) => nameFont(fontCache, libs.fontkit, file));
  // Which font covers each distinct letter, found before cutting runs (nameRuns is synchronous).
  const coverage = new Map<number, number>();
  for (const character of new Set(name)) {
    const codePoint = character.codePointAt(0) ?? 0;
    for (const [index, font] of fonts.entries()) {
      if (await font.covers(codePoint)) {
        coverage.set(codePoint, index);
        break;
      }
    }
  }
  const runs = nameRuns(
    name,
    fonts.map((_, index) => (codePoint: number) => coverage.get(codePoint) === index),
  );
  const embedded = new Map<number, PDFFont>();
  for (const run of runs)
    if (!embedded.has(run.font))
      embedded.set(
        run.font,
        await pdf.embedFont(await (fonts[run.font] as NameFont).bytes(), { subset: true }),
      );
  const fontOf = (run: { font: number }) => embedded.get(run.font) as PDFFont;
  const widthAt = (fontSize: number) =>
    runs.reduce((sum, run) => sum + fontOf(run).widthOfTextAtSize(run.text, fontSize), 0);
  let fontSize = size;
  while (widthAt(fontSize) > maxWidth && fontSize > 10) fontSize -= 1;
  let x = (a4Landscape[0] - widthAt(fontSize)) / 2;
  for (const run of runs) {
    page.drawText(run.text, { x, y, size: fontSize, font: fontOf(run), color });
    x += fontOf(run).widthOfTextAtSize(run.text, fontSize);
  }
}

/** Makes a rectangle of the page open `url` when clicked (a PDF link annotation). */
function addLink(
  libs: Libraries,
  pdf: PDFDocument,
  page: PDFPage,
  url: string,
  rect: [number, number, number, number],
) {
  const { PDFName, PDFString } = libs.pdf;
  const link = pdf.context.register(
    pdf.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  const existing = page.node.lookup(PDFName.of("Annots"));
  if (existing instanceof libs.pdf.PDFArray) existing.push(link);
  else page.node.set(PDFName.of("Annots"), pdf.context.obj([link]));
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

/** Makes certificate PDFs; it keeps the fonts it has parsed, so open one per process (a service). */
export interface CertificatePdfMaker {
  make(facts: CertificatePdfFacts): Promise<Uint8Array>;
}

export function createCertificatePdfMaker(): CertificatePdfMaker {
  const fontCache: FontCache = new Map();
  return { make: (facts) => certificatePdf(fontCache, facts) };
}

declare module "#app/platform/context.server.ts" {
  interface FeatureServices {
    /** Certificate PDFs, with the name fonts parsed once. */
    certificatePdfs: CertificatePdfMaker;
  }
}

async function certificatePdf(fontCache: FontCache, facts: CertificatePdfFacts): Promise<Uint8Array> {
  const libs = await loadLibraries();
  const { PDFDocument, StandardFonts, rgb } = libs.pdf;
  const brand = rgb(4 / 255, 120 / 255, 87 / 255);
  const ink = rgb(15 / 255, 23 / 255, 42 / 255);
  const muted = rgb(71 / 255, 85 / 255, 105 / 255);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${facts.siteName} certificate ${facts.id}`));
  // Metadata strings are Unicode (UTF-16): the name is kept as written.
  pdf.setSubject(`${facts.name}: ${facts.courseTitle}`);
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
  await drawName(fontCache, libs, pdf, page, facts.name, height - 262, 40, 640, ink);
  page.drawLine({
    start: { x: width / 2 - 220, y: height - 276 },
    end: { x: width / 2 + 220, y: height - 276 },
    thickness: 0.75,
    color: muted,
  });
  centred(page, facts.statement.before, height - 304, serif, 15, muted);
  centred(page, facts.courseTitle, height - 338, serifBold, 26, ink);
  centred(page, facts.statement.after, height - 362, serif, 15, muted);
  centred(
    page,
    `${facts.courseLevel} level  \u2022  Score ${facts.score} of ${facts.total}  \u2022  ${facts.date}`,
    height - 388,
    sans,
    12,
    ink,
  );
  if (facts.replaced) {
    const notice = `Replaced on ${facts.replaced.date} by ${facts.replaced.url}`;
    centred(page, notice, height - 418, sansBold, 12, rgb(185 / 255, 28 / 255, 28 / 255));
    const noticeWidth = sansBold.widthOfTextAtSize(printable(notice), 12);
    addLink(libs, pdf, page, facts.replaced.url, [
      (width - noticeWidth) / 2,
      height - 422,
      (width + noticeWidth) / 2,
      height - 406,
    ]);
  }

  // Verification: the id and the address in print (a link), and the address as a QR code (a link too).
  const qrSize = 96;
  const qrX = width - 60 - qrSize;
  drawQrCode(libs, page, facts.verifyUrl, qrX, 58, qrSize);
  addLink(libs, pdf, page, facts.verifyUrl, [qrX, 58, qrX + qrSize, 58 + qrSize]);
  page.drawText("Certificate ID", { x: 64, y: 128, size: 10, font: sansBold, color: muted });
  page.drawText(printable(facts.id), { x: 64, y: 112, size: 12, font: sans, color: ink });
  page.drawText("Verify this certificate at", { x: 64, y: 92, size: 10, font: sansBold, color: muted });
  const url = printable(facts.verifyUrl);
  page.drawText(url, { x: 64, y: 76, size: 10, font: sans, color: brand });
  const urlWidth = sans.widthOfTextAtSize(url, 10);
  page.drawLine({ start: { x: 64, y: 74 }, end: { x: 64 + urlWidth, y: 74 }, thickness: 0.5, color: brand });
  addLink(libs, pdf, page, facts.verifyUrl, [62, 71, 66 + urlWidth, 87]);
  page.drawText(
    "A record of completing a free online course. It is not a professional qualification or a licence.",
    { x: 64, y: 56, size: 8, font: sans, color: muted },
  );
  return pdf.save();
}
