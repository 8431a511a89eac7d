/**
 * A document's metadata, said the same way in both places a reader looks: the Info dictionary
 * (what `pdfinfo` and most viewers show) and an XMP packet in the catalog's /Metadata (what PDF/A
 * and archiving tools read), plus the catalog's /Lang so a screen reader speaks the text in the
 * right language. Dates come from the caller's clock, never a fixed one, and are written at whole
 * seconds so both places name the same instant.
 *
 * The documents are not tagged (no structure tree), so nothing here claims /MarkInfo.
 */
import { PDFName, type PDFDocument } from 'pdf-lib';

export interface PdfMetadata {
  title: string;
  subject?: string;
  author: string;
  creator: string;
  /** BCP 47, e.g. 'en-IN' or 'hi-IN'. */
  language: string;
  /** When the document was made (the app's clock). */
  date: Date;
}

const PRODUCER = 'pdf-lib';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The XMP packet (UTF-8) for the metadata. */
export function xmpPacket(m: PdfMetadata): string {
  const when = new Date(Math.floor(m.date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const alt = (value: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${xml(value)}</rdf:li></rdf:Alt>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    `<dc:format>application/pdf</dc:format>`,
    `<dc:title>${alt(m.title)}</dc:title>`,
    ...(m.subject ? [`<dc:description>${alt(m.subject)}</dc:description>`] : []),
    `<dc:creator><rdf:Seq><rdf:li>${xml(m.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:language><rdf:Bag><rdf:li>${xml(m.language)}</rdf:li></rdf:Bag></dc:language>`,
    `<xmp:CreatorTool>${xml(m.creator)}</xmp:CreatorTool>`,
    `<xmp:CreateDate>${when}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${when}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${when}</xmp:MetadataDate>`,
    `<pdf:Producer>${PRODUCER}</pdf:Producer>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** Sets the Info dictionary, /Lang and the XMP /Metadata stream of a document. */
export function setPdfMetadata(doc: PDFDocument, m: PdfMetadata): void {
  const date = new Date(Math.floor(m.date.getTime() / 1000) * 1000);
  doc.setTitle(m.title);
  if (m.subject) doc.setSubject(m.subject);
  doc.setAuthor(m.author);
  doc.setCreator(m.creator);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setLanguage(m.language);
  // Uncompressed, as the standard asks of metadata streams, so tools that scan for it find it.
  // UTF-8 bytes copied into this realm's Uint8Array: pdf-lib checks `instanceof Uint8Array`, and
  // TextEncoder's array comes from another realm under jsdom.
  const stream = doc.context.stream(Uint8Array.from(new TextEncoder().encode(xmpPacket({ ...m, date }))), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}
