/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, multipart, pdfBytes, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const stored = () => fs.readdirSync(path.join(ctx.dataDir, 'uploads'));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500)]);

function upload(
  cookie: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  method: 'POST' | 'PUT' = 'POST',
  url = '/tutor/uploads',
) {
  const { payload, headers } = multipart(fields, files);
  return ctx.inject({ method, url, cookie, payload, headers });
}
const both = () => [
  { field: 'resume', filename: 'resume.pdf', content: pdfBytes() },
  { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes(4096) },
];

describe('tutor uploads', () => {
  it('creates, lists with owner-only links, downloads, and updates', async () => {
    const t = await ctx.registerTutor();
    const none = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/uploads/${t.tutorId}`,
      cookie: t.cookie,
    });
    expect(none.json()).toEqual({ success: true, data: null });

    const before = stored().length;
    const res = await upload(
      t.cookie,
      { tutor_id: String(t.tutorId), skills: 'Python, prompt design' },
      both(),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Documents uploaded successfully!',
      data: { id: expect.any(Number), skills: 'Python, prompt design' },
    });
    expect(body.data.resume).toMatch(new RegExp(`/api/tutor/uploads/${t.tutorId}/files/resume$`));
    expect(body.data.experience_letter).toMatch(/\/files\/experience_letter$/);
    expect(stored().length).toBe(before + 2);
    for (const name of stored()) expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const get = (
      await ctx.inject({ method: 'GET', url: `/api/tutor/uploads/${t.tutorId}`, cookie: t.cookie })
    ).json();
    expect(get.data).toMatchObject({ id: body.data.id, skills: 'Python, prompt design' });

    const file = await ctx.inject({
      method: 'GET',
      url: new URL(body.data.resume).pathname,
      cookie: t.cookie,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toContain('resume.pdf');

    const other = await ctx.registerTutor();
    expect(
      (await ctx.inject({ method: 'GET', url: new URL(body.data.resume).pathname, cookie: other.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: new URL(body.data.resume).pathname })).statusCode).toBe(
      401,
    );

    const again = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'x' }, both());
    expect(again.statusCode).toBe(409);

    // Update skills only: files stay.
    const put = await upload(
      t.cookie,
      { tutor_id: String(t.tutorId), skills: 'Python, Excel' },
      [],
      'PUT',
      `/tutor/uploads/${body.data.id}`,
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      success: true,
      message: 'Documents updated successfully!',
      data: { skills: 'Python, Excel' },
    });
    // Replace the resume: the old file is removed.
    const count = stored().length;
    const put2 = await upload(
      t.cookie,
      { tutor_id: String(t.tutorId), skills: 'Python' },
      [{ field: 'resume', filename: 'cv2.pdf', content: pdfBytes(3000) }],
      'PUT',
      `/tutor/uploads/${body.data.id}`,
    );
    expect(put2.statusCode).toBe(200);
    expect(stored().length).toBe(count);
    // Someone else's upload id.
    const foreign = await upload(
      other.cookie,
      { tutor_id: String(other.tutorId), skills: 'x' },
      [],
      'PUT',
      `/tutor/uploads/${body.data.id}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('rejects a PNG renamed .pdf and leaves nothing on disk', async () => {
    const t = await ctx.registerTutor();
    const before = stored().length;
    const res = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'resume', filename: 'photo.pdf', content: PNG },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Please upload only PDF files' });
    expect(stored().length).toBe(before);
  });

  it('rejects a 6 MB file with the spec message and leaves nothing', async () => {
    const t = await ctx.registerTutor();
    const before = stored().length;
    const res = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'resume', filename: 'big.pdf', content: pdfBytes(6 * 1024 * 1024) },
      { field: 'experienceLetter', filename: 'letter.pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'File size should be less than 5MB' });
    expect(stored().length).toBe(before);
  });

  it('refuses a third file and unexpected fields', async () => {
    const t = await ctx.registerTutor();
    const before = stored().length;
    const third = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      ...both(),
      { field: 'resume', filename: 'extra.pdf', content: pdfBytes() },
    ]);
    expect(third.statusCode).toBe(413);
    expect(third.json().success).toBe(false);
    const odd = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'avatar', filename: 'a.pdf', content: pdfBytes() },
    ]);
    expect(odd.statusCode).toBe(400);
    expect(stored().length).toBe(before);
  });

  it('never uses the client file name for storage (path traversal)', async () => {
    const t = await ctx.registerTutor();
    const res = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'Design' }, [
      { field: 'resume', filename: '../../../etc/passwd.pdf', content: pdfBytes() },
      { field: 'experienceLetter', filename: '..\\..\\evil".pdf', content: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(fs.existsSync(path.join(ctx.dataDir, 'etc'))).toBe(false);
    for (const name of stored()) expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const file = await ctx.inject({
      method: 'GET',
      url: `/api/tutor/uploads/${t.tutorId}/files/experience_letter`,
      cookie: t.cookie,
    });
    expect(file.headers['content-disposition']).not.toContain('..');
    expect(file.headers['content-disposition']).not.toContain('\\');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="evil"/);
  });

  it('validates skills, required files and the tutor id', async () => {
    const t = await ctx.registerTutor();
    const before = stored().length;
    const noSkills = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: '  ' }, both());
    expect(noSkills.json().message).toBe('Skills are required');
    const noResume = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'x' }, [
      { field: 'experienceLetter', filename: 'l.pdf', content: pdfBytes() },
    ]);
    expect(noResume.json().message).toBe('Resume is required');
    const noLetter = await upload(t.cookie, { tutor_id: String(t.tutorId), skills: 'x' }, [
      { field: 'resume', filename: 'r.pdf', content: pdfBytes() },
    ]);
    expect(noLetter.json().message).toBe('Experience letter is required');
    const other = await ctx.registerTutor();
    const foreign = await upload(t.cookie, { tutor_id: String(other.tutorId), skills: 'x' }, both());
    expect(foreign.statusCode).toBe(403);
    const anonymous = await upload('', { tutor_id: String(t.tutorId), skills: 'x' }, both());
    expect(anonymous.statusCode).toBe(401);
    const student = await ctx.loginStudent();
    expect(
      (await upload(student.cookie, { tutor_id: String(t.tutorId), skills: 'x' }, both())).statusCode,
    ).toBe(403);
    expect(stored().length).toBe(before);
    const notMultipart = await ctx.inject({
      method: 'POST',
      url: '/tutor/uploads',
      cookie: t.cookie,
      payload: { tutor_id: t.tutorId },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.json().success).toBe(false);
  });
});
