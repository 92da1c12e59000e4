// A receipt's content laid out as an A4 PDF with pdfkit (docs/decisions/0031). Helvetica, one of
// the PDF standard fonts, is WinAnsi-encoded: it writes the Portuguese letters and the euro sign
// (ç, ã, é, €) with no font file embedded.
import type { ReceiptContent } from './receipt-content';

/** pdfkit, loaded by the first receipt: most servers print none for hours after they start. */
const pdfkit = async () => (await import('pdfkit')).default;

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
const GREY = '#444444';

export async function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.locale,
    info: { Title: `${content.title} ${content.fileName.replace(/^receipt-|\.pdf$/g, '')}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const [clubLine, ...otherLines] = content.letterhead;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(clubLine ?? '');
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  for (const line of otherLines) doc.text(line);
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(content.title);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(content.notice);
  doc.moveDown(1);

  doc.fillColor('black').fontSize(11);
  for (const [label, value] of content.facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(1);

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, MARGIN, y, { width: WIDTH - AMOUNT_WIDTH - 8 });
    const below = doc.y;
    doc.text(amount, MARGIN + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.y = Math.max(below, doc.y) + 4;
    doc.x = MARGIN;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    doc.y += 6;
  };

  row(content.columns[0], content.columns[1], true);
  rule();
  for (const [label, amount] of content.lines) row(label, amount);
  rule();
  for (const [index, [label, amount]] of content.totals.entries())
    row(label, amount, index === content.totals.length - 1);
  doc.moveDown(1);
  doc.font('Helvetica').text(content.paidBy, MARGIN);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
