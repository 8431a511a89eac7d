import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DataTable, type DataColumn } from './DataTable';

interface Student {
  id: number;
  name: string;
  email: string;
  batch: string | null;
  paid: number | null;
  status: string;
}

const names = [
  'Priya Sharma',
  'Farah Khan',
  'Lakshmi Nair',
  'Sunita Devi',
  'Ananya Bose',
  'Meenakshi Pillai',
  'Gurpreet Kaur',
  'Rekha Yadav',
  'Zoya Ansari',
  'Deepa Hegde',
  'Ishita Roy',
  'Kavitha Reddy',
];
const students: Student[] = names.map((name, i) => ({
  id: 101 + i,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  batch: i % 4 === 3 ? null : `Batch ${12 + (i % 3)}`,
  paid: i % 4 === 3 ? null : i % 2 ? 199920 : 249900,
  status: i % 4 === 3 ? 'pending' : 'completed',
}));

const columns: DataColumn<Student>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.name, sortValue: (s) => s.name },
  { id: 'email', header: 'E-mail', cell: (s) => s.email },
  { id: 'batch', header: 'Batch', cell: (s) => s.batch ?? '—', sortValue: (s) => s.batch },
  {
    id: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (s) =>
      s.paid === null ? '—' : `₹${(s.paid / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    sortValue: (s) => s.paid,
  },
  {
    id: 'status',
    header: 'Payment',
    cell: (s) => <StatusBadge status={s.status === 'completed' ? 'Completed' : 'Pending'} size="sm" />,
  },
];

const docs = `A table of records for the back office: sortable columns (click a header; again to reverse), pages of rows with Previous and Next, and rows that open a record.

**Use it for** lists staff work through: tickets, students, tutors, payments, coupons, the audit log.

**Don't use it for** a handful of facts about one thing (use a description list or cards), or on the public site.

**Accessibility.** A real \`<table>\` with a \`<caption>\` (it can be visually hidden); sortable headers are buttons inside \`th[aria-sort]\`; the page status is announced politely. With \`onRowClick\` the first cell of each row is a button, so a keyboard user opens records the same way a mouse user does; the open row has \`aria-current\`. On a phone the table scrolls sideways inside a focusable, named region.`;

const meta = {
  tags: ['autodocs'],
  title: 'Data/DataTable',
  component: DataTable<Student>,
  args: {
    caption: 'Students',
    columns,
    rows: students,
    rowKey: (s: Student) => s.id,
    pageSize: 5,
    initialSort: { column: 'name', direction: 'asc' },
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof DataTable<Student>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};
export const OpensRows: Story = { args: { onRowClick: () => {}, selectedKey: 102 } };
export const Empty: Story = { args: { rows: [], emptyMessage: 'No students match these filters.' } };
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};
