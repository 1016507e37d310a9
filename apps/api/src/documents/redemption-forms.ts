import PDFDocument from 'pdfkit';
import { drawLine, drawParagraph, registerFonts, type Direction } from './pdf-text.ts';
import { receiptCopy, taxFormCopy, type FormCopy, type FormValues } from './redemption-copy.ts';

export interface RedemptionFormData {
  legalName: string;
  nationalId: string;
  phoneNumber: string;
  email: string;
  prizeName: string;
  competitionName: string | null;
  /** EGP. */
  amount: number;
  date: Date;
  userPrizeId: number;
}

export type RedemptionFormName = 'receipt' | 'tax-form';

const copies: Record<RedemptionFormName, typeof receiptCopy> = { receipt: receiptCopy, 'tax-form': taxFormCopy };

/** Arabic forms write numbers in Arabic-Indic digits, as Intl does for ar-EG; identifiers keep every digit. */
function formatValues(data: RedemptionFormData, locale: 'en' | 'ar'): FormValues {
  const tag = locale === 'ar' ? 'ar-EG' : 'en-GB';
  const digits = new Intl.NumberFormat(tag, { useGrouping: false });
  const identifier = (value: string) => value.replace(/[0-9]/g, (digit) => digits.format(Number(digit)));
  return {
    legalName: data.legalName,
    nationalId: identifier(data.nationalId),
    phoneNumber: identifier(data.phoneNumber),
    email: data.email,
    prizeName: data.prizeName,
    competitionName: data.competitionName,
    amount: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(data.amount),
    // Egypt's calendar day, whatever the server's time zone.
    date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(data.date),
    reference: digits.format(data.userPrizeId),
  };
}

const MARGIN = 56;
const ink = '#111111';
const muted = '#555555';

function drawForm(doc: InstanceType<typeof PDFDocument>, copy: FormCopy, values: FormValues, direction: Direction) {
  const width = doc.page.width - 2 * MARGIN;
  const box = { x: MARGIN, width };
  doc.y = MARGIN;
  drawParagraph(doc, copy.brand, { font: 'bold', size: 14, color: muted }, box, direction);
  drawParagraph(doc, copy.title, { font: 'bold', size: 22, color: ink }, box, direction);
  drawParagraph(doc, copy.reference, { font: 'regular', size: 11, color: muted }, box, direction);
  rule(doc);

  const field = (label: string, value: string) => {
    const labelWidth = 170;
    const y = doc.y;
    const labelBox = direction === 'rtl' ? { x: MARGIN + width - labelWidth, width: labelWidth } : { x: MARGIN, width: labelWidth };
    const valueBox = direction === 'rtl' ? { x: MARGIN, width: width - labelWidth - 12 } : { x: MARGIN + labelWidth + 12, width: width - labelWidth - 12 };
    drawParagraph(doc, label, { font: 'bold', size: 11, color: muted }, labelBox, direction);
    const afterLabel = doc.y;
    doc.y = y;
    drawParagraph(doc, value, { font: 'regular', size: 11, color: ink }, valueBox, direction);
    doc.y = Math.max(doc.y, afterLabel) + 2;
  };
  drawParagraph(doc, copy.identityHeading, { font: 'bold', size: 13, color: ink }, box, direction);
  field(copy.labels.legalName, values.legalName);
  field(copy.labels.nationalId, values.nationalId);
  field(copy.labels.phoneNumber, values.phoneNumber);
  field(copy.labels.email, values.email);
  doc.y += 8;
  drawParagraph(doc, copy.prizeHeading, { font: 'bold', size: 13, color: ink }, box, direction);
  field(copy.labels.prize, values.prizeName);
  if (values.competitionName) field(copy.labels.competition, values.competitionName);
  field(copy.labels.amount, values.amount);
  field(copy.labels.date, values.date);
  rule(doc);

  for (const paragraph of copy.statement) {
    drawParagraph(doc, paragraph, { font: 'regular', size: 12, color: ink }, box, direction);
    doc.y += 8;
  }

  // Signature and date lines, side by side, the signature at the start edge.
  doc.y += 40;
  const half = (width - 40) / 2;
  const start = direction === 'rtl' ? MARGIN + width - half : MARGIN;
  const end = direction === 'rtl' ? MARGIN : MARGIN + width - half;
  const y = doc.y;
  for (const [x, label] of [
    [start, copy.signature],
    [end, copy.signatureDate],
  ] as const) {
    doc.moveTo(x, y).lineTo(x + half, y).lineWidth(0.8).strokeColor(ink).stroke();
    doc.font('regular').fontSize(10).fillColor(muted);
    drawLine(doc, label, { x, y: y + 4, width: half }, direction);
  }
}

function rule(doc: InstanceType<typeof PDFDocument>) {
  doc.y += 6;
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).lineWidth(0.5).strokeColor('#bbbbbb').stroke();
  doc.y += 12;
}

function renderOne(name: RedemptionFormName, data: RedemptionFormData, locale: 'en' | 'ar'): Promise<Buffer> {
  const values = formatValues(data, locale);
  const copy = copies[name][locale](values);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale === 'ar' ? 'ar-EG' : 'en',
    displayTitle: true,
    // The file id and dates come from the info: fixed by the data, the same data gives the same bytes.
    info: {
      Title: copy.title,
      Author: 'Hadaf',
      Subject: `hadaf-${name}-${data.userPrizeId}`,
      Creator: 'Hadaf',
      Producer: 'Hadaf',
      CreationDate: data.date,
      ModDate: data.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  drawForm(doc, copy, values, locale === 'ar' ? 'rtl' : 'ltr');
  doc.end();
  return done;
}

/** The receipt and the tax declaration of one prize redemption, filled with the winner's data, as PDFs. */
export async function renderRedemptionForms(data: RedemptionFormData, locale: 'en' | 'ar'): Promise<Array<{ name: RedemptionFormName; pdf: Buffer }>> {
  const names: RedemptionFormName[] = ['receipt', 'tax-form'];
  return Promise.all(names.map(async (name) => ({ name, pdf: await renderOne(name, data, locale) })));
}
