// Certificate of a finished topic-test ticket (SPEC §2 results page, §7 POST /certification): one
// A4 landscape page drawn with pdfkit in the certificate's locale. DejaVu Sans is embedded (subset,
// with a ToUnicode map) so Uzbek Latin (oʻ, gʻ, ') and Russian Cyrillic render and can be copied.
// The QR code is drawn as vector rectangles, one per run of dark modules in a row.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import type { Locale } from '@platform/shared/contracts';
import { formatDay } from '@platform/shared/dates';
import { t, type MessageKey } from '../../i18n';

/** The texts of the certificate page: `certificate.pdf.*` of api/src/i18n. */
type PdfKey = MessageKey extends infer K ? (K extends `certificate.pdf.${infer Name}` ? Name : never) : never;

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The TTF files, read once per process. */
function fontData(): { regular: Buffer; bold: Buffer } {
  fonts ??= { regular: fs.readFileSync(FONT_REGULAR), bold: fs.readFileSync(FONT_BOLD) };
  return fonts;
}

export interface CertificateContent {
  /** the public id: printed as the certificate's number, and the end of its check address */
  certificateId: string;
  locale: Locale;
  fullName: string;
  subjectName: string;
  lessonName: string;
  correct: number;
  total: number;
  /** when the ticket was finished: the date printed on the certificate */
  finishedAt: Date;
  /** when the certificate was first issued: the document's creation date */
  issuedAt: Date;
  /** `<PUBLIC_URL>/check/<certificateId>`: encoded in the QR code and printed under it */
  checkUrl: string;
}

