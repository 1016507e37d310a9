import { describe, expect, it } from 'vitest';
import { visualPieces } from '../../src/documents/bidi-line.ts';
import { renderRedemptionForms, type RedemptionFormData } from '../../src/documents/redemption-forms.ts';
import { linesOf, readPdf } from './pdf-reader.ts';

const data: RedemptionFormData = {
  legalName: 'Mona Ahmed Hassan',
  nationalId: '29001011234567',
  phoneNumber: '01012345678',
  email: 'mona@example.com',
  prizeName: 'Cash prize',
  competitionName: 'Premier League week 12',
  amount: 1500,
  date: new Date('2025-03-15T10:00:00Z'),
  userPrizeId: 42,
};
const arabic: RedemptionFormData = { ...data, legalName: 'منى أحمد حسن', prizeName: 'جائزة نقدية', competitionName: 'الدوري الممتاز' };

const pieces = (line: string, direction: 'ltr' | 'rtl') => visualPieces(line, direction).map((piece) => piece.text);

describe('visualPieces (bidi for pdfkit)', () => {
  it('keeps a left-to-right line in order, one piece per word and space', () => {
    expect(pieces('Reference #42', 'ltr')).toEqual(['Reference', ' ', '#42']);
  });

  it('reverses the words of a right-to-left line, leaving each word to the font engine', () => {
    // fontkit reverses the glyphs of an Arabic word itself.
    expect(pieces('منى أحمد حسن', 'rtl')).toEqual(['حسن', ' ', 'أحمد', ' ', 'منى']);
  });

  it('lays numbers left to right inside Arabic, Arabic-Indic digits pre-reversed for fontkit', () => {
    // Arabic-Indic digits are of the Arabic script, so fontkit reverses them: they are given reversed. Arabic
    // words stay in logical order for fontkit to shape (joining forms) and reverse.
    expect(visualPieces('رقم المرجع: ٤٢', 'rtl')).toEqual([
      { text: '٢٤', rtl: false },
      { text: ' ', rtl: true },
      { text: 'المرجع:', rtl: true },
      { text: ' ', rtl: true },
      { text: 'رقم', rtl: true },
    ]);
    expect(pieces('الأسبوع 12', 'rtl')).toEqual(['12', ' ', 'الأسبوع']);
  });

  it('mirrors brackets in right-to-left text, and reverses pieces fontkit would not', () => {
    // Logical "(" at the right edge is drawn as ")": fontkit reverses "مصري(" so the "(" lands leftmost.
    expect(pieces('المبلغ (جنيه مصري)', 'rtl')).toEqual(['مصري(', ' ', ')جنيه', ' ', 'المبلغ']);
    expect(pieces('«هدف»،', 'rtl')).toEqual(['»هدف«،']);
    // Only neutrals at an odd level (no Arabic letter for fontkit to go by): reversed here.
    expect(pieces('هدف ):', 'rtl')).toEqual([':(', ' ', 'هدف']);
  });

  it('drops direction marks, which have no glyph', () => {
    expect(pieces('\u200f١٥\u200f مارس', 'rtl').join('')).not.toMatch(/[\u200e\u200f]/);
  });

  it('places a Latin word inside Arabic where it belongs', () => {
    expect(pieces('البريد mona@example.com،', 'rtl')).toEqual(['،', 'mona@example.com', ' ', 'البريد']);
  });
});

describe('renderRedemptionForms', () => {
  it.each(['en', 'ar'] as const)('renders the receipt and the tax form in %s: one-page PDFs in Cairo', async (locale) => {
    const forms = await renderRedemptionForms(locale === 'ar' ? arabic : data, locale);
    expect(forms.map((form) => form.name)).toEqual(['receipt', 'tax-form']);
    for (const form of forms) {
      expect(form.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = readPdf(form.pdf);
      expect(pdf.pages).toBe(1);
      expect(pdf.fonts.every((font) => /^[A-Z]{6}\+Cairo-(Regular|Bold)$/.test(font))).toBe(true);
      expect(pdf.info.Subject).toBe(`hadaf-${form.name}-42`);
      expect(pdf.info.CreationDate).toBe('D:20250315100000Z');
    }
  });

  it('fills in the English forms', async () => {
    const [receipt, taxForm] = await renderRedemptionForms(data, 'en');
    const receiptPdf = readPdf(receipt!.pdf);
    expect(receiptPdf.info.Title).toBe('Prize receipt');
    const text = linesOf(receiptPdf.drawn, 'ltr').join('\n');
    expect(text).toContain('Legal name Mona Ahmed Hassan');
    expect(text).toContain('National ID number 29001011234567');
    expect(text).toContain('Amount (EGP) 1,500.00');
    expect(text).toContain('Date 15 March 2025');
    expect(text).toContain('Reference #42');
    expect(text).toMatch(/I, Mona Ahmed Hassan, holder of national ID number 29001011234567/);
    const taxPdf = readPdf(taxForm!.pdf);
    expect(taxPdf.info.Title).toBe('Prize tax declaration');
    const taxText = linesOf(taxPdf.drawn, 'ltr').join(' ');
    expect(taxText).toContain('gross value of 1,500.00 EGP');
    expect(taxText).toContain('any tax due on prizes under Egyptian law is withheld by Hadaf before the prize is transferred to me');
  });

  it('fills in the Arabic forms right to left, with Arabic-Indic digits in reading order', async () => {
    const [receipt, taxForm] = await renderRedemptionForms(arabic, 'ar');
    const pdf = readPdf(receipt!.pdf);
    expect(pdf.info.Title).toBe('إيصال استلام جائزة');
    const lines = linesOf(pdf.drawn, 'rtl');
    expect(lines[1]).toBe('إيصال استلام جائزة');
    expect(lines).toContain('الاسم القانوني منى أحمد حسن');
    // Numbers are drawn left to right: each one is one piece whose glyphs read in order.
    const numbers = pdf.drawn.map((piece) => piece.glyphs.join(''));
    expect(numbers).toContain('٢٩٠٠١٠١١٢٣٤٥٦٧');
    expect(numbers).toContain('٠١٠١٢٣٤٥٦٧٨');
    expect(numbers).toContain('١٬٥٠٠٫٠٠');
    // The label sits at the right edge, the value to its left.
    const label = pdf.drawn.find((piece) => piece.glyphs.join('') === [...'الرقم'].reverse().join(''))!;
    const value = pdf.drawn.find((piece) => piece.glyphs.join('') === '٢٩٠٠١٠١١٢٣٤٥٦٧')!;
    expect(value.x).toBeLessThan(label.x);
    expect(readPdf(taxForm!.pdf).info.Title).toBe('إقرار ضريبي عن جائزة');
  });

  it('is deterministic for the same data and differs with the data', async () => {
    const [first] = await renderRedemptionForms(data, 'en');
    const [again] = await renderRedemptionForms(data, 'en');
    const [other] = await renderRedemptionForms({ ...data, legalName: 'Omar Khaled' }, 'en');
    expect(again!.pdf.equals(first!.pdf)).toBe(true);
    expect(other!.pdf.equals(first!.pdf)).toBe(false);
  });

  it('leaves the competition out when the prize has none', async () => {
    const [receipt] = await renderRedemptionForms({ ...data, competitionName: null }, 'en');
    const text = linesOf(readPdf(receipt!.pdf).drawn, 'ltr').join(' ');
    expect(text).not.toContain('Competition');
    expect(text).toContain('which I won.');
  });
});
