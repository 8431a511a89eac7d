import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, pdfFile, renderPage, setupUser, signInAs, TEST_API } from '../../../test/render';
import { uploads, url } from '../../../test/fixtures';
import {
  UPLOAD_CREATED,
  UPLOAD_FAILED,
  UPLOAD_HINT,
  UPLOAD_NETWORK_ERROR,
  UPLOAD_UPDATED,
  UPLOADS_LOGIN_PROMPT,
  UploadsScreen,
} from './UploadsScreen';

const id = demoTutor.tutor_id;
let stored: typeof uploads | null = null;
const server = setupServer(
  http.get(url(`/api/tutor/uploads/${id}`), () => HttpResponse.json({ success: true, data: stored })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  signInAs();
  stored = null;
});

const resumeInput = () => screen.getByLabelText(/^Resume/, { selector: 'input' });
const letterInput = () => screen.getByLabelText(/^Experience letter/, { selector: 'input' });

describe('Document upload', () => {
  it('prompts to log in without a tutor id', () => {
    signInAs({ name: 'x' });
    renderPage(<UploadsScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOADS_LOGIN_PROMPT);
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(url(`/api/tutor/uploads/${id}`), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<UploadsScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your documents...');
  });

  it('with no documents shows the form and every validation message', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<UploadsScreen />);
    expect(await screen.findByRole('heading', { name: 'Upload your documents' })).toBeInTheDocument();
    expect(screen.getAllByText(UPLOAD_HINT)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(screen.getByText('Skills are required')).toBeInTheDocument();
    expect(screen.getByText('Resume is required')).toBeInTheDocument();
    expect(screen.getByText('Experience letter is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Skills/), 'Prompting');
    expect(screen.queryByText('Skills are required')).not.toBeInTheDocument();

    await user.upload(resumeInput(), new File(['hello'], 'resume.docx', { type: 'application/msword' }));
    expect(await screen.findByText('Please upload only PDF files')).toBeInTheDocument();
    await user.upload(letterInput(), pdfFile('letter.pdf', 6 * 1024 * 1024));
    expect(await screen.findByText('File size should be less than 5MB')).toBeInTheDocument();
    await user.upload(resumeInput(), pdfFile('resume.pdf'));
    expect(screen.queryByText('Please upload only PDF files')).not.toBeInTheDocument();
    expect(screen.getByText('resume.pdf')).toBeInTheDocument();
  });

  it('uploads once for two clicks in the same moment, with a busy button meanwhile', async () => {
    const user = setupUser();
    let posts = 0;
    server.use(
      http.post(url('/tutor/uploads'), async () => {
        posts += 1;
        await delay(50);
        stored = uploads;
        return HttpResponse.json({ success: true, message: 'Saved', data: uploads });
      }),
    );
    renderPage(<UploadsScreen />);
    await user.type(await screen.findByLabelText(/^Skills/), 'Prompt writing');
    await user.upload(resumeInput(), pdfFile('resume.pdf'));
    await user.upload(letterInput(), pdfFile('letter.pdf'));
    const submit = screen.getByRole('button', { name: 'Upload documents' });
    act(() => {
      submit.click();
      submit.click();
    });
    const busy = await screen.findByRole('button', { name: /Uploading/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(UPLOAD_CREATED)).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('creates with a multipart POST, then reloads into the view with View links', async () => {
    const user = setupUser();
    let form: string | undefined;
    server.use(
      http.post(url('/tutor/uploads'), async ({ request }) => {
        form = await request.text();
        stored = uploads;
        return HttpResponse.json({ success: true, message: 'Saved', data: uploads });
      }),
    );
    renderPage(<UploadsScreen />);
    await user.type(await screen.findByLabelText(/^Skills/), 'Prompt writing');
    await user.upload(resumeInput(), pdfFile('resume.pdf'));
    await user.upload(letterInput(), pdfFile('letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(await screen.findByText(UPLOAD_CREATED)).toBeInTheDocument();
    expect(form).toMatch(/name="tutor_id"\r\n\r\n7\r\n/);
    expect(form).toMatch(/name="skills"\r\n\r\nPrompt writing\r\n/);
    expect(form).toContain('name="resume"; filename="resume.pdf"');
    expect(form).toContain('name="experienceLetter"; filename="letter.pdf"');
    const links = await screen.findAllByRole('link', { name: /^View/ });
    // The form she submitted from is gone: focus lands on the saved documents' Edit button.
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(links[0]).toHaveAttribute('href', `${TEST_API}${uploads.resume}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener');
    expect(links[1]).toHaveAttribute('href', `${TEST_API}${uploads.experience_letter}`);
  });

  it('edits with a PUT to the record id, files optional, and Cancel returns to the view', async () => {
    const user = setupUser();
    stored = uploads;
    let method = '';
    let body = '';
    server.use(
      http.put(url(`/tutor/uploads/${uploads.id}`), async ({ request }) => {
        method = request.method;
        body = await request.text();
        stored = { ...uploads, skills: 'New skills' };
        return HttpResponse.json({ success: true, message: 'Updated', data: stored });
      }),
    );
    renderPage(<UploadsScreen />);
    expect(await screen.findByText(uploads.skills)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Skills/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(uploads.skills)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const skillsBox = screen.getByLabelText(/^Skills/);
    await user.clear(skillsBox);
    await user.type(skillsBox, 'New skills');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(UPLOAD_UPDATED)).toBeInTheDocument();
    expect(method).toBe('PUT');
    expect(body).toMatch(/name="skills"\r\n\r\nNew skills\r\n/);
    expect(body).not.toContain('name="resume"');
    expect(await screen.findByText('New skills')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('shows the server message, the fallback and the network error', async () => {
    const user = setupUser();
    stored = uploads;
    server.use(
      http.put(url(`/tutor/uploads/${uploads.id}`), () =>
        HttpResponse.json({ success: false, message: 'Resume must be a real PDF' }, { status: 400 }),
      ),
    );
    renderPage(<UploadsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resume must be a real PDF');

    server.use(http.put(url(`/tutor/uploads/${uploads.id}`), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_FAILED));

    server.use(http.put(url(`/tutor/uploads/${uploads.id}`), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_NETWORK_ERROR));
  });

  it('ignores a failed or non-JSON documents fetch and offers the form', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(url(`/api/tutor/uploads/${id}`), () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    renderPage(<UploadsScreen />);
    expect(await screen.findByRole('heading', { name: 'Upload your documents' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('has no axe violations in view and form modes', async () => {
    stored = uploads;
    const { container } = renderPage(<UploadsScreen />);
    await screen.findByText(uploads.skills);
    expect(await axe(container)).toHaveNoViolations();
    await setupUser().click(screen.getByRole('button', { name: 'Edit' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
