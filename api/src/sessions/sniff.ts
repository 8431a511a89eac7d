/**
 * What a session material really is, from its bytes: PDF, PNG and JPEG by their signatures; DOCX
 * and PPTX are ZIP archives, told apart by the part names in the archive's central directory
 * (word/document.xml, ppt/presentation.xml). A name never decides the type.
 */
import type { MaterialKind } from '@ai-women/contracts';

const startsWith = (buf: Buffer, sig: number[]) => sig.every((b, i) => buf[i] === b);

/** The names of the files in a ZIP archive, read from its central directory; null if it is not one. */
export function zipEntryNames(buf: Buffer): string[] | null {
  // The end-of-central-directory record is in the last 22 + 65535 bytes (its comment may be that long).
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    names.push(buf.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

export function sniffMaterial(buf: Buffer): MaterialKind | null {
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (!names || !names.includes('[Content_Types].xml')) return null;
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('ppt/presentation.xml')) return 'pptx';
  }
  return null;
}

/** The type a file name claims by its extension (jpg and jpeg are one). */
export function kindOfName(name: string): MaterialKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (ext) {
    case 'pdf':
      return 'pdf';
    case 'pptx':
      return 'pptx';
    case 'docx':
      return 'docx';
    case 'png':
      return 'png';
    case 'jpg':
    case 'jpeg':
      return 'jpeg';
    default:
      return null;
  }
}

export const MIME: Record<MaterialKind, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const KIND_LABEL: Record<MaterialKind, string> = {
  pdf: 'a PDF',
  pptx: 'a PowerPoint file',
  docx: 'a Word file',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
};

export const STORAGE_EXTENSION = { pdf: 'pdf', pptx: 'pptx', docx: 'docx', png: 'png', jpeg: 'jpg' } as const;
