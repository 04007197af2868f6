import type PDFDocument from 'pdfkit';
import { DOC_FAQS, DOC_SECTIONS, DOC_TUTORIALS, DOCS_TITLE } from '#domain/docs-content';

const MARGIN = 56;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#4f46e5';

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size: number) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text).moveDown(0.3);
}

const paragraph = (doc: Doc, text: string) =>
  doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text, { align: 'left', lineGap: 2 }).moveDown(0.5);

function item(doc: Doc, term: string, description: string) {
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(ACCENT).text(`${term}: `, { continued: true, lineGap: 2 });
  doc.font('Helvetica').fillColor(INK).text(description, { lineGap: 2 }).moveDown(0.3);
}

/** The Documentation Hub as a PDF (pdfkit, built-in Helvetica), from the same content the page shows. */
export async function renderDocsPdf(generatedAt: Date): Promise<Buffer> {
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({
    size: 'A4',
    margin: MARGIN,
    info: { Title: DOCS_TITLE, Author: 'Scoutline', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(DOCS_TITLE);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Contents');
  DOC_SECTIONS.forEach((s, i) =>
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(MUTED)
      .text(`${i + 1}. ${s.title}`),
  );
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`${DOC_SECTIONS.length + 1}. Frequently Asked Questions`);

  DOC_SECTIONS.forEach((section, i) => {
    heading(doc, `${i + 1}. ${section.title}`, 15);
    for (const text of section.paragraphs) paragraph(doc, text);
    for (const entry of section.items ?? []) item(doc, entry.term, entry.description);
  });

  heading(doc, `${DOC_SECTIONS.length + 1}. Frequently Asked Questions`, 15);
  for (const faq of DOC_FAQS) {
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(faq.question, { lineGap: 2 });
    paragraph(doc, faq.answer);
  }

  heading(doc, 'Video Tutorials', 15);
  paragraph(doc, 'Video tutorials are coming soon. Planned topics:');
  for (const tutorial of DOC_TUTORIALS) item(doc, tutorial.title, tutorial.description);

  doc.end();
  return done;
}
