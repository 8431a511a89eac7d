import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './DataTable.stories';

const all = composeStories(stories);
const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('says that it scrolls sideways while columns are out of view (a phone), and not when all fit', () => {
    const width = (scroll: number, client: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
    };
    width(720, 343);
    const narrow = render(<all.Sortable />);
    expect(screen.getByText('Scroll sideways to see every column →')).toBeInTheDocument();
    narrow.unmount();
    width(900, 900);
    render(<all.Sortable />);
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('sorts by a header, and again the other way, saying so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<all.Sortable />);
    expect(firstColumn()).toEqual([
      'Ananya Bose',
      'Deepa Hegde',
      'Farah Khan',
      'Gurpreet Kaur',
      'Ishita Roy',
    ]);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()[0]).toBe('Zoya Ansari');
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(screen.getByRole('columnheader', { name: /Paid/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).not.toHaveAttribute('aria-sort');
  });

  it('keeps empty values last in both directions', async () => {
    const user = userEvent.setup();
    render(<all.Sortable pageSize={20} />);
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    const batchOf = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(batchOf().slice(-3)).toEqual(['—', '—', '—']);
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    expect(batchOf().slice(-3)).toEqual(['—', '—', '—']);
    expect(batchOf()[0]).toBe('Batch 14');
  });

  it('pages through the rows', async () => {
    const user = userEvent.setup();
    render(<all.Sortable />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–5 of 12');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 11–12 of 12');
    expect(firstColumn()).toEqual(['Sunita Devi', 'Zoya Ansari']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens a row from the keyboard, and marks the open one', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<all.OpensRows onRowClick={onRowClick} />);
    screen.getByRole('button', { name: 'Deepa Hegde' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Deepa Hegde' }));
    expect(screen.getByRole('button', { name: 'Farah Khan' }).closest('tr')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when there are no rows, and hides the pager', () => {
    render(<all.Empty />);
    expect(screen.getByRole('cell', { name: 'No students match these filters.' })).toHaveAttribute(
      'colspan',
      '5',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  itHasNoAxeViolations(all);
});
