import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffWhatsAppPage from '../../app/exposed/StaffWhatsApp';
import { STAFF_NAV } from '../../app/frame/StaffFrame';
import { templateLabel } from './WhatsAppScreen';
import { admin, renderAt, setupUser, support, url } from '../../test/render';
import { emptyReach, whatsappMessages, whatsappReach } from './fixtures';

let me = admin;
let asked: URLSearchParams[] = [];
/** The list as the API pages it: 25 a page, of `all`. */
let all = whatsappMessages;
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: me })),
  http.get(url('/api/staff/batches'), () =>
    HttpResponse.json({
      success: true,
      data: [
        { batch_id: 12, batch_name: 'Aarohi Evening Batch 12' },
        { batch_id: 14, batch_name: 'Aarohi Morning Batch 14' },
      ],
    }),
  ),
  http.get(url('/api/staff/whatsapp/messages'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 25);
    const rows = all.filter((m) => !query.get('status') || m.status === query.get('status'));
    return HttpResponse.json({
      success: true,
      data: {
        messages: rows.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: rows.length,
      },
    });
  }),
  http.get(url('/api/staff/batches/:id/whatsapp-reach'), () =>
    HttpResponse.json({ success: true, data: whatsappReach }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  me = admin;
  asked = [];
  all = whatsappMessages;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openList = (route = '/staff/whatsapp') =>
  renderAt(<StaffWhatsAppPage />, { route, path: '/staff/whatsapp' });
const openReach = (batch = 12) =>
  renderAt(<StaffWhatsAppPage />, {
    route: `/staff/batches/${batch}/whatsapp`,
    path: '/staff/batches/:batchId/whatsapp',
  });
const table = () => screen.findByRole('table', { name: 'WhatsApp messages' });
const rowOf = async (name: RegExp) =>
  within(await table())
    .getAllByRole('row')
    .find((r) => name.test(r.textContent ?? ''))!;

describe('the WhatsApp messages (back office)', () => {
  it('is in the sidebar for every staff role', () => {
    expect(STAFF_NAV.find((i) => i.href === '/staff/whatsapp')).toMatchObject({ label: 'WhatsApp' });
    expect(STAFF_NAV.find((i) => i.href === '/staff/whatsapp')).not.toHaveProperty('adminOnly', true);
  });

  it('lists each message with the masked number, the class, the status and its steps', async () => {
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'WhatsApp' })).toBeInTheDocument();
    const lakshmi = await rowOf(/Lakshmi Narayanan/);
    expect(lakshmi).toHaveTextContent('+91 98••• ••210');
    expect(lakshmi).toHaveTextContent('Class in one hour');
    expect(lakshmi).toHaveTextContent('Session 9 · Prompts that get good answers · an hour before');
    expect(within(lakshmi).getByText('Read', { selector: 'span' })).toBeInTheDocument();
    expect(lakshmi).toHaveTextContent(/Queued 12 Mar 2031, 6:00 pm/i);
    expect(lakshmi).toHaveTextContent(/Read 12 Mar 2031, 6:11 pm/i);
    // Newest first, as the API sent them.
    const names = within(await table())
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.querySelector('strong')!.textContent);
    expect(names).toEqual([
      'Rukhsar Ahmed',
      'Nandini Reddy',
      'Lakshmi Narayanan',
      'Meenakshi Iyer',
      'Shalini Verma',
      'Shalini Verma',
    ]);
    // A phone shows the same page as cards (the table's columns would sit out of sight).
    // Hidden here: jsdom applies no media query, so the cards stay display: none.
    const cards = within(screen.getByRole('list', { name: 'WhatsApp messages', hidden: true })).getAllByRole(
      'heading',
      {
        level: 3,
        hidden: true,
      },
    );
    expect(cards.map((h) => h.textContent)).toEqual(names);
  });

  it('shows a failed message’s reason and the mail that went instead', async () => {
    openList();
    const rukhsar = await rowOf(/Rukhsar Ahmed/);
    expect(rukhsar).toHaveTextContent('Failed');
    expect(rukhsar).toHaveTextContent('Mail instead');
    expect(rukhsar).toHaveTextContent('WhatsApp 400 (code 131026): Message undeliverable');
    expect(rukhsar).toHaveTextContent('The reminder went by mail instead.');
    expect(rukhsar).toHaveTextContent(/Mail sent 12 Mar 2031, 6:00 pm/i);
    expect(await rowOf(/Nandini Reddy/)).toHaveTextContent(
      'Will retry (attempt 2 failed): WhatsApp 503: Service unavailable',
    );
    expect(await rowOf(/Her STOP reply/)).toHaveTextContent('STOP confirmed');
    const skipped = within(await table())
      .getAllByRole('row')
      .find((r) => /Why: she turned/.test(r.textContent ?? ''))!;
    expect(skipped).toHaveTextContent('Why: she turned WhatsApp messages off.');
  });

  it('filters in the address, asks the API, and starts again on page 1', async () => {
    const user = setupUser();
    openList('/staff/whatsapp?page=2');
    expect(await screen.findByText('Page 2 is past the last page, 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveAttribute('data-search', '?status=failed'));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('failed'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(await rowOf(/Rukhsar Ahmed/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'WhatsApp messages' })).getAllByRole('row'),
      ).toHaveLength(2),
    );

    await user.selectOptions(screen.getByLabelText('Batch'), '12');
    await waitFor(() => expect(asked.at(-1)?.get('batch_id')).toBe('12'));
    expect(screen.getByRole('link', { name: 'Reach of this batch' })).toHaveAttribute(
      'href',
      '/staff/batches/12/whatsapp',
    );
    await user.selectOptions(screen.getByLabelText('Message'), 'class_tomorrow');
    await waitFor(() => expect(asked.at(-1)?.get('template')).toBe('class_tomorrow'));
    await user.type(screen.getByLabelText('Queued from'), '2031-03-11');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2031-03-11'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveAttribute('data-search', ''));
  });

  it('pages through the API’s pages with Newer and Older, from the keyboard too', async () => {
    all = Array.from({ length: 30 }, (_, i) => ({
      ...whatsappMessages[1]!,
      id: 1000 - i,
      student: { student_id: 200 + i, name: `Student ${String(i + 1).padStart(2, '0')}` },
    }));
    const user = setupUser();
    openList();
    expect(await screen.findByText('1–25 of 30 messages · page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    screen.getByRole('button', { name: 'Older' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('26–30 of 30 messages · page 2 of 2')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(screen.getByTestId('where')).toHaveAttribute('data-search', '?page=2');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(within(await table()).getAllByRole('row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('1–25 of 30 messages · page 1 of 2')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    all = [];
    openList();
    expect(await screen.findByRole('heading', { name: 'No WhatsApp messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the filters match nothing', async () => {
    all = [];
    openList('/staff/whatsapp?status=read');
    expect(
      await screen.findByRole('heading', { name: 'No messages match these filters' }),
    ).toBeInTheDocument();
  });

  it('shows loading, then the API’s error with Try again, which reads again', async () => {
    server.use(
      http.get(url('/api/staff/whatsapp/messages'), async () => {
        await delay(100);
        return HttpResponse.json(
          { success: false, message: 'The outbox cannot be read right now.' },
          { status: 503 },
        );
      }),
    );
    const user = setupUser();
    openList();
    expect(await screen.findByText('Loading WhatsApp messages…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The outbox cannot be read right now.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('support reads it too', async () => {
    me = support;
    openList();
    expect(await table()).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = openList();
    await table();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('a batch’s WhatsApp reach (back office)', () => {
  const reachTable = () =>
    screen.findByRole('table', { name: 'Reminders and how they reached the students' });

  it('shows the consent now and, per reminder, how the students were reached', async () => {
    openReach();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WhatsApp reach · Aarohi Evening Batch 12' }),
    ).toBeInTheDocument();
    const consent = screen.getByRole('region', { name: 'WhatsApp consent now' });
    expect(consent).toHaveTextContent('Students in the batch24');
    expect(consent).toHaveTextContent('Switched on17');
    expect(consent).toHaveTextContent('Switched off3');
    expect(consent).toHaveTextContent('Never asked4');
    const rows = within(await reachTable()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Reminder',
      'Students',
      'WhatsApp only',
      'Mail only',
      'Mail, WhatsApp failed',
      'Both',
      'Neither',
      'Still queued',
    ]);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(2)).toEqual([
      expect.stringContaining('Session 9 · Evening before'),
      '21',
      '9',
      '4',
      '2',
      '5',
      '1',
      '0',
    ]);
    expect(cells(5)[0]).toContain('Class moved since');
    expect(cells(4)[0]).not.toContain('Class moved since');
    expect(screen.getByRole('link', { name: 'Messages of this batch' })).toHaveAttribute(
      'href',
      '/staff/whatsapp?batch=12',
    );
    expect(screen.getByRole('link', { name: 'Back to the batch' })).toHaveAttribute(
      'href',
      '/staff/batches?batch=12',
    );
  });

  it('support: the same panel, without the admins’ batch screen link', async () => {
    me = support;
    openReach();
    await reachTable();
    expect(screen.queryByRole('link', { name: 'Back to the batch' })).not.toBeInTheDocument();
  });

  it('a batch with no reminders yet says so, under its consent', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/whatsapp-reach'), () =>
        HttpResponse.json({ success: true, data: emptyReach }),
      ),
    );
    openReach();
    expect(await screen.findByRole('heading', { name: 'No reminders yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'WhatsApp consent now' })).toBeInTheDocument();
  });

  it('loading, then an unknown batch: the API’s message, no Try again', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/whatsapp-reach'), async () => {
        await delay(50);
        return HttpResponse.json({ success: false, message: 'Batch not found' }, { status: 404 });
      }),
    );
    openReach(999);
    expect(await screen.findByText('Loading the reach of this batch’s reminders…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Batch not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a server error offers Try again', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/whatsapp-reach'), () =>
        HttpResponse.json({ success: false, message: 'Down for a moment.' }, { status: 500 }),
      ),
    );
    openReach();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = openReach();
    await reachTable();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('message names in words', () => {
  it('names the known templates, and never shows a raw key for a new one', () => {
    expect(templateLabel('class_in_one_hour')).toBe('Class in one hour');
    expect(templateLabel('whatsapp_stopped')).toBe('STOP confirmed');
    expect(templateLabel('fees_due_soon')).toBe('Fees due soon');
  });
});
