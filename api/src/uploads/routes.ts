/**
 * Tutor documents: multipart (tutor_id, skills, resume, experienceLetter), PDF by content, 5 MB each,
 * random names outside any web root (local folder or bucket: lib/storage.ts), nothing left in the
 * store after a rejection or a cut-off upload, served only to the owner (streamed through the API).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as S from '@ai-women/contracts/schemas';
import { MESSAGES, isPdfBytes, uploadRules } from '@ai-women/contracts';
import { inputProblem } from '../lib/input-guards';
import { uploadReadError } from '../lib/upload-deadline';
import * as t from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { iso } from '../lib/shape';
import { apiBaseUrl } from '../lib/urls';
import { contentDisposition, sendPdf } from '../lib/downloads';
import { requireTutor } from '../auth/guards';
import { whenClosed, type FileStore } from '../lib/storage';
import { insertUploads, updateUploads, uploadsExist, uploadsOf } from './service';

type FileField = 'resume' | 'experienceLetter';
const FILE_FIELDS: readonly string[] = ['resume', 'experienceLetter'];
const TEXT_FIELDS: readonly string[] = ['tutor_id', 'skills'];

interface SavedFile {
  field: FileField;
  key: string;
  name: string;
  head: Buffer;
  truncated: boolean;
  /** Settles once the store has finished with this file (stored, or write given up). */
  settled: Promise<unknown>;
}

/** A display name only: storage never uses it. */
function safeName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return cleaned || 'document.pdf';
}

