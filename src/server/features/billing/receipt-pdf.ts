import type { Readable } from 'node:stream';
import { paymentTypeLabel } from '../../../shared/billing';
import { formatMoney } from '../../../shared/format';

export interface ReceiptData {
  studio: { name: string; email: string; address: string | null };
  client: { name: string; email: string };
  payment: { id: string; type: string; description: string; amount: string; paidAt: Date; cardBrand: string | null; cardLast4: string | null };
}

/**
 * A one-page PDF receipt, streamed as it is drawn. Uses pdfkit's built-in Helvetica (no font files).
 * pdfkit (~17 MB of memory once loaded) is imported on the first receipt, not at start-up.
 */
export async function receiptPdf(data: ReceiptData): Promise<Readable> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${data.payment.id}`, Author: data.studio.name } });
  const { payment } = data;
  doc.font('Helvetica-Bold').fontSize(20).text(data.studio.name);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(data.studio.email);
  if (data.studio.address) doc.text(data.studio.address);
  doc.moveDown(2).fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Payment receipt');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(`Receipt no. ${payment.id}`);
  doc.moveDown(1.5).fillColor('#000').fontSize(11);
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(label, { continued: true }).font('Helvetica').text(`  ${value}`);
  };
  row('Billed to:', `${data.client.name} <${data.client.email}>`);
  row('Item:', `${paymentTypeLabel(payment.type)}: ${payment.description}`);
  row('Amount paid:', `$${formatMoney(payment.amount)}`);
  row('Paid on:', payment.paidAt.toISOString().slice(0, 10));
  row('Paid with:', payment.cardBrand ? `${payment.cardBrand.toUpperCase()} ending in ${payment.cardLast4}` : 'Card');
  doc.moveDown(2).fontSize(9).fillColor('#555').text(`Thank you for your business. Questions about this receipt: ${data.studio.email}`);
  doc.end();
  return doc as unknown as Readable;
}