/** The public verification page of a certificate (SPEC §2 route /check/{id}), by its unguessable id. */
export function certificateCheckUrl(publicUrl: string, certificateId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/check/${certificateId}`;
}

/** Whole percent of correct answers (0 for an empty ticket). */
export function percentOf(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/** The score as printed: `correct / total (percent %)`. */
export function scoreText(correct: number, total: number): string {
  return `${correct} / ${total} (${percentOf(correct, total)} %)`;
}

export interface QrRun {
  row: number;
  col: number;
  length: number;
}
export interface QrMatrix {
  /** modules per side (without the quiet zone) */
  size: number;
  /** horizontal runs of dark modules, row by row, left to right */
  runs: QrRun[];
}

/** The QR code of a text (error correction M) as runs of dark modules: what the PDF draws. */
export function qrRuns(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const runs: QrRun[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size, runs };
}

// ── layout ─────────────────────────────────────────────────────────────────────────────────────

const PRIMARY = '#1a56db';
const PRIMARY_DARK = '#1341a8';
const ACCENT = '#f59e0b';
const INK = '#111827';
const MUTED = '#6b7280';
/** Height of a drawn run, in modules. */
export const QR_RUN_HEIGHT = 1.05;

/** Font size (from `max` down to `min`) at which `text` fits `width` on `lines` lines at most. */
function fittedSize(doc: PDFKit.PDFDocument, font: string, text: string, width: number, max: number, min: number, lines: number): number {
  let size = max;
  for (; size > min; size -= 0.5) {
    doc.font(font).fontSize(size);
    if (doc.heightOfString(text, { width }) <= doc.currentLineHeight(true) * lines + 0.01) break;
  }
  return size;
}

/** Draws `text` centred in the box, shrunk to fit `lines` lines, cut with an ellipsis beyond. */
function fittedText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  style: { font: string; max: number; min: number; lines: number; color: string; align?: 'left' | 'center' },
): number {
  const size = fittedSize(doc, style.font, text, box.width, style.max, style.min, style.lines);
  doc.font(style.font).fontSize(size).fillColor(style.color);
  const height = doc.currentLineHeight(true) * style.lines;
  doc.text(text, box.x, box.y, { width: box.width, height, align: style.align ?? 'center', ellipsis: true, lineBreak: true });
  return Math.min(doc.heightOfString(text, { width: box.width }), height);
}

/** Renders the certificate; resolves to the PDF bytes. */
export async function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const msg = (key: PdfKey) => t(c.locale, `certificate.pdf.${key}`);
  const title = msg('title');
  const { regular, bold } = fontData();
  // loaded on the first certificate, not at every start of the api (~0.2 s of CPU; ADR 049)
  const { default: PdfDocument } = await import('pdfkit');
  const doc: PDFKit.PDFDocument = new PdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    font: FONT_REGULAR,
    lang: c.locale === 'ru' ? 'ru-RU' : 'uz-Latn-UZ',
    displayTitle: true,
    info: {
      Title: `${title} — ${c.fullName}`,
      Author: msg('author'),
      Subject: `${c.subjectName} — ${c.lessonName}`,
      Creator: msg('author'),
      CreationDate: c.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const W = doc.page.width; // 841.89
  const H = doc.page.height; // 595.28

  // frame: a thick primary border, a thin accent line inside it, a band at the top
  doc
    .lineWidth(6)
    .strokeColor(PRIMARY)
    .rect(18, 18, W - 36, H - 36)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .rect(30, 30, W - 60, H - 60)
    .stroke();
  doc.rect(30, 30, W - 60, 8).fill(PRIMARY_DARK);

  // header: platform, tagline, title
  const inner = { x: 70, width: W - 140 };
  doc.font('bold').fontSize(22).fillColor(PRIMARY).text(msg('platform'), inner.x, 58, { width: inner.width, align: 'center' });
  doc.font('regular').fontSize(11).fillColor(MUTED).text(msg('tagline'), inner.x, 86, { width: inner.width, align: 'center' });
  doc.font('bold').fontSize(46).fillColor(PRIMARY_DARK).text(title, inner.x, 112, { width: inner.width, align: 'center' });

  // holder
  doc.font('regular').fontSize(13).fillColor(MUTED).text(msg('intro'), inner.x, 176, { width: inner.width, align: 'center' });
  fittedText(doc, c.fullName, { x: inner.x, y: 200, width: inner.width }, { font: 'bold', max: 32, min: 14, lines: 1, color: INK });
  doc
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .moveTo(W / 2 - 230, 248)
    .lineTo(W / 2 + 230, 248)
    .stroke();
  doc.font('regular').fontSize(13).fillColor(MUTED).text(msg('statement'), inner.x, 258, { width: inner.width, align: 'center' });

  // details: label / value rows on the left
  const labelX = 90;
  const valueX = 250;
  const valueWidth = 300;
  let y = 304;
  const row = (label: string, value: string, lines = 1) => {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(MUTED)
      .text(label, labelX, y + 2, { width: valueX - labelX - 12 });
    const height = fittedText(
      doc,
      value,
      { x: valueX, y, width: valueWidth },
      { font: 'bold', max: 14, min: 9, lines, color: INK, align: 'left' },
    );
    y += Math.max(22, height + 8);
  };
  row(msg('subject'), c.subjectName);
  row(msg('lesson'), c.lessonName, 2);
  row(msg('score'), scoreText(c.correct, c.total));
  row(msg('date'), formatDay(c.finishedAt));
  row(msg('number'), c.certificateId);

  // QR code with the verification address under it, on the right
  const qr = qrRuns(c.checkUrl);
  const qrSide = 132;
  const cell = qrSide / qr.size;
  // right of the details with more than the 4-module quiet zone between them
  const qrX = W - 100 - qrSide;
  const qrY = 300;
  doc.save();
  doc.translate(qrX, qrY).scale(cell);
  // each run reaches a little into the next row, so no hairline seam shows between rows
  for (const run of qr.runs) doc.rect(run.col, run.row, run.length, QR_RUN_HEIGHT);
  doc.fill(INK);
  doc.restore();
  const captionBox = { x: qrX + qrSide / 2 - 130, width: 260 };
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(msg('scan'), captionBox.x, qrY + qrSide + 8, { width: captionBox.width, align: 'center' });
  fittedText(
    doc,
    c.checkUrl,
    { x: captionBox.x, y: qrY + qrSide + 22, width: captionBox.width },
    { font: 'regular', max: 9, min: 5, lines: 1, color: PRIMARY },
  );

  // footer
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(msg('footer'), inner.x, H - 62, { width: inner.width, align: 'center' });

  doc.end();
  return done;
}
