import { filterTickets, isFiltering, matchesSearch, NO_FILTERS } from './filterTickets';

const tickets = [
  {
    support_id: 101,
    subject: 'Meeting link broken',
    description: 'The Zoom link for Batch A fails',
    status: 'Open',
    priority: 'High',
  },
  {
    support_id: 102,
    subject: 'Payout query',
    description: 'When is the March payout credited?',
    status: 'Resolved',
    priority: 'Low',
  },
  {
    support_id: 203,
    subject: 'Slides access',
    description: 'Cannot open module 3 slides',
    status: 'In Progress',
    priority: 'Medium',
  },
  {
    support_id: 204,
    subject: 'Student count',
    description: 'Batch B shows the wrong number',
    status: 'Closed',
    priority: 'Critical',
  },
];

describe('filterTickets', () => {
  it('returns everything with no filters', () => {
    expect(filterTickets(tickets, NO_FILTERS)).toHaveLength(4);
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it('searches subject, description and support_id case-insensitively', () => {
    expect(filterTickets(tickets, { ...NO_FILTERS, search: 'MEETING' }).map((t) => t.support_id)).toEqual([
      101,
    ]);
    expect(filterTickets(tickets, { ...NO_FILTERS, search: 'batch' }).map((t) => t.support_id)).toEqual([
      101, 204,
    ]);
    expect(filterTickets(tickets, { ...NO_FILTERS, search: '20' }).map((t) => t.support_id)).toEqual([
      203, 204,
    ]);
    expect(filterTickets(tickets, { ...NO_FILTERS, search: '  payout  ' }).map((t) => t.support_id)).toEqual([
      102,
    ]);
    expect(matchesSearch(tickets[0]!, '')).toBe(true);
  });

  it('filters by status and priority, "all" meaning no filter', () => {
    expect(filterTickets(tickets, { ...NO_FILTERS, status: 'Open' }).map((t) => t.support_id)).toEqual([101]);
    expect(filterTickets(tickets, { ...NO_FILTERS, status: 'in progress' }).map((t) => t.support_id)).toEqual(
      [203],
    );
    expect(filterTickets(tickets, { ...NO_FILTERS, priority: 'Critical' }).map((t) => t.support_id)).toEqual([
      204,
    ]);
    expect(filterTickets(tickets, { ...NO_FILTERS, status: 'all', priority: 'all' })).toHaveLength(4);
  });

  it('combines search with both filters', () => {
    expect(
      filterTickets(tickets, { search: 'batch', status: 'Closed', priority: 'all' }).map((t) => t.support_id),
    ).toEqual([204]);
    expect(filterTickets(tickets, { search: 'batch', status: 'Closed', priority: 'Low' })).toEqual([]);
    expect(isFiltering({ search: '', status: 'Open', priority: 'all' })).toBe(true);
  });
});