/** Reads every part (consuming every stream), saving allowed files; rejects and cleans up on any problem. */
async function readUploadForm(req: FastifyRequest, files: FileStore) {
  const fields: Record<string, string> = {};
  const saved: SavedFile[] = [];
  let problem: HttpError | undefined;
  // Waits for each write to settle first (an object store may still be completing it), then
  // removes the files. Never throws: a file it cannot remove (store down) is an orphan without a
  // row, which `ops storage:sweep` deletes later.
  const cleanup = async () => {
    await Promise.allSettled(saved.map((f) => f.settled));
    const results = await Promise.allSettled(saved.map((f) => files.remove(f.key)));
    for (const r of results)
      if (r.status === 'rejected') req.log.warn({ err: r.reason }, 'upload cleanup failed');
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname;
        if (!FILE_FIELDS.includes(field) || saved.some((f) => f.field === field)) {
          problem ??= badRequest(`Unexpected file field: ${field}`);
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
          continue;
        }
        const key = files.newKey();
        let head = Buffer.alloc(0);
        const sniff = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)]);
            cb(null, chunk);
          },
        });
        const out = files.createWriteStream(key);
        const entry: SavedFile = {
          field: field as FileField,
          key,
          name: safeName(part.filename),
          head,
          truncated: false,
          settled: whenClosed(out),
        };
        saved.push(entry);
        await pipeline(part.file, sniff, out);
        entry.head = head;
        entry.truncated = part.file.truncated;
      } else if (TEXT_FIELDS.includes(part.fieldname)) {
        // A value longer than the multipart field limit arrives cut: refuse it rather than store a part.
        if (part.valueTruncated) problem ??= new HttpError(413, MESSAGES.skillsMax);
        const value = typeof part.value === 'string' ? part.value : '';
        const nul = inputProblem(value);
        if (nul) problem ??= badRequest(nul);
        fields[part.fieldname] = value;
      } else {
        problem ??= badRequest(`Unexpected field: ${part.fieldname}`);
      }
    }
  } catch (err) {
    await cleanup();
    throw uploadReadError(req, err, {
      fileTooLarge: MESSAGES.fileTooLarge,
      tooManyFiles: { status: 413, message: 'Upload only two files: a resume and an experience letter.' },
    });
  }
  for (const f of saved) {
    if (f.truncated) problem ??= new HttpError(413, MESSAGES.fileTooLarge);
    else if (!isPdfBytes(f.head)) problem ??= badRequest(MESSAGES.pdfOnly);
  }
  const skillsMessage = uploadRules.skills(fields.skills, {});
  if (!problem && skillsMessage)
    problem =
      skillsMessage === MESSAGES.skillsMax ? new HttpError(413, skillsMessage) : badRequest(skillsMessage);
  return { fields, saved, problem, cleanup };
}

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { files, config } = app.deps;
  const tags = ['uploads'];

  const shape = (req: FastifyRequest, row: typeof t.tutorUploads.$inferSelect) => {
    const base = `${apiBaseUrl(config)}/api/tutor/uploads/${row.tutorId}/files`;
    return {
      id: row.id,
      skills: row.skills,
      resume: row.resumeKey ? `${base}/resume` : null,
      experience_letter: row.experienceLetterKey ? `${base}/experience_letter` : null,
      updated_at: iso(row.updatedAt),
      review_status: row.reviewStatus as 'pending' | 'approved' | 'changes_requested',
    };
  };

  /** Shared by create and update: everything is read first, then authorised and validated. */
  async function save(req: FastifyRequest, existingId?: number) {
    const sessionTutor = requireTutor(req);
    const form = await readUploadForm(req, files);
    try {
      if (!form.fields.tutor_id) throw badRequest(MESSAGES.tutorIdRequired);
      if (Number(form.fields.tutor_id) !== sessionTutor)
        throw forbidden('You can only access your own account.');
      if (form.problem) throw form.problem;
      const current = await uploadsOf(db, sessionTutor);
      const resume = form.saved.find((f) => f.field === 'resume');
      const letter = form.saved.find((f) => f.field === 'experienceLetter');
      const skills = form.fields.skills!.trim();
      if (existingId === undefined) {
        if (current) throw conflict('Documents are already uploaded. Use Edit to update them.');
        if (!resume) throw badRequest(MESSAGES.resumeRequired);
        if (!letter) throw badRequest(MESSAGES.experienceLetterRequired);
        const row = await insertUploads(db, {
          tutorId: sessionTutor,
          skills,
          resumeKey: resume.key,
          resumeName: resume.name,
          experienceLetterKey: letter.key,
          experienceLetterName: letter.name,
        });
        return { row, replaced: [] as string[] };
      }
      if (!current || current.id !== existingId) {
        if (await uploadsExist(db, existingId)) throw forbidden('You can only access your own account.');
        throw notFound('Documents not found');
      }
      const row = await updateUploads(db, existingId, {
        skills,
        ...(resume ? { resumeKey: resume.key, resumeName: resume.name } : {}),
        ...(letter ? { experienceLetterKey: letter.key, experienceLetterName: letter.name } : {}),
      });
      const replaced = [
        resume ? current.resumeKey : null,
        letter ? current.experienceLetterKey : null,
      ].filter((k): k is string => Boolean(k));
      return { row, replaced };
    } catch (err) {
      await form.cleanup();
      throw err;
    }
  }

  app.post(
    '/tutor/uploads',
    {
      config: { auth: 'tutor' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: S.TutorUploadSaveResponse } },
    },
    async (req, reply) => {
      const { row } = await save(req);
      reply.status(201);
      return { success: true, message: 'Documents uploaded successfully!', data: shape(req, row) };
    },
  );

  app.put(
    '/tutor/uploads/:id',
    {
      config: { auth: 'tutor' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: S.UploadIdParams,
        response: { 200: S.TutorUploadSaveResponse },
      },
    },
    async (req) => {
      const { row, replaced } = await save(req, req.params.id);
      // The row already names the new files: a replaced file that cannot be removed now is only an
      // orphan (swept later), never a reason to report the saved change as failed.
      const removed = await Promise.allSettled(replaced.map((k) => files.remove(k)));
      for (const r of removed)
        if (r.status === 'rejected') req.log.warn({ err: r.reason }, 'old document not removed');
      return { success: true, message: 'Documents updated successfully!', data: shape(req, row) };
    },
  );

  app.get(
    '/api/tutor/uploads/:tutor_id',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.TutorIdParams, response: { 200: S.TutorUploadsResponse } },
    },
    async (req) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const row = await uploadsOf(db, tutorId);
      return { success: true, data: row ? shape(req, row) : null };
    },
  );

  app.get(
    '/api/tutor/uploads/:tutor_id/files/:kind',
    {
      config: { auth: 'tutor' },
      schema: { tags, params: S.UploadFileParams },
    },
    async (req, reply) => {
      const tutorId = requireTutor(req, req.params.tutor_id);
      const row = await uploadsOf(db, tutorId);
      const key = req.params.kind === 'resume' ? row?.resumeKey : row?.experienceLetterKey;
      const name =
        (req.params.kind === 'resume' ? row?.resumeName : row?.experienceLetterName) ?? 'document.pdf';
      const file = key ? await files.open(key) : null;
      if (!file) throw notFound('Document not found');
      return sendPdf(reply, file, contentDisposition('inline', name));
    },
  );
};

export default uploads;
